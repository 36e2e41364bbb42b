import type { ConsoleMessage, Page } from "playwright-core";

/** Opens the home page (with an optional query) and waits until React has hydrated it. */
export async function gotoHome(page: Page, query = "") {
  await page.goto(`/${query}`);
  await page.locator('form[data-hydrated="true"]').waitFor();
}

/** Waits until the page has hydrated, on any page with the virtual tour or the configurator. */
export async function waitForHydration(page: Page) {
  await page.locator('[data-hydrated="true"]').first().waitFor();
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
