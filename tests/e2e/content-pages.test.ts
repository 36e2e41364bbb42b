import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as about from "~/content/about";
import * as faqs from "~/content/faqs";
import { industryRecords, type IndustryRecord } from "~/content/industries";
import { industryPath } from "~/content/industry-index";
import { markdownBlocks } from "~/content/markdown";
import { serviceRecords, type ServiceRecord } from "~/content/services";
import { servicePath } from "~/content/service-index";
import { readSiteConfig } from "~/config/site-config.server";
import { phoneHref, yearsSince } from "~/content/site";
import { baseURL, DESKTOP, launchBrowser, openPage, type TrackedPage } from "./support/browser";

// The records' English, as the English pages show it.
const [aboutAwards, aboutCompany, aboutHowItWorks, aboutLeadership] = [
  about.aboutAwards.en,
  about.aboutCompany.en,
  about.aboutHowItWorks.en,
  about.aboutLeadership.en,
];
const [allFaqs, faqGroups] = [faqs.allFaqs.en, faqs.faqGroups.en];

// The content pages of issue 5 (SPEC §2 "Content pages", "Industry pages"): about, services, industries, FAQs.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

const aboutPaths = ["/about/company", "/about/leadership", "/about/awards", "/about/how-it-works"];
const [services, industries] = [serviceRecords.en, industryRecords.en];
const contentPaths = [...aboutPaths, ...services.map(servicePath), ...industries.map(industryPath), "/resources/faqs"];

/** The facts the build under test baked in (content/settings/company.yaml). */
const site = readSiteConfig("en");
const configuredPhone = site.phone;
const companyName = site.companyName;

async function visit(path: string, viewport = DESKTOP): Promise<TrackedPage> {
  const tracked = await openPage(browser, { viewport });
  const response = await tracked.page.goto(path);
  expect(response?.status()).toBe(200);
  return tracked;
}

/** Run a check against a page, then require that it logged no console error, and close it. */
async function withPage(path: string, check: (page: Page) => Promise<void>, viewport = DESKTOP) {
  const tracked = await visit(path, viewport);
  try {
    await check(tracked.page);
    expect(tracked.errors).toEqual([]);
  } finally {
    await tracked.close();
  }
}

const mainText = async (page: Page) => (await page.locator("main").textContent()) ?? "";
const headings = (page: Page, scope: string, level: "h2" | "h3") => page.locator(`${scope} ${level}`).allTextContents();
const hrefOf = (page: Page, name: string) => page.locator("main").getByRole("link", { name, exact: true }).getAttribute("href");

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((block) => JSON.parse(block) as Record<string, unknown>).find((data) => data["@type"] === type);
  expect(found, `JSON-LD of type ${type}`).toBeDefined();
  return found!;
}

describe("sitemap", () => {
  it("lists every content page", async () => {
    const xml = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    for (const path of contentPaths) expect(xml).toContain(`${path}</loc>`);
  });
});

describe("About Us", () => {
  it("tells one founding story (engineers since 2008, incorporated in 2017, the years counted to this year), vision and mission, the 8 steps in order and the six strengths", async () => {
    await withPage("/about/company", async (page) => {
      const text = await mainText(page);
      expect(text).toContain("Engineers since 2008, incorporated in 2017");
      expect(text).toContain("designed and installed security systems in Riyadh since 2008. In 2017 they incorporated the company");
      const { founding } = site;
      expect(text).toContain(`${yearsSince(founding.engineersSince, founding)}+Years of Excellence`);
      expect(text).not.toMatch(/\{\w+\}/);
      expect(await headings(page, "main", "h3")).toEqual(expect.arrayContaining(["Our Vision", "Our Mission"]));
      expect(await headings(page, "section[aria-labelledby='how-we-work-title'] ol", "h3")).toEqual([
        "Initial Consultation",
        "Solution Proposal",
        "System Design",
        "Equipment Preparation",
        "Install and Configure",
        "Testing & Commissioning",
        "Training & Handover",
        "Maintenance & Support",
      ]);
      const strengths = page.locator("section[aria-labelledby='strengths-title'] h3");
      expect(await strengths.allTextContents()).toEqual([
        "Quality Priority",
        "Customized Security",
        "Seamless Integration",
        "Diverse Range",
        "Cutting Edge Technology",
        "Constant Innovation",
      ]);
    });
  });

  it("has a quote button and a tel: link with the configured phone", async () => {
    await withPage("/about/company", async (page) => {
      expect(await hrefOf(page, aboutCompany.cta.quoteLabel)).toBe("/contact/get-quote");
      const call = page.locator("main").getByRole("link", { name: `${aboutCompany.cta.callLabel} ${configuredPhone}` });
      expect(await call.getAttribute("href")).toBe(phoneHref(configuredPhone));
      await call.scrollIntoViewIfNeeded();
      await page.locator("main").getByRole("link", { name: aboutCompany.cta.quoteLabel, exact: true }).click();
      await page.waitForURL("**/contact/get-quote");
    });
  });
});

describe("Leadership Team", () => {
  it("shows the statistics, the team's size, three executives, four department heads and three commitments, with no placeholder names", async () => {
    await withPage("/about/leadership", async (page) => {
      const text = await mainText(page);
      // Issue 26: the settings' figures only (years of work, team, projects).
      for (const figure of ["50+", "200+"]) expect(text).toContain(figure);
      for (const label of ["Years of work together", "Engineers, technicians and support staff", "Projects delivered"])
        expect(text).toContain(label);
      for (const dropped of ["Years Combined Experience", "Professional Certifications"]) expect(text).not.toContain(dropped);
      expect(await headings(page, "section[aria-labelledby='executives-title']", "h3")).toEqual([
        "Chief Executive Officer & Founder",
        "Chief Technology Officer",
        "VP of Operations",
      ]);
      expect(await headings(page, "section[aria-labelledby='departments-title']", "h3")).toEqual([
        "Head of Sales",
        "Head of Engineering",
        "Head of Customer Success",
        "Head of Quality Assurance",
      ]);
      // No leader is configured in the test build: the roles stand alone, with what is true (the team's size).
      expect(text).toContain(`a team of ${site.proof.teamSize}+ engineers`);
      expect(text).not.toMatch(/to be announced|photo to follow/i);
      expect(await headings(page, "section[aria-labelledby='commitment-title']", "h3")).toHaveLength(
        aboutLeadership.commitment.items.length,
      );
      expect(aboutLeadership.commitment.items).toHaveLength(3);
    });
  });
});

describe("Awards & Recognition", () => {
  it("shows the six certifications or partnerships held, and no award while no awarding body is configured", async () => {
    await withPage("/about/awards", async (page) => {
      expect(await page.locator("section[aria-labelledby='awards-title']").count()).toBe(0);
      expect(await mainText(page)).not.toMatch(/to be confirmed/i);
      const certifications = await headings(page, "section[aria-labelledby='certifications-title']", "h3");
      expect(certifications).toEqual(aboutAwards.certifications.items.map((item) => item.title));
      expect(certifications).toHaveLength(6);
      expect(certifications).toContain("ISO 27001 Certified");
    });
  });
});

describe("How It Works", () => {
  it("shows the five steps with their items and the 2-4 week timeline", async () => {
    await withPage("/about/how-it-works", async (page) => {
      expect(await headings(page, "section[aria-labelledby='steps-title'] ol", "h3")).toEqual([
        "Consultation",
        "Site Survey & Analysis",
        "Professional Installation",
        "Testing & Handover",
        "Ongoing Support",
      ]);
      expect(await page.locator("section[aria-labelledby='steps-title'] ol > li li").count()).toBe(
        aboutHowItWorks.steps.items.reduce((sum, step) => sum + (step.details?.length ?? 0), 0),
      );
      const text = await mainText(page);
      expect(text).toContain("Most installations take 2–4 weeks");
      for (const [phase, duration] of [
        ["Consultation & Survey", "1–2 days"],
        ["System Design", "3–5 days"],
        ["Installation", "1–2 weeks"],
        ["Support", "Ongoing"],
      ]) {
        expect(text).toContain(`${phase}${duration}`);
      }
    });
  });
});

async function expectServiceButtons(page: Page, service: ServiceRecord) {
  expect(await hrefOf(page, service.cta.quote)).toBe(`/contact/get-quote?topic=${service.slug}`);
  // "Talk to an Expert" carries a phone icon, so it dials (decision 148).
  expect(await hrefOf(page, service.cta.contact)).toBe("tel:+966110000000");
}

describe("service pages", () => {
  it.each(services.map((s) => [s.slug, s] as const))(
    "%s: overview, features, benefits, buttons and Service JSON-LD",
    async (_slug, service) => {
      await withPage(servicePath(service), async (page) => {
        // The overview opens the page in its hero (decision 092): title, eyebrow, opening line and paragraphs.
        const hero = page.getByRole("region", { name: service.title, exact: true });
        expect(await hero.locator("h1").innerText()).toBe(service.title);
        const { eyebrow, heading, body } = service.overview;
        const paragraphs = markdownBlocks(body).map((block) => ("text" in block ? block.text : block.raw));
        expect(await hero.locator("p").allInnerTexts()).toEqual(expect.arrayContaining([eyebrow, heading, ...paragraphs]));
        expect(await headings(page, "section[aria-labelledby='features-title']", "h3")).toEqual(
          service.features.items.map((item) => item.title),
        );
        const benefits = await page.locator("section[aria-labelledby='benefits-title'] li").allTextContents();
        expect(benefits).toEqual(service.benefits.items);
        await expectServiceButtons(page, service);
        const ld = await jsonLd(page, "Service");
        expect(ld.name).toBe(service.title);
        expect(ld.provider).toMatchObject({ "@type": "Organization", name: companyName });
        expect(ld.areaServed).toMatchObject({ name: "Saudi Arabia" });
      });
    },
  );

  it("attendance management: the three packages per device, Most Popular, feature lists and claims", async () => {
    await withPage("/services/attendance-management", async (page) => {
      const cards = page.locator("section[aria-labelledby='packages-title'] > div > ul > li");
      expect(await cards.count()).toBe(3);
      const basic = (await cards.nth(0).textContent()) ?? "";
      const professional = (await cards.nth(1).textContent()) ?? "";
      const enterprise = (await cards.nth(2).textContent()) ?? "";
      expect(basic).toContain("Basic");
      // Whole riyals including VAT, no dollars (issue 26): the spec's $299 at 3.75 to the dollar plus 15%.
      expect(basic).toContain("SAR 1,289");
      expect(basic).toContain("incl. 15% VAT");
      expect(professional).toContain("SAR 2,583");
      expect(professional).toContain("Most Popular");
      expect(enterprise).toContain("SAR 4,308");
      for (const card of [basic, professional, enterprise]) expect(card).not.toMatch(/US\$|\d\.\d\d/);
      for (const card of [basic, professional, enterprise]) expect(card).toContain("per device");
      expect(basic).not.toContain("Most Popular");
      expect(enterprise).not.toContain("Most Popular");
      for (const feature of [
        "Fingerprint Scanner",
        "Basic Reporting",
        "Up to 1,000 Employees",
        "Email Support",
        "1-year installation warranty",
      ])
        expect(basic).toContain(feature);
      for (const feature of [
        "Fingerprint + Face Recognition",
        "Advanced Analytics",
        "Up to 5,000 Employees",
        "Mobile App",
        "Priority Support",
        "3-year equipment warranty",
      ])
        expect(professional).toContain(feature);
      for (const feature of [
        "Multi-Biometric",
        "Custom Integrations",
        "Unlimited Employees",
        "24/7 Support",
        "On-site Installation",
        "5-year package warranty",
      ])
        expect(enterprise).toContain(feature);
      const text = await mainText(page);
      for (const claim of ["99.9%", "Accuracy", "Up to 15%", "Cost Reduction"]) expect(text).toContain(claim);
      // Issue 26: a proof figure that is not in the company's settings is dropped.
      expect(text).not.toContain("Employees Tracked");
      expect(await page.locator("main").getByRole("link", { name: "Choose Professional" }).getAttribute("href")).toBe(
        "/contact/get-quote?topic=attendance-management",
      );
      const offers = (await jsonLd(page, "Service")).offers as { price: string; priceCurrency: string }[];
      expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
        ["299.00", "USD"],
        ["599.00", "USD"],
        ["999.00", "USD"],
      ]);
    });
  });

  it("access control: the four methods, the industries and the specifications", async () => {
    await withPage("/services/access-control", async (page) => {
      expect(await headings(page, "section[aria-labelledby='methods-title']", "h3")).toEqual([
        "Biometric Access",
        "Card-Based Access",
        "PIN & Code Access",
        "Mobile Access",
      ]);
      const specs = await page.locator("section[aria-labelledby='specifications-title'] dd").allTextContents();
      expect(specs).toEqual(["Up to 100,000 users", "Unlimited doors", "Under 1 second", "100,000+ events", "3-year equipment warranty"]);
      const industriesList = page.locator("section[aria-labelledby='industries-served-title'] li");
      expect(await industriesList.count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator("main").getByRole("link", { name: "Hospitals & Healthcare" }).getAttribute("href")).toBe(
        "/industries/hospital",
      );
    });
  });

  it("smart surveillance: six features, four camera prices (riyals first, VAT stated), 24–48 hours and the 5-year package warranty", async () => {
    await withPage("/services/smart-surveillance", async (page) => {
      expect(await headings(page, "section[aria-labelledby='features-title']", "h3")).toHaveLength(6);
      const cameras = await page.locator("section[aria-labelledby='camera-types-title'] li").allTextContents();
      expect(cameras).toHaveLength(4);
      expect(cameras[0]).toMatch(/Dome Cameras.*From ?SAR 1,289 ?incl\. 15% VAT/);
      expect(cameras[1]).toMatch(/Bullet Cameras.*From ?SAR 1,074/);
      expect(cameras[2]).toMatch(/PTZ Cameras.*From ?SAR 3,877/);
      expect(cameras[3]).toMatch(/Wireless Cameras.*From ?SAR 858/);
      const text = await mainText(page);
      expect(text).toContain("24–48 hours");
      expect(text).toContain("5-year package warranty");
    });
  });

  it("a service's quote button leads to the quote form with the topic", async () => {
    const service = services.find((s) => s.slug === "video-intercom")!;
    await withPage(servicePath(service), async (page) => {
      await page.locator("main").getByRole("link", { name: service.cta.quote }).click();
      await page.waitForURL("**/contact/get-quote?topic=video-intercom");
    });
  });
});

async function expectIndustry(page: Page, industry: IndustryRecord) {
  const { hero, challenges, solutions, technology } = industry;
  // The spec's industry hero is the page hero (decision 092): the h1 is the page's title, the headline a line under it.
  const heroSection = page.getByRole("region", { name: industry.title, exact: true });
  expect(await heroSection.locator("h1").innerText()).toBe(industry.title);
  expect(await heroSection.getByText(hero.badge, { exact: true }).count()).toBe(1);
  expect(await heroSection.getByText(hero.headline, { exact: true }).count()).toBe(1);
  expect(await heroSection.getByText(hero.intro.trim(), { exact: true }).count()).toBe(1);
  expect(await heroSection.locator("ul > li").allTextContents()).toEqual(hero.highlights);
  expect(await hrefOf(page, hero.primaryCta)).toBe(`/contact/get-quote?topic=${industry.slug}`);
  expect(await hrefOf(page, hero.secondaryCta)).toBe("/contact/site-survey");

  const challengeCards = page.locator("section[aria-labelledby='challenges-title'] > div > ul > li");
  expect(await challengeCards.count()).toBe(4);
  for (let i = 0; i < 4; i++) {
    const card = (await challengeCards.nth(i).textContent()) ?? "";
    expect(card).toContain(challenges.items[i]!.title);
    expect(card).toContain("Our Solution:");
    expect(card).toContain(challenges.items[i]!.solution);
  }
  expect(await page.locator("section[aria-labelledby='challenges-title']").textContent()).toContain("Challenges");

  const solutionCards = page.locator("section[aria-labelledby='solutions-title'] > div > ul > li");
  expect(await solutionCards.count()).toBe(4);
  for (let i = 0; i < 4; i++) {
    expect(await solutionCards.nth(i).locator("li").allTextContents()).toEqual(solutions.items[i]!.features);
  }

  expect(await headings(page, "section[aria-labelledby='technology-title']", "h3")).toEqual(technology.points.map((point) => point.title));
}

describe("industry pages", () => {
  it.each(industries.map((i) => [i.slug, i] as const))("%s: hero, challenges, solutions and technology", async (_slug, industry) => {
    await withPage(industryPath(industry), (page) => expectIndustry(page, industry));
  });

  it.each([
    ["shopping-mall", "Retail Security Specialists", "Get Retail Security Assessment", "Schedule Site Survey"],
    ["school-university", "Educational Security Experts", "Get Campus Security Assessment", "Emergency Consultation"],
    ["warehouse", "Logistics Security Specialists", "Get Warehouse Security Assessment", "Schedule Site Survey"],
    ["manufacturing", "Industrial Security Experts", "Get Industrial Security Assessment", "Schedule Site Visit"],
    ["commercial-buildings", "Commercial Security Specialists", "Get Commercial Security Assessment", "Schedule Building Survey"],
    ["home-surveillance", "Residential Security Experts", "Get Home Security Quote", "Free Home Assessment"],
  ])("%s shows the spec's badge and button labels", async (slug, badge, primary, secondary) => {
    await withPage(`/industries/${slug}`, async (page) => {
      expect(await page.locator("main").getByText(badge, { exact: true }).count()).toBe(1);
      expect(await hrefOf(page, primary)).toBe(`/contact/get-quote?topic=${slug}`);
      expect(await hrefOf(page, secondary)).toBe("/contact/site-survey");
    });
  });

  it("places the technology image on the left for manufacturing and on the right elsewhere", async () => {
    for (const slug of ["manufacturing", "warehouse"]) {
      await withPage(`/industries/${slug}`, async (page) => {
        const section = page.locator("section[aria-labelledby='technology-title']");
        const text = await section.locator("#technology-title").boundingBox();
        const image = await section.locator("[data-image-side]").boundingBox();
        if (slug === "manufacturing") expect(image!.x).toBeLessThan(text!.x);
        else expect(image!.x).toBeGreaterThan(text!.x);
      });
    }
  });

  it("says that hospitals have no cameras in examination rooms, inpatient rooms, changing rooms or toilets", async () => {
    await withPage("/industries/hospital", async (page) => {
      expect(await mainText(page)).toContain("we never place cameras in examination rooms, inpatient rooms, changing rooms or toilets");
    });
  });

  it("the first button leads to the quote form with the industry as topic, the second to the site survey", async () => {
    const industry = industries.find((i) => i.slug === "warehouse")!;
    await withPage(industryPath(industry), async (page) => {
      await page.locator("main").getByRole("link", { name: industry.hero.primaryCta }).click();
      await page.waitForURL("**/contact/get-quote?topic=warehouse");
    });
    await withPage(industryPath(industry), async (page) => {
      await page.locator("main").getByRole("link", { name: industry.hero.secondaryCta }).click();
      await page.waitForURL("**/contact/site-survey");
    });
  });
});

describe("FAQs", () => {
  it("answers from the spec's facts, with FAQPage JSON-LD", async () => {
    await withPage("/resources/faqs", async (page) => {
      expect(await page.locator("main details").count()).toBe(allFaqs.length);
      expect(await headings(page, "main", "h3")).toEqual(faqGroups.map((group) => group.heading));
      const ld = await jsonLd(page, "FAQPage");
      const entities = ld.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(entities.map((entity) => entity.name)).toEqual(allFaqs.map((faq) => faq.question));
      const answers = entities.map((entity) => entity.acceptedAnswer.text).join("\n");
      for (const fact of [
        "Sunday to Thursday, 8AM-6PM",
        "Saturday, 9AM-3PM",
        "within 15 minutes",
        "2–4 weeks",
        "within 24 hours",
        "SAR 2,583",
      ])
        expect(answers).toContain(fact);
      // Issue 26: one reply time (the settings'), prices in whole riyals including VAT.
      for (const gone of ["within 2 hours", "$599"]) expect(answers).not.toContain(gone);
    });
  });

  it("shows on a service page, in each language, the questions that name its service, without a second FAQPage", async () => {
    for (const locale of ["en", "ar"] as const) {
      const tagged = faqs.faqsOfService("smart-surveillance")[locale];
      expect(tagged.length).toBeGreaterThan(0);
      await withPage(`${locale === "ar" ? "/ar" : ""}/services/smart-surveillance`, async (page) => {
        const block = page.locator("main section#questions");
        expect(await block.getByRole("heading", { level: 2 }).innerText()).toBe(faqs.faqPage[locale].serviceHeading);
        expect(await block.locator("summary").allInnerTexts()).toEqual(tagged.map((faq) => faq.question));
        expect(await block.locator("details").first().getAttribute("id")).toBe(`question-${tagged[0]!.id}`);
        expect(await page.locator('script[type="application/ld+json"]').allInnerTexts()).not.toContainEqual(
          expect.stringContaining('"FAQPage"'),
        );
      });
    }
    await withPage("/services/access-control", async (page) => {
      expect(await page.locator("main section#questions").count()).toBe(0);
    });
  });

  it("opens and closes a question by keyboard", async () => {
    await withPage("/resources/faqs", async (page) => {
      const first = allFaqs[0]!;
      const details = page.locator(`details#${first.id}`);
      const answer = details.getByText(first.answer);
      expect(await answer.isVisible()).toBe(false);

      // Tab through the page until the first question has focus.
      let focused = "";
      for (let i = 0; i < 60 && focused !== first.question; i++) {
        await page.keyboard.press("Tab");
        focused = await page.evaluate(() =>
          document.activeElement?.tagName === "SUMMARY" ? (document.activeElement.textContent ?? "") : "",
        );
      }
      expect(focused).toBe(first.question);

      await page.keyboard.press("Enter");
      await expect.poll(() => details.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
      expect(await answer.isVisible()).toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => details.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(false);
      await page.keyboard.press("Space");
      await expect.poll(() => details.evaluate((node) => (node as HTMLDetailsElement).open)).toBe(true);
    });
  });
});
