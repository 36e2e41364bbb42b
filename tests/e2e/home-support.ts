import type { ConsoleMessage, Page } from "playwright-core";

/** Opens the home page (with an optional query) and waits until the configurator's island is live. */
export async function gotoHome(page: Page, query = "") {
  await page.goto(`/${query}`);
  await waitForIsland(page, "configurator");
}

/**
 * Brings an island into view (islands hydrate as they come near the viewport, app/site-script/hydrate.ts) and waits
 * until it is live.
 */
export async function waitForIsland(page: Page, name: string) {
  await page
    .locator(`[data-island="${name}"]`)
    .first()
    .evaluate((island) => island.firstElementChild?.scrollIntoView({ block: "center" }));
  await page.locator(`[data-island="${name}"][data-state="live"]`).first().waitFor({ state: "attached" });
}

/** Collects the arguments of console.log calls whose first argument is `label`. */
export function captureLogs(page: Page, label: string): unknown[] {
  const values: unknown[] = [];
  page.on("console", async (message: ConsoleMessage) => {
    if (message.type() !== "log") return;
    const args = message.args();
    if ((await args[0]?.jsonValue()) !== label) return;
    values.push(await args[1]?.jsonValue());
  });
  return values;
}
