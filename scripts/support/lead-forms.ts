// What a visitor's form post needs: the stamp a page visit gives, the wait past the minimum fill time, and the
// contact form's fields. The lead bench posts them; the end-to-end tests take them through tests/e2e/support/leads.ts.

/** The signed form stamp a page visit gives a browser, in the `form_stamp` cookie. */
export async function fetchStamp(baseUrl: string, path = "/contact/get-quote"): Promise<string> {
  const response = await fetch(new URL(path, baseUrl), { headers: { Accept: "text/html" } });
  const stamp = /(?:^|,\s*)form_stamp=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1];
  if (!stamp) throw new Error(`No form stamp cookie from ${path}`);
  return stamp;
}

/** Waits past the forms' minimum fill time (3 s) so a stamp counts as a person's. */
export const waitPastMinimumFillTime = () => new Promise((resolve) => setTimeout(resolve, 3_100));

export function contactFields(stamp: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Noura Al-Harbi",
    email: "noura@example.com",
    company: "Harbi Trading",
    phone: "+966 50 123 4567",
    service: "CCTV Installation",
    message: "Cameras for two warehouses in Riyadh.",
    consent: "on",
    website: "",
    formStamp: stamp,
    sourcePage: "/contact/contact-us",
    ...overrides,
  };
}
