import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type AppDatabase } from "~/db/db.server";
import { getLeadByReference } from "~/leads/stored-lead.server";
import "~/forms/registry.server";
import { summarizeLead } from "~/leads/delivery/lead-summary.server";
import {
  caseStudies,
  caseStudyPlace,
  caseStudyRecords,
  caseStudySector,
  caseStudySummary,
  caseStudySystems,
  findCaseStudy,
} from "~/content/case-studies";
import { projectsSection } from "~/content/home/projects";
import * as location from "~/content/location";
import { readSiteConfig } from "~/config/site-config.server";
import { baseURL, launchBrowser, openPage, workerDataDir } from "./support/browser";
import { fetchStamp, postForm, quoteFields, waitPastMinimumFillTime, shownReference } from "./support/leads";
import { messageIn } from "./support/locales";

// Issue 15 (design and trust) on two thin pages: the case studies show the project records, each with "Request a
// reference site visit" that reaches sales as a quote lead naming the project; Our Location shows the head office's
// map, national address, "Open in Maps" and what a visitor needs on arrival.

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
const locationText = location.locationText.en;
const headOfficeMap = locationText.map;
const nationalAddressFields = location.nationalAddressFields(locationText.nationalAddressLabels);
const REFERENCE_VISIT = "Request a reference site visit";

describe("/case-studies", () => {
  it("is a real page: indexable, in the sitemap, one article per project record", async () => {
    const { page, errors, close } = await openPage(browser);
    const response = await page.goto("/case-studies");
    expect(response?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    expect(
      await main(page)
        .getByText(/coming soon/i)
        .count(),
    ).toBe(0);
    const sitemap = await (await fetch(new URL("/sitemap.xml", baseURL()))).text();
    expect(sitemap).toContain("/case-studies</loc>");

    const articles = main(page).getByRole("article");
    expect(await articles.count()).toBe(caseStudies.length);
    for (const [index, study] of caseStudies.entries()) {
      const article = articles.nth(index);
      expect(await article.getAttribute("aria-labelledby")).toBe(`${study.id}-title`);
      expect(await article.getByRole("heading", { level: 2 }).innerText()).toBe(study.title);
      const text = await article.innerText();
      for (const shown of [study.site, caseStudyPlace(study), String(study.year), study.description, study.outcome]) {
        expect(text).toContain(shown);
      }
      const scope = article.locator("dl dl > div");
      expect(await scope.allTextContents()).toEqual(study.scope.map((figure) => `${figure.label}${figure.value}`));
      // The sector's industry page and every system's service page.
      const sector = caseStudySector(study);
      expect(await article.getByRole("link", { name: sector.label, exact: true }).getAttribute("href")).toBe(sector.to);
      for (const system of caseStudySystems(study)) {
        expect(await article.getByRole("link", { name: system.label, exact: true }).getAttribute("href")).toBe(system.to);
      }
      // The sector's scene, named by the record's alt text.
      expect(await article.getByRole("img", { name: study.image.alt }).count()).toBe(1);
      const visit = article.getByRole("link", { name: REFERENCE_VISIT });
      expect(await visit.getAttribute("href")).toBe(`/contact/get-quote?topic=reference-visit&project=${study.id}`);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("shows on the home page the records marked for it, with the way to all of them", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/");
    const section = page.getByRole("region", { name: projectsSection.en.title });
    // Text content: the section below the fold is not rendered yet (content-visibility: auto).
    const titles = await section.getByRole("listitem").getByRole("heading").allTextContents();
    expect(titles).toEqual(caseStudies.filter((study) => study.onHomePage).map((study) => study.title));
    expect(titles.length).toBeLessThan(caseStudies.length);
    expect(await section.getByRole("link", { name: projectsSection.en.caseStudiesLink.label }).getAttribute("href")).toBe("/case-studies");
    await close();
  });

  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("a reference visit request %s: the quote form names the project, and the lead keeps it", async (label, javaScriptEnabled) => {
    const study = caseStudies[3]!;
    const { page, errors, close } = await openPage(browser, { javaScriptEnabled });
    await page.goto(`/case-studies#${study.id}`);
    await main(page).getByRole("article", { name: study.title }).getByRole("link", { name: REFERENCE_VISIT }).click();
    await page.waitForURL(/\/contact\/get-quote\?/);
    expect(await main(page).getByLabel("What is it about?").inputValue()).toBe("reference-visit");
    const attached = main(page).getByText("The project you would like to visit");
    expect(await attached.innerText()).toContain(caseStudySummary(study));
    expect(await attached.getByRole("link").getAttribute("href")).toBe(`/case-studies#${study.id}`);

    const name = `Reference Visit ${label}`;
    await main(page).getByLabel("Full Name").fill(name);
    await main(page).getByLabel("Phone Number").fill("050 123 9876");
    await main(page)
      .getByRole("checkbox", { name: /I agree to the privacy policy/ })
      .check();
    await page.waitForTimeout(3_200); // past the forms' minimum fill time
    await main(page).getByRole("button", { name: "Request Quote" }).click();
    const lead = await getLeadByReference(db, await shownReference(page));
    expect(lead?.kind).toBe("quote");
    expect(lead?.fields).toMatchObject({ name, topic: "reference-visit", project: study.id });
    // Sales read the project in words, with the link to it.
    const summary = summarizeLead(lead!, "https://example.sa");
    expect(summary.fields.find((field) => field.key === "project")).toEqual({
      key: "project",
      label: "Reference project",
      value: `${caseStudySummary(study)} (https://example.sa/case-studies#${study.id})`,
    });
    expect(errors).toEqual([]);
    await close();
  });

  it("the Arabic quote form names the project in Arabic", async () => {
    const study = caseStudyRecords.ar.find((each) => each.id === caseStudies[0]!.id)!;
    const html = await (await fetch(new URL(`/ar/contact/get-quote?topic=reference-visit&project=${study.id}`, baseURL()))).text();
    const summary = messageIn("ar", "forms.quote.projectSummary", {
      site: study.site,
      place: caseStudyPlace(study, "ar"),
      title: study.title,
      year: String(study.year),
    });
    expect(summary).not.toMatch(/[A-Za-z]/);
    expect(html).toContain(`>${summary}</a>`);
  });

  it("the quote form ignores a project it does not know, and its action refuses one with a 400", async () => {
    const html = await (await fetch(new URL("/contact/get-quote?topic=reference-visit&project=palace", baseURL()))).text();
    expect(html).not.toContain('name="project"');
    const stamp = await fetchStamp(baseURL());
    await waitPastMinimumFillTime();
    const posted = await postForm(baseURL(), "/contact/get-quote", quoteFields(stamp, { topic: "reference-visit", project: "palace" }));
    expect(posted.status).toBe(400);
    expect(posted.html).toContain("The project to visit could not be found.");
    expect(findCaseStudy("palace")).toBeUndefined();
  });
});

describe("/contact/our-location", () => {
  it("shows the head office's map, national address, Open in Maps and the visiting notes", async () => {
    const { page, errors, close } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto("/contact/our-location");

    const map = main(page).getByRole("img", { name: headOfficeMap.label });
    expect(await map.count()).toBe(1);
    const markup = await map.evaluate((svg) => svg.outerHTML);
    expect(markup.startsWith("<svg")).toBe(true);
    expect(Buffer.byteLength(markup)).toBeLessThan(8192);
    // Drawn in the page: no tiles, no outside reference, no script.
    expect(markup).not.toMatch(/<image|<script|href=|url\(http/);
    for (const road of ["King Fahd Road", "Olaya Street", "Northern Ring Road"]) expect(markup).toContain(road);

    // The facts the build baked in (content/settings/company.yaml).
    const site = readSiteConfig("en");
    const address = site.nationalAddress;
    const headOffice = main(page).getByRole("region", { name: locationText.headOfficeTitle });
    expect(await headOffice.getByRole("heading", { level: 3 }).innerText()).toBe(locationText.nationalAddressTitle);
    const terms = await headOffice.locator("dl dt").allInnerTexts();
    const details = await headOffice.locator("dl dd").allInnerTexts();
    expect(terms).toEqual(nationalAddressFields.map((field) => field.label));
    expect(details).toEqual(nationalAddressFields.map((field) => address[field.key]));

    const { latitude, longitude } = site.headOfficeCoordinates;
    const maps = headOffice.getByRole("link", { name: locationText.openInMaps });
    expect(await maps.getAttribute("href")).toBe(`https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`);
    expect(await maps.getAttribute("target")).toBe("_blank");
    expect(await maps.getAttribute("rel")).toBe("noopener");

    const visiting = main(page).getByRole("region", { name: locationText.visitTitle });
    expect(await visiting.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual([
      "Parking",
      "Entrance",
      "Accessibility",
      "Visitor registration",
    ]);
    expect(await visiting.innerText()).toContain(locationText.visitNotes[0]!.text);
    expect(errors).toEqual([]);
    await close();
  });

  // Both pages as loaded, at both widths (axe, no sideways scroll, no console error): the route tests (tests/e2e/routes/).
});
