import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/db/db.server";
import { launchBrowser, openPage, workerDataDir } from "./support/browser";
import { gotoHome, waitForIsland } from "./home-support";
import { shownReference } from "./support/leads";

// Issue 4 'Contact form' and 'Chat widget' (SPEC §2, §5, §9).

let browser: Browser;
const db = createDatabase({ dataDir: workerDataDir() });
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => {
  await browser?.close();
  await db.destroy();
});

const contact = (page: Page) => page.getByRole("region", { name: "Contact Us" });
const fieldNames: Record<string, string> = {
  "Full Name": "name",
  "Email Address": "email",
  Company: "company",
  "Phone Number": "phone",
  "Service Interested In": "service",
  Message: "message",
  "I agree to the privacy policy and terms of service": "consent",
};
const field = (page: Page, label: string) => contact(page).locator(`[name="${fieldNames[label]}"]`);
const errorOf = async (page: Page, label: string) => {
  const described = await field(page, label).getAttribute("aria-describedby");
  if (!described) return null;
  return page.locator(`#${described.split(" ").at(-1)}`).textContent();
};
const consent = "I agree to the privacy policy and terms of service";

describe("contact form", () => {
  it("shows errors beside the required fields, tied to them, and focuses the first", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await contact(page).getByRole("button", { name: "Send Message" }).click();
    // The form's own answer (the browser marks the required fields first while the form's code loads).
    await expect.poll(() => errorOf(page, "Full Name")).toBe("Please enter your full name.");
    expect(await field(page, "Full Name").getAttribute("aria-invalid")).toBe("true");
    // A phone number or an email address, either enough: said on the phone, which comes first (issue 26).
    expect(await errorOf(page, "Phone Number")).toBe("Please give a phone number or an email address so we can reach you.");
    expect(await field(page, "Email Address").getAttribute("aria-invalid")).toBeNull();
    expect(await errorOf(page, consent)).toBe("Please agree to the privacy policy and terms of service.");
    expect(await field(page, "Company").getAttribute("aria-invalid")).toBeNull();
    expect(await field(page, "Message").getAttribute("aria-invalid")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    expect(await contact(page).getByRole("alert").textContent()).toBe("Please correct the highlighted fields.");

    await field(page, "Full Name").fill("Sara Al-Harbi");
    await field(page, "Email Address").fill("sara@");
    await field(page, "Phone Number").fill("12345");
    await contact(page).getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => errorOf(page, "Email Address")).toBe("Please enter a valid email address, like name@company.com.");
    expect(await errorOf(page, "Phone Number")).toMatch(/valid phone number/);
    expect(await field(page, "Full Name").getAttribute("aria-invalid")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("phone");
    expect(errors).toEqual([]);
    await close();
  });

  it("sends a valid submission to the server, which stores it and answers with a reference", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await field(page, "Full Name").fill("  Sara Al-Harbi ");
    await field(page, "Email Address").fill("sara@example.com");
    await field(page, "Company").fill("Harbi Trading");
    await field(page, "Phone Number").fill("+966 50 123 4567");
    await field(page, "Service Interested In").selectOption("Access Control");
    await field(page, "Message").fill("Cameras and access control for a warehouse in Riyadh.");
    await field(page, consent).check();
    await page.waitForTimeout(3_200);
    await contact(page).getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => contact(page).getByRole("heading", { name: "Thank you!" }).count()).toBe(1);
    expect(await contact(page).getByRole("status").textContent()).toContain("We reply within 24 hours on working days.");
    const reference = await shownReference(page, contact(page));
    const lead = await db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect(JSON.parse(lead.fields)).toMatchObject({
      name: "Sara Al-Harbi",
      email: "sara@example.com",
      company: "Harbi Trading",
      phone: "+966501234567",
      service: "Access Control",
      message: "Cameras and access control for a warehouse in Riyadh.",
    });
    expect(lead.source_page).toBe("/");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("chat widget", () => {
  const launcher = (page: Page) => page.locator("button[data-chat-launcher]");
  const dialog = (page: Page) => page.getByRole("dialog", { name: "Support Assistant" });
  const log = (page: Page) => dialog(page).getByRole("log");
  const bubbles = (page: Page, type: "bot" | "user") => log(page).locator(`[data-type="${type}"]`);

  it("opens its prerendered panel from a labelled button, loads its code on demand, and closes with Escape", async () => {
    const { page, errors, close } = await openPage(browser);
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(request.url()));
    await gotoHome(page);
    expect(scripts.some((url) => url.includes("/assets/ChatWidget-"))).toBe(false);
    expect(await page.getByRole("dialog").count()).toBe(0);
    const button = page.getByRole("button", { name: "Open chat with our support assistant" });
    expect(await button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(await button.getAttribute("commandfor")).toBe("chat-panel");
    await button.click();
    await dialog(page).waitFor();
    await expect.poll(() => scripts.some((url) => url.includes("/assets/ChatWidget-"))).toBe(true);
    expect(await bubbles(page, "bot").count()).toBe(1);
    expect(await bubbles(page, "bot").textContent()).toContain("support assistant");
    expect(await log(page).getAttribute("aria-live")).toBe("polite");
    expect(await dialog(page).getByRole("list", { name: "Quick questions" }).getByRole("button").allTextContents()).toEqual([
      "Security Assessment",
      "Product Catalog",
      "Installation Services",
      "Emergency Support",
    ]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("chat-panel");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Open chat with our support assistant");
    // Reopening keeps the conversation; the close button closes it too.
    await launcher(page).click();
    await dialog(page).waitFor();
    expect(await bubbles(page, "bot").count()).toBe(1);
    await dialog(page).getByRole("button", { name: "Close chat" }).click();
    await expect.poll(() => dialog(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it("answers a quick action after 800 ms and typed text after 1000 ms; ignores white space; Enter sends", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.clock.install();
    await gotoHome(page);
    await page.getByRole("button", { name: "Open chat with our support assistant" }).click();
    await dialog(page).waitFor();
    // Live before the clock stops: the island starts on frames and timers (app/site-script/hydrate.ts), which a
    // paused clock would hold, and a loaded machine can take longer than the dialog to get there.
    await waitForIsland(page, "chat");
    await page.clock.pauseAt(Date.now() + 60_000);

    await dialog(page).getByRole("button", { name: "Security Assessment" }).click();
    await expect.poll(() => bubbles(page, "user").count()).toBe(1);
    expect(await bubbles(page, "user").textContent()).toContain("Security Assessment");
    await page.clock.runFor(799);
    expect(await bubbles(page, "bot").count()).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => bubbles(page, "bot").count()).toBe(2);
    expect(await bubbles(page, "bot").nth(1).textContent()).toMatch(/free security assessment/);

    const input = dialog(page).getByRole("textbox", { name: "Type your message" });
    await input.fill("   ");
    await input.press("Enter");
    await dialog(page).getByRole("button", { name: "Send message" }).click();
    await page.clock.runFor(2_000);
    expect(await bubbles(page, "user").count()).toBe(1);
    expect(await bubbles(page, "bot").count()).toBe(2);

    await input.fill("Do you install cameras in Jeddah?");
    await input.press("Enter");
    await expect.poll(() => bubbles(page, "user").count()).toBe(2);
    expect(await bubbles(page, "user").nth(1).textContent()).toContain("Do you install cameras in Jeddah?");
    expect(await input.inputValue()).toBe("");
    await page.clock.runFor(999);
    expect(await bubbles(page, "bot").count()).toBe(2);
    await page.clock.runFor(1);
    await expect.poll(() => bubbles(page, "bot").count()).toBe(3);
    const reply = await bubbles(page, "bot").nth(2).textContent();
    expect(reply).toMatch(/^Support Assistant: Thank you/);
    expect(reply).toMatch(/consultation/);

    await dialog(page).getByRole("button", { name: "Emergency Support" }).click();
    await page.clock.runFor(800);
    await expect.poll(() => bubbles(page, "bot").count()).toBe(4);
    expect(await bubbles(page, "bot").nth(3).textContent()).toContain("+966 50 000 0001");
    expect(errors).toEqual([]);
    await close();
  });

  it("appears on Home only", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/about");
    expect(await page.getByRole("button", { name: "Open chat with our support assistant" }).count()).toBe(0);
    await close();
  });
});
