import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type AppDatabase } from "~/db/db.server";
import { baseURL, DESKTOP, expectNoSeriousA11yViolations, launchBrowser, openPage, workerDataDir } from "./support/browser";
import { fetchStamp, issuedReference, shownReference } from "./support/leads";

// The lead forms in Chromium, with JavaScript and without: errors beside fields, a stored lead, its reference.
let browser: Browser;
let db: AppDatabase;
beforeAll(async () => {
  browser = await launchBrowser();
  db = createDatabase({ dataDir: workerDataDir() });
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

const leadByReference = (reference: string) => db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirst();
const leadsNamed = async (name: string) =>
  (await db.selectFrom("leads").select("fields").execute()).filter((row) => row.fields.includes(name));
/** Without JavaScript, the page answering a form with errors is a 400, which Chromium reports in the console. */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource: the server responded with a status of 400/.test(error));
/** People take more than the forms' 3-second minimum to fill them in. */
const humanPause = (page: Page) => page.waitForTimeout(3_200);
const referenceOf = (page: Page) => shownReference(page);

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("lead forms %s", (_label, javaScriptEnabled) => {
  const open = () => openPage(browser, { viewport: DESKTOP, javaScriptEnabled });

  it("contact form: errors beside the fields, then a stored lead with its reference", async () => {
    const { page, errors, close } = await open();
    await page.goto("/contact/contact-us");
    const form = page.locator("form", { has: page.getByLabel("Full Name") });
    await form.getByLabel("Company").fill("Typed Company");
    await form.getByLabel("Email Address").fill("not-an-email");
    await form.getByRole("button", { name: "Send Message" }).click();
    const email = form.getByLabel("Email Address");
    // The form's own answer, tied to the field (the browser marks an invalid email first while the form's code loads).
    await page
      .getByText(/valid email address/)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    const describedBy = (await email.getAttribute("aria-describedby"))!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain("valid email address");
    expect(await form.getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");
    expect(await form.getByLabel("Company").inputValue()).toBe("Typed Company");

    const name = `Browser Contact ${javaScriptEnabled ? "JS" : "NoJS"}`;
    await form.getByLabel("Full Name").fill(name);
    await form.getByLabel("Email Address").fill("browser@example.com");
    await form.getByLabel("Service Interested In").selectOption("Access Control");
    await form.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await humanPause(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const reference = await referenceOf(page);
    expect(reference).toMatch(issuedReference("C"));
    const lead = await leadByReference(reference);
    expect(JSON.parse(lead!.fields)).toMatchObject({
      name,
      email: "browser@example.com",
      company: "Typed Company",
      service: "Access Control",
    });
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("quote form: topic preselected from ?topic=, a stored quote and the spec's confirmation", async () => {
    const { page, errors, close } = await open();
    await page.goto("/contact/get-quote?topic=hospital");
    expect(await page.getByRole("main").getByLabel("What is it about?").inputValue()).toBe("hospital");
    await page.getByRole("button", { name: "Request Quote" }).click();
    // The form's own answer (React's with JavaScript, the server's page without), not the browser's first marks.
    await expect.poll(() => page.getByText("Please give a phone number or an email address").count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByRole("main").getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");
    const name = `Browser Quote ${javaScriptEnabled ? "JS" : "NoJS"}`;
    await page.getByRole("main").getByLabel("Full Name").fill(name);
    await page.getByRole("main").getByLabel("Phone Number").fill("050 123 4567");
    await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await humanPause(page);
    await page.getByRole("button", { name: "Request Quote" }).click();
    const reference = await referenceOf(page);
    expect(await page.getByText("Quote generated! Our team will contact you within 24 hours on working days.").count()).toBe(1);
    const lead = await leadByReference(reference);
    expect(lead?.kind).toBe("quote");
    expect(JSON.parse(lead!.fields)).toMatchObject({ name, phone: "+966501234567", topic: "hospital" });
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  it("configurator hand-off: the quote page shows the configuration and the server's estimate, and stores it", async () => {
    const { page, close } = await open();
    await page.goto("/contact/get-quote?building=enterprise&cameras=2&nvr=1&storage=3&total=1");
    expect(await page.getByTestId("quote-estimate-total").innerText()).toBe("SAR 5,541");
    expect(await page.getByRole("main").getByLabel("Building Type").inputValue()).toBe("enterprise");
    const name = `Browser Handoff ${javaScriptEnabled ? "JS" : "NoJS"}`;
    await page.getByRole("main").getByLabel("Full Name").fill(name);
    await page.getByRole("main").getByLabel("Email Address").fill("handoff@example.com");
    await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await humanPause(page);
    await page.getByRole("button", { name: "Request Quote" }).click();
    const lead = await leadByReference(await referenceOf(page));
    expect(lead?.building).toBe("enterprise");
    const quote = JSON.parse(lead!.quote!) as { lines: { item: string; quantity: number }[]; total: number };
    expect(quote.total).toBe(5541);
    expect(quote.lines.map((line) => [line.item, line.quantity])).toEqual([
      ["cameras", 2],
      ["nvr", 1],
      ["storage", 3],
    ]);
    await close();
  });

  it("newsletter box in the footer subscribes an email as pending", async () => {
    const { page, close } = await open();
    await page.goto("/about");
    const email = `reader-${javaScriptEnabled ? "js" : "nojs"}@example.com`;
    const box = page.getByRole("contentinfo").getByLabel("Email address");
    await box.fill(email);
    await humanPause(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
    await page.getByText("please confirm with the link we just emailed you").first().waitFor();
    const subscriber = await db.selectFrom("newsletter_subscribers").selectAll().where("email", "=", email).executeTakeFirst();
    expect(subscriber?.status).toBe("pending");
    await close();
  });

  it("stores nothing from a filled honeypot or a too-fast submission, yet answers like a success", async () => {
    for (const trap of ["honeypot", "too fast"] as const) {
      const { page, close } = await open();
      await page.goto("/contact/contact-us");
      const name = `Trap ${trap} ${javaScriptEnabled}`;
      const form = page.locator("form", { has: page.getByLabel("Full Name") });
      // A bot fills the form at once: set the values without typing, so a slow machine cannot make it "human".
      await form.evaluate((element: HTMLFormElement, botName) => {
        (element.elements.namedItem("name") as HTMLInputElement).value = botName;
        (element.elements.namedItem("email") as HTMLInputElement).value = "bot@example.com";
        (element.elements.namedItem("consent") as HTMLInputElement).checked = true;
      }, name);
      if (trap === "honeypot") {
        await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
        await humanPause(page);
      } else {
        if (javaScriptEnabled) {
          await form.locator("#contact-name").focus();
          await page.locator('[data-island="contactForm"][data-state="live"]').waitFor({ state: "attached" });
        }
        // Sent the moment the stamp is issued: however long the page (and the form's code) takes on a busy machine,
        // the post comes within the minimum fill time of a stamp the server has just given.
        const stamp = await fetchStamp(baseURL(), "/contact/contact-us");
        await page.context().addCookies([{ name: "form_stamp", value: stamp, url: baseURL() }]);
      }
      await form.getByRole("button", { name: "Send Message" }).click();
      expect(await referenceOf(page)).toMatch(issuedReference("C"));
      expect(await leadsNamed(name)).toEqual([]);
      await close();
    }
  });
});

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("a pasted control character on an Arabic page, %s", (_label, javaScriptEnabled) => {
  it("is refused in Arabic, and nothing is stored", async () => {
    // A control character is refused as the body is read (decision 122), before the form's own rules: the JSON
    // endpoint names no language, so it answers in the language of the page the browser names as the referrer.
    const { page, errors, close } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled });
    await page.goto("/ar/contact/contact-us");
    const form = page.locator("form", { has: page.getByLabel("الاسم الكامل") });
    const name = `Control Character ${javaScriptEnabled ? "JS" : "NoJS"}`;
    await form.getByLabel("الاسم الكامل").fill(name);
    await form.getByLabel("رقم الجوال").fill("0501234567");
    await form.getByLabel("الرسالة").fill("الكاميرا\u0007 لا تعمل");
    await form.getByRole("checkbox", { name: /أوافق على/ }).check();
    if (javaScriptEnabled) await page.locator('[data-island="contactForm"][data-state="live"]').waitFor({ state: "attached" });
    await humanPause(page);
    await form.getByRole("button", { name: "أرسل الرسالة" }).click();
    await page.getByText("رموز تحكم غير مرئية").first().waitFor();
    expect(await leadsNamed(name)).toEqual([]);
    expect(unexpected(errors).filter((error) => !/status of 400/.test(error))).toEqual([]);
    await close();
  });
});

describe("lead forms and accessibility", () => {
  it("without JavaScript a sent quote lands on its confirmation page (reference, next steps, noindex, no serious axe violation)", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: DESKTOP, javaScriptEnabled: false });
    await page.goto("/contact/get-quote");
    await page.getByRole("main").getByLabel("Full Name").fill("Browser Confirmation Page");
    await page.getByRole("main").getByLabel("Phone Number").fill("050 123 4567");
    await page.getByRole("checkbox", { name: /I agree to the privacy policy/ }).check();
    await humanPause(page);
    await page.getByRole("button", { name: "Request Quote" }).click();
    const reference = await referenceOf(page);
    expect(new URL(page.url()).pathname).toBe(`/thank-you/${reference}`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Request received");
    expect(await page.getByText("A free consultation and site survey, at a time that suits you.").count()).toBe(1);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    // Reloading the confirmation posts nothing again.
    await page.reload();
    expect(await referenceOf(page)).toBe(reference);
    expect(await leadsNamed("Browser Confirmation Page")).toHaveLength(1);
    expect(unexpected(errors)).toEqual([]);
    await page.getByRole("link", { name: "Request another quote" }).click();
    await page.waitForURL("**/contact/get-quote");
    await close();
    // axe runs as a script in the page: the same confirmation page, opened with JavaScript.
    const checked = await openPage(browser, { viewport: DESKTOP });
    await checked.page.goto(`/thank-you/${reference}`);
    await expectNoSeriousA11yViolations(checked.page);
    await checked.close();
  });

  it("the quote page with errors shown has no serious axe violation", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/contact/get-quote?building=office&cameras=1");
    await page.getByRole("button", { name: "Request Quote" }).click();
    await page.getByText("Please enter your full name.").first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole("main").getByLabel("Full Name").getAttribute("aria-invalid")).toBe("true");
    await expectNoSeriousA11yViolations(page);
    await close();
  });
});
