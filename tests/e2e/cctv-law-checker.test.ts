import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkerTexts } from "~/cctv-law/texts.server";
import { formatSar, formatSourceDate, formatWholeNumber } from "~/i18n/format";
import { createDatabase, type AppDatabase } from "~/db/db.server";
import { directionOf, localizedPath } from "~/i18n/locale";
import type { MessageId } from "~/i18n/messages";
import { fillIn } from "~/content/in-locale";
import { baseURL, DESKTOP, expectNoSeriousA11yViolations, launchBrowser, MOBILE, openPage, workerDataDir } from "./support/browser";
import { fetchStamp, postForm, quoteFields, waitPastMinimumFillTime, shownReference } from "./support/leads";
import { consentName, foreignLetters, localesWithAndWithoutJavaScript, messageIn } from "./support/locales";

// Issue 17, part 1: the CCTV-law checker, a series of GET steps that works the same with JavaScript and without,
// in English and in Arabic, and its hand-off to the quote form in the same language, whose lead keeps the checker's
// answers and the page's language.

const CHECKER = "/resources/cctv-law-checker";
const HOSPITAL_RESULT = `${CHECKER}?type=health&area=entrances&area=reception&area=car-park&area=operating-rooms&area=toilets&step=result`;

let browser: Browser;
let db: AppDatabase;
beforeAll(async () => {
  browser = await launchBrowser();
  db = createDatabase({ dataDir: workerDataDir() });
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
});

const main = (page: Page) => page.getByRole("main");
/** People take more than the forms' 3-second minimum to fill them in. */
const humanPause = (page: Page) => page.waitForTimeout(3_200);

const HOSPITAL_AREAS = ["entrances", "reception", "car-park", "operating-rooms", "toilets"] as const;

// One body per flow, run on the English pages and on their Arabic twins (decision 115), with JavaScript and without.
describe.each(localesWithAndWithoutJavaScript)("the checker in %s %s", (locale, _label, javaScriptEnabled) => {
  const open = (viewport = DESKTOP) => openPage(browser, { viewport, javaScriptEnabled });
  const texts = checkerTexts[locale];
  const message = (id: MessageId) => messageIn(locale, id);
  const checker = localizedPath(CHECKER, locale);
  const continueButton = (page: Page, name = texts.continue) => main(page).getByRole("button", { name });

  it("a hospital: prohibited rooms warned about, then a quote with the building type, the cameras and the answers", async () => {
    const { page, errors, close } = await open();
    await page.goto(checker);
    expect(await page.evaluate(() => [document.documentElement.lang, document.dir])).toEqual([locale, directionOf(locale)]);
    await main(page).getByLabel(texts.establishments.health).check();
    await continueButton(page).click();
    // A hospital is never a private home: the areas come next.
    await page.waitForURL(/step=areas/);
    for (const area of HOSPITAL_AREAS) await main(page).getByLabel(texts.areas[area], { exact: true }).check();
    await continueButton(page, texts.showResult).click();
    await page.waitForURL(/step=result/);
    const answered = new URL(page.url());
    expect(answered.pathname).toBe(checker);
    expect([answered.searchParams.get("type"), answered.searchParams.getAll("area")]).toEqual(["health", HOSPITAL_AREAS]);

    expect(await main(page).getByRole("heading", { level: 2, name: texts.result.verdicts.applies.title }).count()).toBe(1);
    const warning = page.getByTestId("prohibited-warning");
    expect(await warning.getByRole("heading").innerText()).toBe(texts.result.warningTitle);
    expect(await warning.getByRole("listitem").allInnerTexts()).toEqual([texts.areas["operating-rooms"], texts.areas.toilets]);
    expect(await warning.innerText()).toContain(fillIn(texts.result.warningText, { amount: formatSar(10_000, locale) }));
    expect(await warning.innerText()).not.toMatch(foreignLetters[locale]);
    expect(await page.getByTestId("draft-camera-count").innerText()).toBe(
      fillIn(texts.result.draftCount.other, { count: formatWholeNumber(4, locale) }),
    );
    const text = await main(page).innerText();
    expect(text).toContain(texts.disclaimer);
    expect(text).toContain(texts.lawSummary);
    expect(text).toContain(texts.result.duties.retention.text);
    expect(text).toContain(fillIn(texts.sources.lastReviewed, { date: formatSourceDate("2026-11-23", locale) }));
    expect(text).toContain(
      `${texts.result.fines["prohibited-place"]}\t${fillIn(texts.result.amounts.camera, { amount: formatSar(10_000, locale) })}`,
    );
    // The sources in the page's language, the law cited as the native reviewer wrote it on Arabic pages.
    const sources = main(page).getByRole("region", { name: texts.sources.title });
    const law = texts.sources.documents.law;
    expect(await sources.innerText()).toContain([law.title, law.issuer].join(texts.sources.partSeparator));
    expect(await sources.innerText()).not.toMatch(foreignLetters[locale]);
    // The answers in the page's words, with the page's punctuation: "…; areas: …" in English, "…؛ المرافق: …" in Arabic.
    const summary = fillIn(texts.handOff.areas, {
      type: texts.establishments.health,
      areas: HOSPITAL_AREAS.map((area) => texts.areas[area]).join(texts.handOff.listSeparator),
    });
    expect(text).toContain(`${texts.result.yourAnswers}: ${summary}`);
    expect(summary).not.toMatch(foreignLetters[locale]);
    expect(await main(page).getByRole("link", { name: texts.result.survey }).getAttribute("href")).toBe(
      localizedPath("/contact/site-survey?building=enterprise&from=cctv-law-checker", locale),
    );

    await main(page).getByRole("link", { name: texts.result.quote }).click();
    await page.waitForURL(/\/contact\/get-quote\?/);
    expect(new URL(page.url()).pathname).toBe(localizedPath("/contact/get-quote", locale));
    expect(await main(page).getByLabel(message("forms.quote.building")).inputValue()).toBe("enterprise");
    expect(await main(page).getByLabel(message("forms.quote.topic")).inputValue()).toBe("hospital");
    expect(await page.getByTestId("quote-estimate-total").innerText()).toBe(formatSar(5_394, locale)); // 4 x 899 x 1.5
    const attached = main(page).getByText(message("forms.quote.checkerAttached"));
    expect(await attached.innerText()).toContain(summary);
    expect(await attached.innerText()).not.toMatch(foreignLetters[locale]);
    expect(await attached.getByRole("link").getAttribute("href")).toBe(localizedPath(HOSPITAL_RESULT, locale));

    const name = `Checker Quote ${locale} ${javaScriptEnabled ? "JS" : "NoJS"}`;
    await main(page).getByLabel(message("forms.quote.name")).fill(name);
    await main(page).getByLabel(message("forms.quote.phone")).fill("050 765 4321");
    const consent = main(page).getByRole("checkbox", { name: consentName(locale), exact: true });
    expect(consentName(locale)).not.toMatch(foreignLetters[locale]);
    await consent.check();
    await humanPause(page);
    await main(page)
      .getByRole("button", { name: message("forms.quote.submit") })
      .click();
    const reference = await shownReference(page);
    const lead = await db.selectFrom("leads").selectAll().where("reference", "=", reference).executeTakeFirstOrThrow();
    expect([lead.building, lead.language, lead.source_page]).toEqual(["enterprise", locale, localizedPath("/contact/get-quote", locale)]);
    expect(JSON.parse(lead.fields)).toMatchObject({ name, topic: "hospital", checker: HOSPITAL_RESULT.split("?")[1] });
    const quote = JSON.parse(lead.quote!) as { lines: { item: string; quantity: number }[] };
    expect(quote.lines.map((line) => [line.item, line.quantity])).toEqual([["cameras", 4]]);
    expect(errors).toEqual([]);
    await close();
  });

  it("a private home: the question is asked, and the law does not apply", async () => {
    const { page, errors, close } = await open(MOBILE);
    await page.goto(checker);
    await main(page).getByLabel(texts.establishments.residential).check();
    await continueButton(page).click();
    await main(page).getByLabel(texts.steps.home.yes).check();
    await continueButton(page).click();
    await page.waitForURL(/step=result/);
    expect(new URL(page.url()).pathname).toBe(checker);
    expect(await main(page).getByRole("heading", { level: 2 }).first().innerText()).toBe(texts.result.verdicts["private-home"].title);
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
    // The first question is the page as loaded: the route tests (tests/e2e/routes/).
    ["the private-home question", `${CHECKER}?type=other&step=home`],
    ["the areas question", `${CHECKER}?type=health&step=areas`],
    ["a result with prohibited rooms", HOSPITAL_RESULT],
    ["a result with prohibited rooms, right to left", localizedPath(HOSPITAL_RESULT, "ar")],
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

describe("on a slow line", () => {
  it("the page an answer leads to is offered for prerendering, following the answers, out of sight", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
    // Chromium reports its prerender attempts to DevTools; it does not activate them while DevTools is attached
    // (PrerenderingDisabledByDevTools), so the attempt is what a test here can see.
    const cdp = await page.context().newCDPSession(page);
    const attempts: string[] = [];
    cdp.on("Preload.prerenderStatusUpdated", (event) => attempts.push(event.key.url));
    await cdp.send("Preload.enable");
    await page.goto(CHECKER);
    await page.waitForLoadState("networkidle");
    const next = main(page).locator("a[data-prerender]");
    expect(await next.count()).toBe(0);
    await main(page).getByLabel(checkerTexts.en.establishments.health).check();
    expect(await next.getAttribute("href")).toBe(`${CHECKER}?step=home&type=health`);
    await main(page).getByLabel(checkerTexts.en.establishments.bank).check();
    expect(await next.getAttribute("href")).toBe(`${CHECKER}?step=home&type=bank`);
    await expect.poll(() => attempts).toContain(`${baseURL()}${CHECKER}?step=home&type=bank`);
    // Neither seen nor reached: no name, no tab stop.
    expect(await next.count()).toBe(1);
    expect(await next.evaluate((link) => [link.getAttribute("aria-hidden"), (link as HTMLElement).tabIndex, link.textContent])).toEqual([
      "true",
      -1,
      "",
    ]);
    expect(
      await main(page)
        .getByRole("link", { includeHidden: false })
        .evaluateAll((links) => links.some((link) => link.hasAttribute("data-prerender"))),
    ).toBe(false);
    // Continue still goes where the form says.
    await main(page).getByRole("button", { name: checkerTexts.en.continue }).click();
    await page.waitForURL(/type=bank&step=areas/);
    expect(errors).toEqual([]);
    await close();
  });

  it.each(["en", "ar"] as const)(
    "in %s, Continue shows the fetched next question in place, with its address, title, language link and focus",
    async (locale) => {
      const texts = checkerTexts[locale];
      const { page, errors, close } = await openPage(browser, { viewport: MOBILE });
      const checker = localizedPath(CHECKER, locale);
      await page.goto(checker);
      // Marks this document: a page load would lose it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // A jump within the page (the skip link) and Back: the page stays as it is.
      await page.evaluate(() => (location.hash = "main"));
      await page.goBack();
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      const fetched = page.waitForResponse(
        (response) => response.request().resourceType() === "fetch" && response.url().includes("step=areas"),
      );
      await main(page).getByLabel(texts.establishments.bank).check();
      await fetched;
      await main(page).getByRole("button", { name: texts.continue }).click();
      await page.waitForURL(/type=bank&step=areas/);
      expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
      await main(page).getByRole("group", { name: texts.steps.areas.legend }).waitFor();
      // What the step's own page load shows: compared with that page, loaded fresh.
      const shown = await page.evaluate(() => ({
        title: document.title,
        language: document.querySelector<HTMLAnchorElement>("a[data-language-switch]")!.href,
        main: document.querySelector("main")!.innerText,
        focused: document.activeElement?.getAttribute("name"),
      }));
      const loaded = await openPage(browser, { viewport: MOBILE });
      await loaded.page.goto(page.url());
      expect(shown).toEqual({
        title: await loaded.page.title(),
        language: await loaded.page
          .locator("a[data-language-switch]")
          .first()
          .evaluate((link) => (link as HTMLAnchorElement).href),
        main: await main(loaded.page).innerText(),
        focused: "area",
      });
      expect(shown.language).toContain("step=areas");
      await loaded.close();
      // Back returns to the first question.
      await page.goBack();
      await main(page).getByRole("group", { name: texts.steps.type.legend }).waitFor();
      expect(new URL(page.url()).search).toBe("");
      expect(errors).toEqual([]);
      await close();
    },
  );
});
