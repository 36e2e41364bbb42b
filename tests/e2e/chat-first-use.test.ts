import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, MOBILE, openPage } from "./support/browser";
import { waitForIsland } from "./home-support";

// Issue 26 items 2, 3 (chat), 8 (chat) and 10 (chat): the chat button covers no call to action and no focused field;
// the panel is HTML that opens before (and without) the island's code; no English on Arabic pages; the service
// request is one tap away.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const languages = [
  { prefix: "", name: "Support Assistant", open: "Open chat with our support assistant", service: "Request Service" },
  { prefix: "/ar", name: "مساعد الدعم", open: "افتح المحادثة مع مساعد الدعم", service: "طلب صيانة" },
] as const;
const viewports = [
  { label: "390", size: MOBILE },
  { label: "1280", size: DESKTOP },
] as const;

type Box = { x: number; y: number; width: number; height: number };

/**
 * The chat button's box while it can be seen, and the boxes of the visible matches of `selector` in the viewport, read
 * in one go: read apart, a bar could slide in between the two readings.
 */
const boxesNow = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const box = (element: Element): Box => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const button = document.querySelector("button[data-chat-launcher]")!;
    const style = getComputedStyle(button);
    const launcher = style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0 ? null : box(button);
    const boxes = [...document.querySelectorAll(selector)].flatMap((element) => {
      const { x, y, width, height } = box(element);
      const shown = element.checkVisibility({ visibilityProperty: true }) && getComputedStyle(element).visibility !== "hidden" && width > 0;
      return shown && y < innerHeight && y + height > 0 ? [{ x, y, width, height }] : [];
    });
    return { launcher, boxes };
  }, selector);

const visibleBoxes = async (page: Page, selector: string) => (await boxesNow(page, selector)).boxes;

const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The parts measured at rest: until, two frames apart, no transition runs on the action bar, the estimate bar or the
 * chat button and the button has not moved (a bar may start sliding only once an intersection observer has reported,
 * later still on a busy machine). At most 5 s.
 */
const settle = (page: Page) =>
  page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const parts = () => document.querySelectorAll('[data-action-bar], [data-testid="configurator-estimate-bar"], [data-chat-launcher]');
    const launcherAt = () => JSON.stringify(document.querySelector("[data-chat-launcher]")?.getBoundingClientRect());
    const until = performance.now() + 5_000;
    let before = "";
    while (performance.now() < until) {
      await frames();
      const moving = [...parts()].flatMap((part) => part.getAnimations());
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
      await frames();
      const now = launcherAt();
      if (moving.length === 0 && now === before) return;
      before = now;
    }
  });

async function expectClear(page: Page, selector: string, where: string) {
  const { launcher, boxes } = await boxesNow(page, selector);
  if (!launcher) return;
  for (const box of boxes)
    expect(intersects(launcher, box), `${where}: chat button ${JSON.stringify(launcher)} over ${JSON.stringify(box)}`).toBe(false);
}

describe.each(languages)("chat button clear of calls to action ($prefix)", ({ prefix }) => {
  it.each(viewports)("at $label px: the estimate bar, the action bar and focused fields stay uncovered", async ({ size }) => {
    const { page, errors, close } = await openPage(browser, { viewport: size });
    await page.goto(`${prefix}/`);
    await waitForIsland(page, "configurator");
    const configurator = page.locator('[data-island="configurator"]');
    await configurator.locator('button[aria-label^="Add one"], button[aria-label^="أضف وحدة"]').first().click();
    // Through the configurator, a screen at a time: the estimate bar's Get Quote (phones) and the action bar.
    const { top, height } = await configurator.evaluate((island) => {
      const rect = island.firstElementChild!.getBoundingClientRect();
      return { top: rect.top + scrollY, height: rect.height };
    });
    let checked = 0;
    for (let y = top - 400; y < top + height; y += 250) {
      await page.evaluate((to) => scrollTo(0, to), y);
      await settle(page);
      await expectClear(page, '[data-testid="configurator-estimate-bar"] button', `estimate bar at ${y}`);
      await expectClear(page, "[data-action-bar] a, [data-action-bar] button", `action bar at ${y}`);
      checked += (await visibleBoxes(page, '[data-testid="configurator-estimate-bar"] button')).length;
    }
    if (size === MOBILE) expect(checked).toBeGreaterThan(0);
    // Below the configurator the action bar is shown on phones.
    await page.locator('[data-island="contactForm"]').evaluate((island) => island.firstElementChild?.scrollIntoView({ block: "start" }));
    await settle(page);
    if (size === MOBILE) expect(await visibleBoxes(page, "[data-action-bar] a")).not.toEqual([]);
    await expectClear(page, "[data-action-bar] a, [data-action-bar] button", "action bar at the contact section");
    // Each field of the contact form, focused (the keyboard is up on a phone).
    const fields = page.locator('[data-island="contactForm"] :is(input:not([type="hidden"]), textarea, select)');
    for (let index = 0; index < (await fields.count()); index++) {
      await fields.nth(index).focus();
      await settle(page);
      await expectClear(page, '[data-island="contactForm"] :focus', `contact field ${index}`);
    }
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the chat panel before and without its code", () => {
  it.each(languages.flatMap((language) => viewports.map((viewport) => ({ ...language, ...viewport }))))(
    "opens at $label px on $prefix/ with the island's code blocked: greeting, quick actions, focus, Escape",
    async ({ prefix, name, open, service, size }) => {
      const { page, close } = await openPage(browser, { viewport: size });
      const blocked: string[] = [];
      await page.route(/\/assets\/Chat(Widget|Panel)-[^/]*\.js$/, (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      await page.goto(`${prefix}/`);
      const button = page.getByRole("button", { name: open });
      await button.click();
      const dialog = page.getByRole("dialog", { name });
      await dialog.waitFor();
      expect(await dialog.getByRole("log").innerText()).toMatch(prefix ? /مساعد الدعم/ : /security support assistant/);
      const actions = dialog.getByRole("list").first().getByRole("listitem");
      expect(await actions.count()).toBe(6);
      expect(await dialog.getByRole("link", { name: service }).getAttribute("href")).toBe(`${prefix}/contact/service-request`);
      expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("chat-panel");
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-chat-launcher"))).toBe(true);
      expect(blocked.length).toBeGreaterThan(0);
      await close();
    },
  );
});

describe("Arabic chat", () => {
  it("has no Latin-letter word anywhere in the open chat, its replies and its labels included", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    await page.clock.install();
    await page.goto("/ar/");
    await page.getByRole("button", { name: "افتح المحادثة مع مساعد الدعم" }).click();
    const dialog = page.getByRole("dialog", { name: "مساعد الدعم" });
    await dialog.waitFor();
    await page.locator('[data-island="chat"][data-state="live"]').waitFor({ state: "attached" });
    for (const label of ["تقييم أمني", "دليل المنتجات", "خدمات التركيب", "دعم الطوارئ"]) {
      await dialog.getByRole("button", { name: label }).click();
      await page.clock.runFor(1_000);
    }
    await dialog.getByRole("textbox").fill("كم سعر كاميرا؟");
    await page.keyboard.press("Enter");
    await page.clock.runFor(1_000);
    await expect.poll(() => dialog.locator('[data-type="bot"]').count()).toBe(6);
    const words = await dialog.evaluate((element) => [
      (element as HTMLElement).innerText,
      ...[...element.querySelectorAll("*"), element].flatMap((node) =>
        ["aria-label", "placeholder", "title", "alt"].map((name) => node.getAttribute(name) ?? ""),
      ),
    ]);
    const launcher = await page.locator("button[data-chat-launcher]").getAttribute("aria-label");
    expect([...words, launcher].join(" ").match(/[A-Za-z]+/g)).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });
});

/**
 * The first tap on `opener` on a throttled phone just loaded: whether the dialog `id` was open and laid out on the first
 * frame after the tap's click, the island code fetched before that frame, and the time from the touch to that frame.
 */
async function firstTap(path: string, opener: string, id: string) {
  const { page, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true, isMobile: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  // Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; and a 4x slower processor.
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(path, { waitUntil: "load" });
  await page.waitForTimeout(500);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const frame = page.evaluate(
    (panelId) =>
      new Promise<{ shown: boolean; ms: number; fetchedBefore: string[] }>((resolve) => {
        let touched = 0;
        addEventListener("touchstart", () => (touched = performance.now()), { capture: true, once: true });
        // Registered while the click is dispatched, the callback runs on the next frame, after the click's default
        // action (the invoker command) and whatever the click's handlers started.
        const onClick = () =>
          requestAnimationFrame(() => {
            const panel = document.getElementById(panelId);
            const at = performance.now();
            resolve({
              shown: Boolean(panel?.checkVisibility() && panel.getBoundingClientRect().height > 0),
              ms: at - touched,
              fetchedBefore: performance
                .getEntriesByType("resource")
                .filter((entry) => /\/assets\/Chat(Widget|Panel)-[^/]*\.js$/.test(entry.name) && entry.startTime < at)
                .map((entry) => entry.name),
            });
          });
        addEventListener("click", onClick, { capture: true, once: true });
      }),
    id,
  );
  await page.locator(opener).tap();
  const result = await frame;
  await close();
  return result;
}

describe("first use on a slow phone", () => {
  it.each(languages)(
    "on $prefix/ the chat panel is open on the first frame after the tap, before its code is fetched (4x CPU, slow 4G)",
    async ({ prefix }) => {
      // The order, not the time: on a shared machine the time from touch to frame spread from 0.5 to 2.5 times the
      // native menu's, so item 3's budget (1.3 times the menu) is measured on a quiet machine by `npm run
      // bench:first-use`. A panel opened by React, as it once was, is open only frames later, after its code.
      const menu = await firstTap(`${prefix}/`, 'button[command="show-modal"][commandfor="mobile-menu"]', "mobile-menu");
      const chat = await firstTap(`${prefix}/`, "button[data-chat-launcher]", "chat-panel");
      console.log(`${prefix}/ touch to the first frame after the click, menu/chat: ${Math.round(menu.ms)}/${Math.round(chat.ms)} ms`);
      expect(menu.shown).toBe(true);
      expect(chat).toMatchObject({ shown: true, fetchedBefore: [] });
    },
    300_000,
  );
});

describe("a finger held on the chat button", () => {
  it.each(languages)("on $prefix/, the island's code is fetched only after the tap's click", async ({ prefix }) => {
    // The island starts on the finger's touch, but its imports (90 ms of main thread on a slow phone) wait for the
    // click: started on the first frame after the touch, they ran between the finger's down and up and held the click,
    // so the panel opened late (decision 172).
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE, hasTouch: true, isMobile: true });
    await page.goto(`${prefix}/`, { waitUntil: "load" });
    await page.evaluate(() =>
      addEventListener("click", (event) => ((window as { clickedAt?: number }).clickedAt = event.timeStamp), { capture: true, once: true }),
    );
    const box = (await page.locator("button[data-chat-launcher]").boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    // Held for many frames, as a finger is.
    await page.waitForTimeout(300);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.getByRole("dialog").and(page.locator("#chat-panel")).waitFor();
    await page.locator('[data-island="chat"][data-state="live"]').waitFor({ state: "attached" });
    const { clickedAt, fetched } = await page.evaluate(() => ({
      clickedAt: (window as { clickedAt?: number }).clickedAt,
      fetched: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/Chat(Widget|Panel)-[^/]*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(clickedAt).toBeGreaterThan(0);
    expect(fetched.length).toBeGreaterThan(0);
    for (const startTime of fetched) expect(startTime).toBeGreaterThan(clickedAt!);
    expect(errors).toEqual([]);
    await close();
  });
});
