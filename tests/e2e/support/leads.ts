import type { Locator, Page } from "playwright-core";
import { referenceCode, type LeadApiAnswer } from "~/leads/schemas/lead-api";

/** A reference as issued now: the form's letter and the random code, `C-7K3M9QXR`. */
export const issuedReference = (letter: "C" | "Q" | "N" | "S" | "R") => new RegExp(`^${letter}-${referenceCode}$`);

/**
 * The reference a confirmation shows (within `scope`, the page by default), once the document around it is parsed
 * whole: a confirmation page arrives streamed, and a reference read while its text is still arriving is cut short
 * (CI once read "S-F2").
 */
export async function shownReference(page: Page, scope: Page | Locator = page, timeout?: number): Promise<string> {
  const shown = scope.getByTestId("lead-reference").first();
  await shown.waitFor({ timeout });
  await page.waitForLoadState("domcontentloaded");
  return (await shown.innerText()).trim();
}

export interface PostResult {
  /** Status of the page the visitor ends on: the confirmation page's after a 303, else the post's own. */
  status: number;
  /** Status of the POST itself (303 on success). */
  postStatus: number;
  /** Where the post sent the browser (a 303's `Location`), if anywhere. */
  location: string | null;
  html: string;
  reference?: string;
  retryAfter: string | null;
}

/**
 * A form POST as a browser without JavaScript sends it, following a 303 to the confirmation page as the browser
 * would (with the same headers, minus the body's); the html is the page shown in the end. The fields' `formStamp`
 * (from fetchStamp) goes in the stamp cookie, as the browser would send it.
 */
export async function postForm(baseUrl: string, path: string, fields: Record<string, string>, init: RequestInit = {}): Promise<PostResult> {
  const { formStamp, ...formFields } = fields;
  const headers = new Headers(init.headers ?? { "Content-Type": "application/x-www-form-urlencoded" });
  if (formStamp !== undefined) headers.set("Cookie", `form_stamp=${formStamp}`);
  const posted = await fetch(new URL(path, baseUrl), {
    method: "POST",
    body: new URLSearchParams(formFields).toString(),
    redirect: "manual",
    ...init,
    headers,
  });
  const location = posted.headers.get("location");
  let shown = posted;
  if (posted.status === 303 && location) {
    await posted.body?.cancel();
    headers.delete("Content-Type");
    shown = await fetch(new URL(location, baseUrl), { headers, redirect: "manual" });
  }
  const html = await shown.text();
  return {
    status: shown.status,
    postStatus: posted.status,
    location,
    html,
    reference: /data-testid="lead-reference">([A-Z]-[\dA-Z-]+)</.exec(html)?.[1],
    retryAfter: posted.headers.get("retry-after"),
  };
}

export interface JsonPostResult {
  status: number;
  body: LeadApiAnswer;
  retryAfter: string | null;
  contentType: string | null;
}

/** A form island's post to the JSON endpoint (`/api/leads/:form`): the page form's fields, the stamp cookie. */
export async function postLeadJson(
  baseUrl: string,
  form: string,
  fields: Record<string, string>,
  init: RequestInit = {},
): Promise<JsonPostResult> {
  const { formStamp, ...formFields } = fields;
  const headers = new Headers(init.headers ?? { "Content-Type": "application/x-www-form-urlencoded" });
  if (formStamp !== undefined) headers.set("Cookie", `form_stamp=${formStamp}`);
  const response = await fetch(new URL(`/api/leads/${form}`, baseUrl), {
    method: "POST",
    body: new URLSearchParams(formFields).toString(),
    ...init,
    headers,
  });
  return {
    status: response.status,
    body: (await response.json()) as LeadApiAnswer,
    retryAfter: response.headers.get("retry-after"),
    contentType: response.headers.get("content-type"),
  };
}

/** A live form island's post to the JSON endpoint, as a PostResult: `html` is the answer's JSON text. */
export async function postIsland(baseUrl: string, form: string, fields: Record<string, string>): Promise<PostResult> {
  const { status, body, retryAfter } = await postLeadJson(baseUrl, form, fields);
  const reference = body.status === "success" ? body.reference : undefined;
  return { status, postStatus: status, location: null, html: JSON.stringify(body), reference, retryAfter };
}

/** A plausible number, 32 characters long: past the forms' phone limit (30), within an older store schema's (32). */
/**
 * Waits until a fresh server's /healthz answers 200. Its first check also opens and migrates the database, which can
 * outlast the check's 3 s bound on a loaded machine; a server that never gets healthy still fails, after `timeoutMs`.
 */
export async function waitUntilHealthy(baseUrl: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(new URL("/healthz", baseUrl))).status !== 200) {
    if (Date.now() > deadline) throw new Error(`${baseUrl}/healthz did not answer 200 within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const phoneOverLimit = `+966 50 123 4567${" ".repeat(15)}8`;

export function quoteFields(stamp: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Faisal Al-Qahtani",
    email: "faisal@example.com",
    phone: "",
    company: "",
    building: "enterprise",
    topic: "security-assessment",
    message: "",
    consent: "on",
    cameras: "2",
    nvr: "1",
    storage: "3",
    website: "",
    formStamp: stamp,
    sourcePage: "/contact/get-quote",
    ...overrides,
  };
}

export function surveyFields(stamp: string, slot: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    slot,
    name: "Kept Name",
    phone: "0551234567",
    email: "kept@example.sa",
    building: "home",
    area: "Al Olaya",
    shortAddress: "",
    topic: "",
    consent: "on",
    website: "",
    sourcePage: "/contact/site-survey",
    formStamp: stamp,
    ...overrides,
  };
}

export function newsletterFields(stamp: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { email: "reader@example.com", website: "", formStamp: stamp, sourcePage: "/", ...overrides };
}

export { contactFields, fetchStamp, waitPastMinimumFillTime } from "../../../scripts/support/lead-forms";

// Database set-up lives in tests/support/databases.ts; these names stay here for the tests that import them from here.
export { databaseKinds, isolatedDatabase, type DatabaseKind } from "../../support/databases";
