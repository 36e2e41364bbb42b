import { describe, expect, it } from "vitest";
import { quoteHref } from "~/content/cta-links";
import { iconNames } from "~/content/icons";
import { industryRecords } from "~/content/industries";
import { listPrice } from "~/content/list-prices";
import { warranties } from "~/content/warranties";
import { markdownBlocks } from "~/content/markdown";
import { pages } from "~/content/pages";
import { serviceIndex, servicePath } from "~/content/service-index";
import { serviceByPath, serviceRecords, type ServiceRecord } from "~/content/services";

// The service records as loaded from content/services/ and the pages' records (content/pages/services-*.yaml).
const services = serviceRecords.en;
/** Every record in both languages, for what holds in each: "slug (ar)". */
const inBothLanguages = (["en", "ar"] as const).flatMap((locale) =>
  serviceRecords[locale].map((s) => [`${s.slug} (${locale})`, s] as const),
);

/** Every price a record states in its priced sections (packages, camera types), in dollars. */
const pricesOf = (service: ServiceRecord) => [
  ...(service.packages?.items.map((p) => p.price) ?? []),
  ...(service.cameraTypes?.items.map((c) => c.priceFrom) ?? []),
];

/** The record's text outside the sections that may hold figures (prices, claims, specifications). */
const proseOf = ({ packages: _p, cameraTypes: _c, claims: _cl, specifications: _s, ...prose }: ServiceRecord) => JSON.stringify(prose);

describe("service records", () => {
  it("are exactly the registry's service pages, each rendered by the service template", () => {
    const servicePages = pages.filter((page) => page.template === "service").map((page) => page.path);
    expect(services.map(servicePath).sort()).toEqual(servicePages.sort());
    expect(serviceIndex.map(servicePath).sort()).toEqual(servicePages.sort());
    expect(serviceRecords.ar.map(servicePath)).toEqual(services.map(servicePath));
    for (const [index, service] of services.entries()) {
      expect(serviceByPath(servicePath(service))).toEqual({ en: service, ar: serviceRecords.ar[index] });
    }
    expect(() => serviceByPath("/services/unknown")).toThrow();
  });

  it("have unique slugs and titles", () => {
    expect(new Set(services.map((s) => s.slug)).size).toBe(services.length);
    for (const locale of ["en", "ar"] as const) expect(new Set(serviceRecords[locale].map((s) => s.title)).size).toBe(services.length);
  });

  it.each(inBothLanguages)("%s has every common section", (_slug, service) => {
    expect(service.overview.heading).not.toBe("");
    expect(markdownBlocks(service.overview.body).length).toBeGreaterThanOrEqual(1);
    expect(service.overview.image.topic).not.toBe("");
    expect(service.overview.image.alt).not.toBe("");
    expect(service.cta.quote).not.toBe("");
    expect(service.cta.contact).not.toBe("");
    expect(service.features.items.length).toBeGreaterThanOrEqual(4);
    expect(service.features.items.length).toBeLessThanOrEqual(6);
    expect(service.benefits.items.length).toBeGreaterThanOrEqual(4);
    expect(service.description.length).toBeLessThan(160);
    for (const item of [...service.features.items, ...(service.methods?.items ?? [])]) {
      expect(iconNames).toContain(item.icon);
      expect(item.title).not.toBe("");
      expect(item.description).not.toBe("");
    }
    expect(new Set(service.features.items.map((item) => item.title)).size).toBe(service.features.items.length);
    for (const claim of service.claims ?? []) expect([claim.value.trim(), claim.label.trim()]).not.toContain("");
  });

  it.each(inBothLanguages.filter(([, s]) => s.packages).map(([name, s]) => [name, s.packages!.items] as const))(
    "%s: packages in rising price order, exactly one marked popular, each with features",
    (_slug, packages) => {
      const prices = packages.map((p) => p.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const price of prices) expect(Number.isInteger(price) && price > 0).toBe(true);
      expect(packages.filter((p) => p.popular)).toHaveLength(1);
      for (const pkg of packages) expect(pkg.features.length).toBeGreaterThan(0);
    },
  );

  it.each(services.map((s) => [s.slug, s] as const))(
    "%s states a dollar figure only as the 'from' price of its priced sections",
    (_slug, service) => {
      const figures = [...proseOf(service).matchAll(/(from )?\$(\d[\d,]*)/g)];
      const prices = pricesOf(service);
      for (const [figure, from, amount] of figures) {
        expect(from, figure).toBe("from ");
        expect(Number(amount!.replace(/,/g, ""))).toBe(Math.min(...prices));
      }
    },
  );

  it.each(services.filter((s) => !s.claims && !s.specifications).map((s) => [s.slug, s] as const))(
    "%s claims no percentage or certification of its own",
    (_slug, service) => {
      expect(proseOf(service)).not.toMatch(/\d+\s?%/);
      expect(proseOf(service)).not.toMatch(/ISO|certified/i);
    },
  );

  it("links served industries only to industry pages that exist", () => {
    const slugs = new Set(industryRecords.en.map((i) => i.slug));
    for (const [, service] of inBothLanguages)
      for (const item of service.industriesServed?.items ?? []) if (item.industry) expect(slugs).toContain(item.industry);
  });

  it("builds the quote link with the service as the topic", () => {
    expect(quoteHref("access-control")).toBe("/contact/get-quote?topic=access-control");
  });

  it("shows the spec's dollar list prices in whole riyals including 15% VAT, at the 3.75 peg, with no dollars (issue 26)", () => {
    expect(listPrice(299)).toEqual({ sar: "SAR 1,289", vat: "incl. 15% VAT" });
    expect([199, 249, 599, 899, 999].map((usd) => listPrice(usd).sar)).toEqual([
      "SAR 858",
      "SAR 1,074",
      "SAR 2,583",
      "SAR 3,877",
      "SAR 4,308",
    ]);
  });

  it("writes the same prices on Arabic pages with the riyal sign after a no-break space", () => {
    expect(listPrice(299, "ar")).toEqual({ sar: "1,289\u00a0ر.س", vat: "شاملاً ضريبة القيمة المضافة 15%" });
  });

  it("names each warranty with its one text (content/pricing/warranties.yaml), in each language", () => {
    for (const locale of ["en", "ar"] as const) {
      const { installation, equipment, package: packageWarranty } = warranties[locale];
      const attendance = serviceRecords[locale].find((s) => s.slug === "attendance-management")!;
      expect(attendance.packages!.items.map((p) => p.features.at(-1))).toEqual([installation, equipment, packageWarranty]);
      const surveillance = serviceRecords[locale].find((s) => s.slug === "smart-surveillance")!;
      expect(surveillance.benefits.items).toContain(packageWarranty);
      expect(JSON.stringify(serviceRecords[locale])).not.toMatch(/\{\w+\}/);
    }
    // One term for the package warranty (docs/arabic-glossary.md), wherever the service pages name it.
    expect(warranties.ar.package).toBe("ضمان شامل لمدة 5 سنوات");
    expect(JSON.stringify(serviceRecords.ar)).not.toContain("ضمان الباقة");
    // The description names the package warranty by its term; its period is the warranties record's alone (issue 26).
    expect(serviceRecords.ar.find((s) => s.slug === "smart-surveillance")!.description).toContain("ضمان شامل");
  });
});

// SPEC §9 fixes these prices; the FAQ and the service index quote them (tests/unit/content-faqs.test.ts).
describe("the spec's prices", () => {
  const bySlug = (slug: string) => services.find((s) => s.slug === slug);

  it("attendance management: three packages per device", () => {
    expect(bySlug("attendance-management")?.packages?.items.map((p) => [p.name, p.price, p.period])).toEqual([
      ["Basic", 299, "per device"],
      ["Professional", 599, "per device"],
      ["Enterprise", 999, "per device"],
    ]);
  });

  it("smart surveillance: four camera types with their from-prices", () => {
    expect(bySlug("smart-surveillance")?.cameraTypes?.items.map((c) => c.priceFrom)).toEqual([299, 249, 899, 199]);
  });
});
