import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { gotoHome } from "./home-support";
import { defaultSiteConfig, yearsSince } from "~/content/site";

// Issue 4: each home section present with its texts, in the spec's order, and no dead button.

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(() => browser?.close());

describe("home page sections", () => {
  it("has one h1 (the hero) and the section headings in the spec's order", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    const main = page.getByRole("main");
    expect(await main.locator("h1").count()).toBe(1);
    expect(await main.locator("h1").textContent()).toBe("Intelligent Security for a Safer Saudi Arabia");
    const h2s = await main.locator("section[id] h2").allTextContents();
    expect(h2s).toEqual([
      "The Future of Security",
      "About",
      "Our Services",
      "Security Configurator",
      "Security Products",
      "Explore Our Security Solutions",
      "Our Projects",
      "Technology That Thinks Ahead",
      "Our Journey to Vision 2030",
      "Contact Us",
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("hero: slogan, subtitle, assessment and consultation buttons, three feature cards, the hero image", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const hero = page.getByRole("region", { name: "Intelligent Security for a Safer Saudi Arabia" });
    expect(await hero.getByText("Protect. Detect. Respond.").count()).toBe(1);
    expect(await hero.getByText(/AI-powered surveillance, access control and smart building systems/).count()).toBe(1);
    expect(await hero.getByRole("link", { name: /Get Free Security Assessment/ }).getAttribute("href")).toBe(
      "/contact/get-quote?topic=security-assessment",
    );
    expect(await hero.getByRole("link", { name: "Book a Consultation" }).getAttribute("href")).toBe("/contact/site-survey");
    for (const title of ["AI-Powered Detection", "24/7 Monitoring", "Seamless Integration"])
      expect(await hero.getByText(title, { exact: true }).count()).toBe(1);
    expect(await hero.getByRole("img").count()).toBeGreaterThanOrEqual(1);
    await close();
  });

  it("'Future of Security': six cards with three facts each, figures as figures and words as points", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "The Future of Security" });
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Advanced Surveillance",
      "Smart Protection",
      "Connected Ecosystem",
      "K2 AI Platform",
      "Zero-Trust Security",
      "Instant Response",
    ]);
    const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    expect(await cards.count()).toBe(6);
    for (let i = 0; i < 6; i++) expect(await cards.nth(i).locator("dd, li").count()).toBe(3);
    // Issue 26: no proof figure outside the settings ("1M+" devices, "99.9%" uptime); the reply time is the settings' one.
    expect(await section.locator("dd").allTextContents()).toEqual(["4K", "24/7", "360°", "15 min", "24 hours", "24/7"]);
    expect(await section.getByText("1M+").count()).toBe(0);
    await close();
  });

  it("about: mission, vision and the home page's figures (since 2008)", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "About", exact: true });
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Our Mission", "Our Vision"]);
    expect(await section.getByText("Since 2008", { exact: false }).count()).toBeGreaterThan(0);
    // The years are counted from the configured founding facts to this year (docs/decisions/081).
    const years = `${yearsSince(defaultSiteConfig.founding.engineersSince, defaultSiteConfig.founding)}+`;
    for (const figure of ["500+", years, "50+", "200+"]) expect(await section.getByText(figure, { exact: true }).count()).toBe(1);
    await close();
  });

  it("products: two sections, the first two products of each priced from the configurator table", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "Security Products" });
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Surveillance & Access Control",
      "Smart Building & Networking",
    ]);
    expect(await section.getByRole("heading", { level: 4 }).count()).toBe(4);
    expect(await section.getByText("From SAR 899 / camera").count()).toBe(1);
    expect(await section.getByText("From SAR 1,299 / unit").count()).toBe(1);
    await close();
  });

  it("projects: three projects with status, stats, and the achievements and awards rows", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "Our Projects" });
    const projects = section.getByRole("article");
    expect(await projects.count()).toBe(3);
    for (let i = 0; i < 3; i++) {
      const project = projects.nth(i);
      expect(["Completed", "Ongoing"]).toContain(await project.locator("[data-status]").textContent());
      expect(await project.locator("dd").count()).toBeGreaterThan(0);
      expect(await project.getByRole("img").count()).toBe(1);
      expect(await project.getByText(/^20\d\d$/).count()).toBe(1);
    }
    expect(await section.locator('[data-status="Ongoing"]').count()).toBe(1);
    for (const claim of ["200+", "500+", "50+", "99.8%"]) expect(await section.getByText(claim, { exact: true }).count()).toBe(1);
    for (const dropped of ["1M+", "Countries", "Devices"]) expect(await section.getByText(dropped, { exact: true }).count()).toBe(0);
    expect(await section.getByText("ISO 27001 Certified").count()).toBe(1);
    await close();
  });

  it("technology: four feature cards, collect / AI processing / response, demo and specification", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "Technology That Thinks Ahead" });
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "AI Video Analytics",
      "Edge Computing",
      "Cloud Management",
      "Cyber-Hardened Devices",
      "How the platform works",
    ]);
    expect(await section.getByRole("heading", { level: 4 }).allTextContents()).toEqual(["Collect", "AI Processing", "Response"]);
    expect(await section.getByRole("link", { name: /Request Technology Demo/ }).getAttribute("href")).toBe(
      "/contact/get-quote?topic=technology-demo",
    );
    expect(await section.getByRole("link", { name: "Download Specification" }).getAttribute("href")).toBe("/specification/technology");
    await close();
  });

  it("contact: info cards with the configured facts, and the form's labelled fields", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "Contact Us" });
    expect(await section.getByRole("heading", { level: 3 }).allTextContents()).toEqual([
      "Call Us",
      "Email Us",
      "WhatsApp",
      "Business Hours",
      "Visit Us",
      "Emergency Support",
      "Send Us a Message",
    ]);
    // The info cards (the form's own call link is tested in tests/e2e/forms-phone-first.test.ts).
    const cards = section.getByRole("list").first();
    expect(await cards.getByRole("link", { name: "+966 11 000 0000" }).getAttribute("href")).toBe("tel:+966110000000");
    expect(await cards.getByRole("link", { name: "+966 50 000 0000" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/966500000000\?text=Hello/,
    );
    expect(await section.getByText("Sunday to Thursday 8AM-6PM, Saturday 9AM-3PM").count()).toBeGreaterThan(0);
    for (const label of [
      "Full Name",
      "Email Address",
      "Company",
      "Phone Number",
      "Service Interested In",
      "Message",
      "I agree to the privacy policy and terms of service",
    ]) {
      expect(await section.getByLabel(label).count(), label).toBe(1);
    }
    expect(await section.getByLabel("Email Address").getAttribute("type")).toBe("email");
    expect(await section.getByLabel("Full Name").getAttribute("autocomplete")).toBe("name");
    expect(await section.getByLabel("Phone Number").getAttribute("autocomplete")).toBe("tel");
    expect(await section.getByLabel("Company").getAttribute("autocomplete")).toBe("organization");
    expect(await section.getByLabel("Service Interested In").locator("option").allTextContents()).toEqual([
      "Select a service",
      "Security Assessment",
      "CCTV Installation",
      "Access Control",
      "Smart Home Security",
      "Enterprise Solutions",
      "Maintenance Support",
      "Other",
    ]);
    expect(await section.locator('form[method="post"]').count()).toBe(1);
    await close();
  });

  it("has no dead button: every link in the page body leads to a page that answers 200", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const hrefs = await page
      .getByRole("main")
      .locator("a[href]")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    const targets = [...new Set(hrefs.filter((href) => href.startsWith("/")).map((href) => href.split("#")[0]!.split("?")[0]!))];
    expect(targets.length).toBeGreaterThanOrEqual(8);
    for (const target of targets) {
      const response = await page.request.get(target);
      expect(response.status(), target).toBe(200);
    }
    await close();
  });
});

describe("services section", () => {
  const learnMore = [
    ["Advanced CCTV Systems", "/services/smart-surveillance"],
    ["Access Control Systems", "/services/access-control"],
    ["Smart Home Security", "/services/intruder-alarms"],
    ["Enterprise Solutions", "/services/smart-network"],
  ] as const;

  it("selects exactly one card, the first by default, and changes features, Learn More, image and caption by mouse", async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    const section = page.getByRole("region", { name: "Our Services" });
    const group = section.getByRole("group", { name: "Choose a service" });
    expect(await group.getByRole("radio").count()).toBe(4);
    expect(await group.getByRole("radio", { checked: true }).count()).toBe(1);
    expect(await group.getByRole("radio", { name: /Advanced CCTV Systems/ }).isChecked()).toBe(true);
    for (const [title, href] of learnMore) {
      await group.getByText(title, { exact: true }).click();
      expect(await group.getByRole("radio", { name: new RegExp(title) }).isChecked()).toBe(true);
      expect(await group.getByRole("radio", { checked: true }).count()).toBe(1);
      const link = section.getByRole("link", { name: `Learn More about ${title}` });
      expect(await link.count()).toBe(1);
      expect(await link.getAttribute("href")).toBe(href);
      const selected = section.locator('li[data-selected="true"]');
      expect(await selected.getByRole("listitem").count()).toBe(4);
      expect(await section.locator("figcaption").textContent()).toContain(title);
      expect(await section.locator("figure").getByRole("img").count()).toBe(1);
    }
    expect(await section.getByRole("link", { name: /Request Free Assessment/ }).getAttribute("href")).toBe(
      "/contact/get-quote?topic=security-assessment",
    );
    expect(await section.getByRole("link", { name: "View All Services" }).getAttribute("href")).toBe("/services");
    expect(errors).toEqual([]);
    await close();
  });

  it("is a single choice by keyboard: arrow keys move the selection", async () => {
    const { page, close } = await openPage(browser);
    await gotoHome(page);
    const group = page.getByRole("group", { name: "Choose a service" });
    await group.getByRole("radio", { name: /Advanced CCTV Systems/ }).focus();
    await page.keyboard.press("ArrowDown");
    expect(await group.getByRole("radio", { name: /Access Control Systems/ }).isChecked()).toBe(true);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await group.getByRole("radio", { name: /Enterprise Solutions/ }).isChecked()).toBe(true);
    expect(await page.getByRole("link", { name: "Learn More about Enterprise Solutions" }).count()).toBe(1);
    await page.keyboard.press("ArrowUp");
    expect(await group.getByRole("radio", { name: /Smart Home Security/ }).isChecked()).toBe(true);
    // Tab leaves the group for the selected card's Learn More link.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain("Learn More");
    await close();
  });
});

describe("printable pages behind the Download buttons", () => {
  it.each([
    [
      "Download Brochure",
      "/brochure/virtual-tour",
      "Virtual Tour Brochure",
      ["Central Control Room", "Perimeter Security", "Secure Server Room", "Smart Office"],
    ],
    [
      "Download Roadmap",
      "/roadmap/vision-2030",
      "Vision 2030 Roadmap",
      ["2017: Foundation", "2025: AI Revolution", "2030: Vision Realized"],
    ],
    [
      "Download Specification",
      "/specification/technology",
      "Technology Specification",
      ["Platform capabilities", "Equipment and starting prices"],
    ],
  ])("%s opens %s with its content and a print button", async (label, path, title, texts) => {
    const { page, errors, close } = await openPage(browser);
    await gotoHome(page);
    await page.getByRole("link", { name: label }).click();
    await page.waitForURL(`**${path}`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    for (const text of texts) expect(await page.getByRole("heading", { name: text }).count(), text).toBe(1);
    expect(await page.getByRole("button", { name: "Print or save as PDF" }).count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("lists every price of the configurator table in the specification", async () => {
    const { page, close } = await openPage(browser);
    await page.goto("/specification/technology");
    const table = page.getByRole("table");
    expect(await table.locator("tbody tr").count()).toBe(12);
    expect(await table.getByText("SAR 1,299 per unit").count()).toBe(1);
    await close();
  });
});
