import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hero } from "~/content/home/hero";
import { projectsSection } from "~/content/home/projects";
import { tour } from "~/content/home/tour";
import { sceneObject } from "~/images/scenes/anchors";
import { VIEW } from "~/images/scenes/iso";
import { baseURL, DESKTOP, launchBrowser, MOBILE, openPage } from "./support/browser";
import { waitForIsland } from "./home-support";

// Issue 15 "Imagery": pages about different things show different scenes, each small and named by the
// slot's alt text; the home hero's scene is in the HTML; the tour's markers sit on their scene's objects.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const pages = ["/industries/hospital", "/industries/shopping-mall", "/services/smart-surveillance"];

/** The scene markup of a slot's artwork, without the ids React makes per page. */
const sceneMarkup = (artwork: Locator) =>
  artwork.evaluate((svg) => svg.outerHTML.replace(/ id="[^"]*"|url\(#[^)]*\)| aria-label="[^"]*"/g, ""));

describe("scene artwork", () => {
  it("shows different scenes on the hospital, mall and CCTV pages and on the home projects, each under 8 KB and named", async () => {
    const { page, errors, close } = await openPage(browser);
    /** Slot key (topic and size) -> its scene's markup. */
    const drawings = new Map<string, string>();
    const record = async (artwork: Locator) => {
      expect((await artwork.getAttribute("aria-label"))?.length).toBeGreaterThan(10);
      expect(new TextEncoder().encode(await artwork.evaluate((svg) => svg.outerHTML)).length).toBeLessThan(8192);
      const slot = await artwork.evaluate((svg) => svg.closest("[data-image-slot]")!.getAttribute("data-image-slot")!);
      drawings.set(slot, await sceneMarkup(artwork));
    };
    for (const path of pages) {
      await page.goto(path);
      await record(page.locator("[data-image-slot] svg[role=img]").first());
    }
    await page.goto("/");
    const projects = page.getByRole("region", { name: projectsSection.en.title }).locator("[data-image-slot] svg[role=img]");
    expect(await projects.count()).toBeGreaterThan(1);
    for (const artwork of await projects.all()) await record(artwork);
    // Different topics, different scenes (the mall's industry page and its home project share a topic, and a scene).
    expect(drawings.size).toBeGreaterThanOrEqual(pages.length + 1);
    expect(new Set(drawings.values()).size).toBe(drawings.size);
    expect(errors).toEqual([]);
    await close();
  });

  it("paints the home hero's scene from the HTML, at a fixed size", async () => {
    const html = await (await fetch(new URL("/", baseURL()))).text();
    const heroSvg = new RegExp(`<svg width="600" height="400" viewBox="0 0 ${VIEW.w} ${VIEW.h}"[^>]*aria-label="${hero.en.image.alt}"`);
    expect(html).toMatch(heroSvg);
    // Before the stylesheet's rules are even needed, the scene is markup the parser paints: no request for it.
    expect(html.indexOf(hero.en.image.alt)).toBeLessThan(html.indexOf("<script"));
  });

  // The three pages as loaded, axe clean at both widths: the route tests (tests/e2e/routes/).
});

describe("virtual tour markers", () => {
  it.each([
    ["desktop", DESKTOP],
    ["mobile", MOBILE],
  ])(
    "sit on the objects their hotspots name, in every scene (%s)",
    async (_, viewport) => {
      const { page, close } = await openPage(browser, { viewport });
      await page.goto("/");
      await waitForIsland(page, "tour");
      const region = page.getByRole("region", { name: tour.en.title });
      for (const scene of tour.en.scenes) {
        await region.getByRole("tab").filter({ hasText: scene.title }).click();
        const panel = region.getByRole("tabpanel");
        const picture = (await panel.getByRole("img", { name: scene.image.alt }).boundingBox())!;
        const markers = panel.locator("ol[aria-hidden] li");
        expect(await markers.count()).toBe(scene.hotspots.length);
        for (const [index, hotspot] of scene.hotspots.entries()) {
          const marker = (await markers.nth(index).boundingBox())!;
          // The marker's centre, in the scene's own units.
          const x = ((marker.x + marker.width / 2 - picture.x) / picture.width) * VIEW.w;
          const y = ((marker.y + marker.height / 2 - picture.y) / picture.height) * VIEW.h;
          const object = sceneObject(scene.image.topic, hotspot.on);
          const slack = 1.5; // the markers are placed in whole percent
          expect(x, `${scene.id} ${hotspot.on}`).toBeGreaterThanOrEqual(object.x - slack);
          expect(x, `${scene.id} ${hotspot.on}`).toBeLessThanOrEqual(object.x + object.w + slack);
          expect(y, `${scene.id} ${hotspot.on}`).toBeGreaterThanOrEqual(object.y - slack);
          expect(y, `${scene.id} ${hotspot.on}`).toBeLessThanOrEqual(object.y + object.h + slack);
        }
      }
      await close();
    },
    120_000,
  );
});
