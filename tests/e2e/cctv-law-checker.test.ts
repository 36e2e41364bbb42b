import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type AppDatabase } from "~/db/db.server";
import { baseURL, DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage } from "./support/browser";
import { fetchStamp, postForm, quoteFields, waitPastMinimumFillTime } from "./support/leads";

// Issue 17, part 1: the CCTV-law checker, a series of GET steps that works the same with JavaScript and without,
// and its hand-off to the quote form, whose lead keeps the checker's answers.

const CHECKER = "/resources/cctv-law-checker";
const HOSPITAL_RESULT = `${CHECKER}?type=health&area=entrances&area=reception&area=car-park&area=operating-rooms&area=toilets&step=result`;

let browser: Browser;
let db: AppDatabase;
beforeAll(async () => {
  browser = await launchBrowser();
  db = createDatabase({ dataDir: inject("dataDir") });
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

const main = (page: Page) => page.getByRole("main");
const continueButton = (page: Page, name = "Continue") => main(page).getByRole("button", { name });
/** People take more than the forms' 3-second minimum to fill them in. */
const humanPause = (page: Page) => page.waitForTimeout(3_200);

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("the checker %s", (_label, javaScriptEnabled) => {
  const open = (viewport = DESKTOP) => openPage(browser, { viewport, javaScriptEnabled });

  it("a hospital: prohibited rooms warned about, then a quote with the building type, the cameras and the answers", async () => {
    const { page, errors, close } = await open();
    await page.goto(CHECKER);
    await main(page).getByLabel("Hospital, clinic or other health facility").check();
    await continueButton(page).click();
    // A hospital is never a private home: the areas come next.
    await page.waitForURL(/step=areas/);
    for (const area of ["Entrances", "Reception", "Car park", "Operating rooms", "Toilets"]) {
      await main(page).getByLabel(area, { exact: true }).check();
    }
    await continueButton(page, "Show the result").click();
    await page.waitForURL(/step=result/);
    const answered = new URL(page.url()).searchParams;
    expect([answered.get("type"), answered.getAll("area")]).toEqual([
      "health",
      ["entrances", "reception", "car-park", "operating-rooms", "toilets"],
    ]);

    expect(await main(page).getByRole("heading", { level: 2, name: "The camera law applies to this building" }).count()).toBe(1);
    const warning = page.getByTestId("prohibited-warning");
    expect(await warning.getByRole("heading").innerText()).toContain("cameras are prohibited");
    expect(await warning.getByRole("listitem").allInnerTexts()).toEqual(["Operating rooms", "Toilets"]);
    expect(await page.getByTestId("draft-camera-count").innerText()).toMatch(/^Draft count: 4 cameras/);
    const text = await main(page).innerText();
    expect(text).toContain("This is guidance, not legal advice.");
    expect(text).toContain("Royal Decree M/34 of 7/3/1444H, 3 October 2022");
    expect(text).toContain("For the period set by the Ministry's Conditions Document.");
    expect(text).toContain("Last reviewed on 23 November 2026");
    expect(text).toMatch(/A camera in a prohibited place\s+SAR 10,000 per camera/);
    expect(await main(page).getByRole("link", { name: "Book the site survey" }).getAttribute("href")).toBe(
      "/contact/site-survey?building=enterprise&from=cctv-law-checker",
    );

    await main(page).getByRole("link", { name: "Get a quote for this building" }).click();
    await page.waitForURL(/\/contact\/get-quote\?/);
    expect(await main(page).getByLabel("Building Type").inputValue()).toBe("enterprise");
    expect(await main(page).getByLabel("What is it about?").inputValue()).toBe("hospital");
    expect(await page.getByTestId("quote-estimate-total").innerText()).toBe("SAR 5,394"); // 4 x 899 x 1.5
    expect(await main(page).getByText("Your answers from the CCTV-law checker are attached").innerText()).toContain(
      "Hospital, clinic or other health facility; areas: Entrances, Reception, Car park, Operating rooms, Toilets",
    );

    const name = `Checker Quote ${javaScriptEnabled ? "JS" : "NoJS"}`;
    await main(page).getByLabel("Full Name").fill(name);
    await main(page).getByLabel("Phone Number").fill("050 765 4321");
    await main(page)
      .getByRole("checkbox", { name: /I agree to the privacy policy/ })
      .check();
    await humanPause(page);
    await main(page).getByRole("button", { name: "Request Quote" }).click();
    const reference = page.getByTestId("lead-reference").first();
    await reference.waitFor();
    const lead = await db
      .selectFrom("leads")
      .selectAll()
      .where("reference", "=", (await reference.innerText()).trim())
      .executeTakeFirstOrThrow();
    expect(lead.building).toBe("enterprise");
    expect(JSON.parse(lead.fields)).toMatchObject({ name, topic: "hospital", checker: HOSPITAL_RESULT.split("?")[1] });
    const quote = JSON.parse(lead.quote!) as { lines: { item: string; quantity: number }[] };
    expect(quote.lines.map((line) => [line.item, line.quantity])).toEqual([["cameras", 4]]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a private home: the question is asked, and the law does not apply", async () => {
    const { page, errors, close } = await open(MOBILE);
    await page.goto(CHECKER);
    await main(page).getByLabel("Residential building, compound or tower").check();
    await continueButton(page).click();
    await main(page).getByLabel("Yes, inside my own home").check();
    await continueButton(page).click();
    await page.waitForURL(/step=result/);
    expect(await main(page).getByRole("heading", { level: 2 }).first().innerText()).toBe(
      "The camera law does not apply to cameras inside your own home",
    );
    expect(await page.getByTestId("prohibited-warning").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("bad input", () => {
  it.each([
    ["an unknown establishment", "?type=castle&step=home"],
    ["an unknown area", "?type=health&area=basement&step=result"],
    ["a repeated answer", "?type=health&type=bank&step=areas"],
    ["an unknown step", "?type=health&step=finish"],
  ])("%s is a 400 page with a way back", async (_label, query) => {
    const response = await fetch(new URL(`${CHECKER}${query}`, baseURL()));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("This checker link is not valid");
    expect(html).toContain(`href="${CHECKER}"`);
  });

  it("a question passed over redirects to the step shown", async () => {
    const response = await fetch(new URL(`${CHECKER}?type=health&step=home`, baseURL()), { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${CHECKER}?type=health&step=areas`);
  });

  it("a step asked for without its answer goes back to the question, with a message", async () => {
    const response = await fetch(new URL(`${CHECKER}?step=home`, baseURL()));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Please choose the type of establishment.");
  });

  it("the quote form ignores a checker link it cannot read, and its action refuses such answers with a 400", async () => {
    const page = await (await fetch(new URL("/contact/get-quote?checker=type%3Dcastle", baseURL()))).text();
    expect(page).not.toContain('name="checker"');
    const stamp = await fetchStamp(baseURL());
    await waitPastMinimumFillTime();
    const posted = await postForm(baseURL(), "/contact/get-quote", {
      ...quoteFields(stamp, { checker: "type=health&area=basement&step=result" }),
    });
    expect(posted.status).toBe(400);
    expect(posted.html).toContain("The answers from the CCTV-law checker could not be read.");
  });
});

describe("accessibility", () => {
  const views = [
    ["the first question", CHECKER],
    ["the private-home question", `${CHECKER}?type=other&step=home`],
    ["the areas question", `${CHECKER}?type=health&step=areas`],
    ["a result with prohibited rooms", HOSPITAL_RESULT],
  ] as const;
  it.each(views.flatMap(([label, path]) => [MOBILE, DESKTOP].map((viewport) => [label, `${viewport.width} px`, path, viewport] as const)))(
    "%s is axe clean at %s, without sideways scrolling",
    async (_label, _width, path, viewport) => {
      const { page, errors, close } = await openPage(browser, { viewport });
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(errors).toEqual([]);
      await close();
    },
    // axe takes up to a minute on a busy machine.
    120_000,
  );
});
