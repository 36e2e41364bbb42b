import { describe, expect, it } from "vitest";
import { serviceIndex, servicePath } from "~/content/service-index";
import { localizedPath } from "~/i18n/locale";
import { baseURL } from "./support/browser";

// Issue 26, item 7: every price a visitor reads is in whole riyals including VAT. The built service pages, the FAQs
// and the packages, in both languages, fetched from the test server: no halalas beside SAR or ريال/ر.س, no dollars.

/** The text a visitor can read: the page without scripts, styles and tags. */
async function visibleText(path: string): Promise<string> {
  const response = await fetch(new URL(path, baseURL()));
  expect(response.status, path).toBe(200);
  return (await response.text())
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

const paths = [...serviceIndex.map((service) => servicePath(service)), "/resources/faqs", "/packages"].flatMap((path) => [
  path,
  localizedPath(path, "ar"),
]);

const HALALAS = /SAR ?\d[\d,]*\.\d\d|\d[\d,]*\.\d\d ?(ريال|ر\.س)/;
const DOLLARS = /US\$|\$\d|دولار/;

describe("prices on the built pages", () => {
  it.each(paths)("%s: whole riyals, no dollars", async (path) => {
    const text = await visibleText(path);
    expect(text.match(HALALAS)?.[0] ?? null).toBeNull();
    expect(text.match(DOLLARS)?.[0] ?? null).toBeNull();
  });

  it("shows the surveillance cameras' prices including VAT in both languages", async () => {
    expect(await visibleText("/services/smart-surveillance")).toContain("SAR 1,289 incl. 15% VAT");
    expect(await visibleText("/ar/services/smart-surveillance")).toContain("1,289 ر.س شاملاً ضريبة القيمة المضافة 15%");
  });
});
