import { describe, expect, it } from "vitest";
import { aboutHowItWorks as aboutHowItWorksBoth } from "~/content/about";
import { configuratorWording } from "~/content/configurator";
import { allFaqs as allFaqsBoth, faqGroups as faqGroupsBoth, faqsOfService } from "~/content/faqs";
import { contactSection as contactRecord } from "~/content/home/contact";
import { findPage, isIndexable } from "~/content/pages";
import { serviceRecords } from "~/content/services";
import { listPrice } from "~/content/list-prices";
import { defaultSiteConfig, fillSiteFactsIn } from "~/content/site";

// The FAQs restate facts that other content states first: each test ties an answer to its source, so a change
// on one side without the other fails here. The records' English is checked against the English content.

// As the pages show them: with the site's facts ({replyTime}) filled in.
const [allFaqs, faqGroups, aboutHowItWorks] = [
  fillSiteFactsIn(allFaqsBoth.en, defaultSiteConfig),
  faqGroupsBoth.en,
  aboutHowItWorksBoth.en,
];

const contactSection = fillSiteFactsIn(contactRecord.en, defaultSiteConfig);
const { businessHours } = contactSection;
const { includedWithQuote, confirmation: quoteConfirmationMessage } = fillSiteFactsIn(configuratorWording.en, defaultSiteConfig);

const answerOf = (id: string) => {
  const faq = allFaqs.find((entry) => entry.id === id);
  if (!faq) throw new Error(`missing FAQ ${id}`);
  return faq.answer;
};
const service = (slug: string) => {
  const record = serviceRecords.en.find((entry) => entry.slug === slug);
  if (!record) throw new Error(`missing service ${slug}`);
  return record;
};
const timeRanges = (text: string) => [...text.matchAll(/\d+AM-\d+PM/g)].map((match) => match[0]);
const promises = (text: string) => [...text.matchAll(/within (\d+ (?:minutes|hours))/g)].map((match) => match[1]);

describe("FAQs", () => {
  it("is a real, indexable page with its own template", () => {
    const page = findPage("/resources/faqs");
    expect(page?.template).toBe("faqs");
    expect(page && isIndexable(page)).toBe(true);
  });

  it("has unique question ids and non-empty questions and answers", () => {
    expect(new Set(allFaqs.map((faq) => faq.id)).size).toBe(allFaqs.length);
    for (const group of faqGroups) expect(group.items.length).toBeGreaterThan(0);
    for (const faq of allFaqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(20);
    }
    for (const faq of allFaqsBoth.ar) expect(faq.question).toMatch(/؟$/);
  });

  it("has every question in Arabic, in the same topic and place", () => {
    const neutral = ({ id, group, order, services }: (typeof allFaqs)[number]) => ({ id, group, order, services });
    expect(allFaqsBoth.ar.map(neutral)).toEqual(allFaqs.map(neutral));
    expect(faqGroupsBoth.ar.map((group) => group.id)).toEqual(faqGroups.map((group) => group.id));
    for (const faq of allFaqsBoth.ar) expect(`${faq.question} ${faq.answer}`).toMatch(/[\u0600-\u06ff]/);
  });
});

describe("FAQ answers agree with the rest of the site", () => {
  it("gives the business hours the contact section shows", () => {
    expect(timeRanges(answerOf("business-hours"))).toEqual(timeRanges(businessHours));
    expect(timeRanges(businessHours).length).toBeGreaterThan(0);
  });

  it("promises only the response times the contact section and the quote confirmation promise", () => {
    const sitePromises = new Set(promises(JSON.stringify(contactSection) + quoteConfirmationMessage));
    const faqPromises = allFaqs.flatMap((faq) => promises(faq.answer));
    expect(faqPromises.length).toBeGreaterThanOrEqual(3);
    for (const promise of faqPromises) expect(sitePromises).toContain(promise);
  });

  it("gives the installation time of How It Works and of the surveillance service", () => {
    const weeks = aboutHowItWorks.timeline.summary.match(/\d+–\d+ weeks/)?.[0];
    expect(weeks).toBeDefined();
    expect(answerOf("installation-time")).toContain(weeks);
    for (const phase of aboutHowItWorks.timeline.phases)
      if (phase.duration !== "Ongoing") expect(answerOf("installation-time")).toContain(phase.duration);
    const installation = service("smart-surveillance").claims?.find((claim) => claim.label === "Installation")?.value;
    expect(installation).toBeDefined();
    expect(answerOf("surveillance-installation-time")).toContain(installation);
  });

  it("lists everything a quote includes", () => {
    for (const item of includedWithQuote) expect(answerOf("quote-includes").toLowerCase()).toContain(item.toLowerCase());
  });

  it("gives each attendance package its price and warranty", () => {
    const packages = service("attendance-management").packages?.items ?? [];
    expect(packages.length).toBeGreaterThan(0);
    for (const pkg of packages) {
      expect(answerOf("attendance-prices")).toContain(`${pkg.name} ${listPrice(pkg.price).sar}`);
      const warranty = pkg.features.find((feature) => /warranty/i.test(feature))?.match(/^(\d+-year \w+ warranty)/i)?.[1];
      expect(warranty).toBeDefined();
      expect(answerOf("attendance-warranty")).toMatch(new RegExp(`${pkg.name}[^,.]* ${warranty}`));
    }
  });

  it("gives each camera type its from-price", () => {
    const cameras = service("smart-surveillance").cameraTypes?.items ?? [];
    expect(cameras.length).toBeGreaterThan(0);
    for (const camera of cameras) {
      const kind = camera.type.replace(/ Cameras$/, "");
      expect(answerOf("camera-prices").toLowerCase()).toContain(`${listPrice(camera.priceFrom).sar} for ${kind} cameras`.toLowerCase());
    }
  });

  it("quotes no price that no service states, and none in dollars or halalas (issue 26)", () => {
    const prices = new Set(
      serviceRecords.en.flatMap((s) => [
        ...(s.packages?.items.map((p) => listPrice(p.price).sar) ?? []),
        ...(s.cameraTypes?.items.map((c) => listPrice(c.priceFrom).sar) ?? []),
      ]),
    );
    const answers = [...allFaqs, ...allFaqsBoth.ar].map((faq) => faq.answer);
    for (const [price] of allFaqs.flatMap((faq) => [...faq.answer.matchAll(/SAR \d[\d,]*\d/g)])) expect(prices).toContain(price);
    for (const answer of answers) expect(answer).not.toMatch(/\$|US\$|دولار|\d+\.\d\d/);
  });
});

describe("FAQs on service pages", () => {
  it("lists on a service page the questions that name its service, in page order, in both languages", () => {
    expect(faqsOfService("smart-surveillance").en.map((faq) => faq.id)).toEqual(["surveillance-installation-time", "camera-prices"]);
    expect(faqsOfService("attendance-management").ar.map((faq) => faq.id)).toEqual(["attendance-warranty", "attendance-prices"]);
    expect(faqsOfService("access-control").en).toEqual([]);
    for (const service of serviceRecords.en) for (const faq of faqsOfService(service.slug).ar) expect(allFaqsBoth.ar).toContain(faq);
  });
});
