import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testBuildDir } from "../../scripts/support/server";
import { ISLAND_MESSAGES_FILE } from "../../scripts/vite/island-messages";
import { launchBrowser, openPage } from "./support/browser";
import { messageIn } from "./support/locales";

// Decision 132: an island loads only its own messages, in the page's language, and renders them as the server did.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const collected = JSON.parse(readFileSync(path.resolve(testBuildDir, "client", ISLAND_MESSAGES_FILE), "utf8")) as Record<string, string[]>;

describe("an Arabic island's messages", () => {
  it("are the quote form's own ids, in Arabic, loaded with its code; its errors render from them", async () => {
    const { page, errors, close } = await openPage(browser);
    const messageModules: string[] = [];
    page.on("response", (response) => {
      if (/-messages-(en|ar)-[\w-]+\.js$/.test(response.url())) messageModules.push(response.url());
    });
    await page.goto("/ar/contact/get-quote");
    const island = page.locator('[data-island="quoteForm"]');
    await island.locator('[name="name"]').focus();
    await page.locator('[data-island="quoteForm"][data-state="live"]').waitFor({ state: "attached" });

    // One module of messages, the quote form's Arabic (not its English, nor another island's).
    expect(messageModules).toEqual([expect.stringMatching(/\/assets\/quoteForm-messages-ar-[\w-]+\.js$/)]);
    const source = await (await page.request.get(messageModules[0]!)).text();
    // The module is `JSON.parse(<a string literal>)` once minified; the literal read as JavaScript gives the JSON.
    const literal = /JSON\.parse\(([\s\S]*)\)[;,]/.exec(source)![1]!;
    const messages = JSON.parse(new Function(`return ${literal}`)() as string) as Record<string, unknown>;
    expect(Object.keys(messages)).toEqual(collected.quoteForm);
    // The form's own labels and errors, not the page's title, nor another island's texts.
    expect(Object.keys(messages)).toEqual(expect.arrayContaining(["forms.quote.name", "forms.quote.submit", "forms.error.fixFields"]));
    for (const other of ["forms.quote.title", "forms.quote.intro", "forms.newsletter.pending", "forms.confirmation.homeLink"])
      expect(Object.keys(messages)).not.toContain(other);
    expect(JSON.stringify(messages)).toContain("اطلب عرض سعر");

    // Checked in the browser, by the schema: the alert and a field's error come from the island's Arabic messages.
    await island.getByRole("button", { name: messageIn("ar", "forms.quote.submit") }).click();
    await expect.poll(() => island.getByRole("alert").innerText()).toBe(messageIn("ar", "forms.error.fixFields"));
    await expect.poll(() => island.innerText()).toContain(messageIn("ar", "forms.error.contactRequired"));
    expect(errors).toEqual([]);
    await close();
  });

  it("are fetched for no island the page does not start", async () => {
    const { page, errors, close } = await openPage(browser);
    const messageModules: string[] = [];
    page.on("response", (response) => {
      if (/-messages-(en|ar)-[\w-]+\.js$/.test(response.url())) messageModules.push(response.url());
    });
    await page.goto("/ar/contact/get-quote");
    await page.waitForLoadState("networkidle");
    expect(messageModules).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
