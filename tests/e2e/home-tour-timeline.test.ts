import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { gotoHome, waitForIsland } from "./home-support";

// Issue 4 'Virtual tour' and 'Vision 2030 timeline'.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const tour = (page: Page) => page.getByRole("region", { name: "Explore Our Security Solutions" });
const activeScene = (page: Page) => tour(page).getByRole("tab", { selected: true }).locator("[data-scene-title]").textContent();
const toggle = (page: Page) => tour(page).getByRole("button", { name: /^(Play|Pause) tour$/ });

describe("virtual tour", () => {
  it("has four scenes, each with a description, three hotspots and four feature tags; choosing one marks it Active", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    const tabs = tour(page).getByRole("tab");
    expect(await tabs.locator("[data-scene-title]").allTextContents()).toEqual([
      "Central Control Room",
      "Perimeter Security",
      "Secure Server Room",
      "Smart Office",
    ]);
    expect(await activeScene(page)).toBe("Central Control Room");
    expect(await tour(page).getByText("Active", { exact: true }).filter({ visible: true }).count()).toBe(1);
    for (const title of ["Perimeter Security", "Secure Server Room", "Smart Office", "Central Control Room"]) {
      await tabs.filter({ hasText: title }).click();
      const selected = tour(page).getByRole("tab", { selected: true });
      // The first click may land while the tour's code loads: it is held and replayed once the island is live.
      await expect.poll(() => selected.textContent()).toContain(title);
      expect(await selected.textContent()).toContain("Active");
      expect(await tour(page).getByText("Active", { exact: true }).filter({ visible: true }).count()).toBe(1);
      const panel = tour(page).getByRole("tabpanel");
      expect(await panel.getByRole("heading", { level: 3 }).textContent()).toBe(title);
      expect(
        await panel
          .getByRole("list", { name: `Points of interest in ${title}` })
          .getByRole("listitem")
          .count(),
      ).toBe(3);
      expect(await panel.getByRole("list", { name: "Features" }).getByRole("listitem").count()).toBe(4);
      expect(await panel.locator("ol[aria-hidden] li").count()).toBe(3);
      const left = await panel
        .locator("ol[aria-hidden] li")
        .first()
        .evaluate((el) => (el as HTMLElement).style.left);
      expect(left).toMatch(/^\d+%$/);
    }
    expect(
      await tour(page)
        .getByRole("link", { name: /Schedule Live Tour/ })
        .getAttribute("href"),
    ).toBe("/contact/get-quote?topic=live-tour");
    expect(await tour(page).getByRole("link", { name: "Download Brochure" }).getAttribute("href")).toBe("/brochure/virtual-tour");
    expect(errors).toEqual([]);
    await close();
  });

  it("selects scenes with the arrow keys", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    await tour(page).getByRole("tab", { selected: true }).focus();
    // The tour's code may still be on its way: the key is held and used once it is live.
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => activeScene(page)).toBe("Perimeter Security");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await activeScene(page)).toBe("Smart Office");
    await close();
  });

  it("never plays by itself; plays every 5 s cyclically once started; pauses on hover and focus; stops on Pause", async () => {
    const { page, errors, close } = await openPage(browser);
    await page.clock.install();
    await gotoHome(page);
    await waitForIsland(page, "tour");
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(5, 300);
    expect(await toggle(page).textContent()).toBe("Play tour");
    await page.clock.runFor(12_000);
    expect(await activeScene(page)).toBe("Central Control Room");

    await toggle(page).click();
    expect(await toggle(page).textContent()).toBe("Pause tour");
    await page.mouse.move(5, 300); // away from the scenes
    await page.clock.runFor(4_900);
    expect(await activeScene(page)).toBe("Central Control Room");
    await page.clock.runFor(100);
    await expect.poll(() => activeScene(page)).toBe("Perimeter Security");
    await page.clock.runFor(5_000);
    await expect.poll(() => activeScene(page)).toBe("Secure Server Room");
    await page.clock.runFor(5_000);
    await expect.poll(() => activeScene(page)).toBe("Smart Office");
    await page.clock.runFor(5_000);
    await expect.poll(() => activeScene(page)).toBe("Central Control Room");

    // The pointer on the scenes holds the tour; leaving resumes it.
    await page.getByTestId("tour-stage").hover();
    await page.clock.runFor(15_000);
    expect(await activeScene(page)).toBe("Central Control Room");
    expect(await toggle(page).isVisible()).toBe(true);
    await page.mouse.move(5, 300);
    await page.clock.runFor(5_000);
    await expect.poll(() => activeScene(page)).toBe("Perimeter Security");

    // Keyboard focus on the scenes holds it too.
    await tour(page).getByRole("tab", { selected: true }).focus();
    await page.clock.runFor(15_000);
    expect(await activeScene(page)).toBe("Perimeter Security");
    await toggle(page).focus();
    await page.clock.runFor(5_000);
    await expect.poll(() => activeScene(page)).toBe("Secure Server Room");

    await toggle(page).click();
    await page.mouse.move(5, 300);
    expect(await toggle(page).textContent()).toBe("Play tour");
    await page.clock.runFor(20_000);
    expect(await activeScene(page)).toBe("Secure Server Room");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("Vision 2030 timeline", () => {
  it("shows six milestones with their statuses as capitalised badges, three achievements each, and its two buttons", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "Our Journey to Vision 2030" });
    const milestones = section.locator("li[data-status]");
    expect(await milestones.count()).toBe(6);
    const rows = await milestones.evaluateAll((items) =>
      items.map((item) => [
        item.querySelector("p")?.textContent,
        item.querySelector("h3")?.textContent,
        item.getAttribute("data-status"),
        item.querySelector("span.rounded-full.ring-1")?.textContent,
      ]),
    );
    expect(rows).toEqual([
      ["2017", "Foundation", "completed", "Completed"],
      ["2020", "Regional Expansion", "completed", "Completed"],
      ["2023", "Smart City Integration", "completed", "Completed"],
      ["2025", "AI Revolution", "active", "Active"],
      ["2027", "Digital Transformation", "planned", "Planned"],
      ["2030", "Vision Realized", "planned", "Planned"],
    ]);
    for (let i = 0; i < 6; i++) expect(await milestones.nth(i).getByRole("list").getByRole("listitem").count()).toBe(3);
    // Each status has its own colour.
    const badgeColours = await milestones.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item.querySelector("span.rounded-full.ring-1")!).backgroundColor),
    );
    expect(new Set(badgeColours).size).toBe(3);
    expect(await section.getByRole("link", { name: /Partner With Us/ }).getAttribute("href")).toBe("/contact/get-quote?topic=partnership");
    expect(await section.getByRole("link", { name: "Download Roadmap" }).getAttribute("href")).toBe("/roadmap/vision-2030");
    await close();
  });

  it("pulses the active milestone, but not under prefers-reduced-motion", async () => {
    const pulse = (page: Page) =>
      page.locator('li[data-status="active"] span[aria-hidden="true"].absolute').evaluate((el) => getComputedStyle(el).animationName);
    const moving = await openPage(browser);
    await gotoHome(moving.page);
    expect(await pulse(moving.page)).toBe("ping");
    expect(await moving.page.locator('li[data-status="completed"] span.absolute').count()).toBe(0);
    await moving.close();
    const still = await openPage(browser, { reducedMotion: "reduce" });
    await gotoHome(still.page);
    expect(await pulse(still.page)).toBe("none");
    await still.close();
  });
});
