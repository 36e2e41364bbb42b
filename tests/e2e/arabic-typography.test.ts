import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, MOBILE, openPage } from "./support/browser";

// Issue 26, item 8 (decision 163): Arabic headings in IBM Plex Sans Arabic's own bold, with room for hamza and tanween.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe("Arabic headings", () => {
  it("are set in the drawn 700 weight, loaded from its core file, never the 400 made bold", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto("/ar");
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const heading = document.querySelector("h1")!;
        // Loads the face the heading's weight asks for, as rendering would; resolves with the faces it used.
        const used = await document.fonts.load(`${getComputedStyle(heading).fontWeight} 32px "IBM Plex Sans Arabic"`, heading.textContent!);
        return {
          weight: getComputedStyle(heading).fontWeight,
          synthesis: getComputedStyle(heading).fontSynthesisWeight,
          used: used.map((face) => ({ weight: face.weight, status: face.status })),
          loadedBold: [...document.fonts].filter(
            (f) => f.family.replace(/"/g, "") === "IBM Plex Sans Arabic" && f.weight === "700" && f.status === "loaded",
          ).length,
        };
      });
      expect(fonts.weight).toBe("700");
      expect(fonts.used).toEqual([{ weight: "700", status: "loaded" }]);
      expect(fonts.loadedBold).toBe(1);
      // Both Arabic cores are preloaded: `optional` would otherwise keep a first visit on the system face.
      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
      expect(preloaded).toHaveLength(2);
      expect(preloaded.some((href) => href!.includes("ibm-plex-sans-arabic-bold-core"))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.each(["/ar", "/ar/services/access-control", "/ar/contact/get-quote"])("on %s have a line height of at least 1.4", async (path) => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto(path);
      const headings = await page.locator("main :is(h1, h2, h3)").evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return {
            text: element.textContent!.trim().slice(0, 30),
            ratio: Number((parseFloat(style.lineHeight) / parseFloat(style.fontSize)).toFixed(2)),
            letterSpacing: style.letterSpacing,
          };
        }),
      );
      expect(headings.length).toBeGreaterThan(2);
      expect(headings.filter((h) => h.ratio < 1.4)).toEqual([]);
      expect(headings.filter((h) => h.letterSpacing !== "normal")).toEqual([]);
    } finally {
      await close();
    }
  });

  it("keep English headings as they were", async () => {
    const { page, close } = await openPage(browser, { viewport: MOBILE });
    try {
      await page.goto("/");
      const ratio = await page
        .locator("h1")
        .evaluate((h1) => parseFloat(getComputedStyle(h1).lineHeight) / parseFloat(getComputedStyle(h1).fontSize));
      expect(ratio).toBeLessThan(1.4);
    } finally {
      await close();
    }
  });
});
