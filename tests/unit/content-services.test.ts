import { describe, expect, it } from "vitest";
import { icons } from "~/ui/icons";
import { industries } from "~/content/industries";
import { findPage } from "~/content/pages";
import { formatUsd, serviceByPath, services } from "~/content/services";
import { quoteHref } from "~/content/cta-links";
import { servicePath } from "~/content/service-index";

const bySlug = (slug: string) => {
  const service = services.find((s) => s.slug === slug);
  if (!service) throw new Error(`missing service ${slug}`);
  return service;
};

describe("service records", () => {
  it("has the twelve services of the route table, each a registry page rendered by the service template", () => {
    expect(services.map((s) => s.slug).sort()).toEqual(
      [
        "landline-telephone",
        "attendance-management",
        "dashcam-protection",
        "automated-entrance",
        "parking-security",
        "pos-payments",
        "public-address",
        "intruder-alarms",
        "access-control",
        "video-intercom",
        "smart-network",
        "smart-surveillance",
      ].sort(),
    );
    for (const service of services) {
      const page = findPage(servicePath(service));
      expect(page?.template).toBe("service");
      expect(page?.comingSoon).toBeUndefined();
      expect(serviceByPath(servicePath(service))).toBe(service);
    }
    expect(() => serviceByPath("/services/unknown")).toThrow();
  });

  it.each(services.map((s) => [s.slug, s] as const))("%s has every common section", (_slug, service) => {
    expect(service.overview.heading).not.toBe("");
    expect(service.overview.paragraphs.length).toBeGreaterThanOrEqual(1);
    expect(service.overview.image.topic).not.toBe("");
    expect(service.overview.image.alt).not.toBe("");
    expect(service.cta.quote).not.toBe("");
    expect(service.cta.contact).not.toBe("");
    expect(service.features.items.length).toBeGreaterThanOrEqual(4);
    expect(service.features.items.length).toBeLessThanOrEqual(6);
    expect(service.benefits.items.length).toBeGreaterThanOrEqual(4);
    expect(service.description.length).toBeLessThan(160);
    for (const item of [...service.features.items, ...(service.methods?.items ?? [])]) {
      expect(Object.keys(icons)).toContain(item.icon);
      expect(item.title).not.toBe("");
      expect(item.description).not.toBe("");
    }
    expect(new Set(service.features.items.map((item) => item.title)).size).toBe(service.features.items.length);
  });

  it("builds the quote link with the service as the topic", () => {
    expect(quoteHref("access-control")).toBe("/contact/get-quote?topic=access-control");
  });

  it("formats dollar prices as the spec writes them", () => {
    expect(formatUsd(299)).toBe("$299");
    expect(formatUsd(100000)).toBe("$100,000");
  });
});

describe("attendance management (SPEC §9)", () => {
  const attendance = bySlug("attendance-management");

  it("has the three packages per device with the spec's prices and feature lists", () => {
    expect(attendance.packages?.items).toEqual([
      {
        name: "Basic",
        price: 299,
        period: "per device",
        features: ["Fingerprint Scanner", "Basic Reporting", "Up to 1,000 Employees", "Email Support", "1-Year Warranty"],
      },
      {
        name: "Professional",
        price: 599,
        period: "per device",
        popular: true,
        features: ["Fingerprint + Face Recognition", "Advanced Analytics", "Up to 5,000 Employees", "Mobile App", "Priority Support", "3-Year Warranty"],
      },
      {
        name: "Enterprise",
        price: 999,
        period: "per device",
        features: ["Multi-Biometric", "Custom Integrations", "Unlimited Employees", "24/7 Support", "On-site Installation", "5-Year Warranty"],
      },
    ]);
    expect(attendance.packages?.items.filter((p) => p.popular).map((p) => p.name)).toEqual(["Professional"]);
  });

  it("makes the spec's three claims", () => {
    expect(attendance.claims).toEqual([
      { value: "99.9%", label: "Accuracy" },
      { value: "Up to 15%", label: "Cost Reduction" },
      { value: "50K+", label: "Employees Tracked" },
    ]);
  });
});

describe("access control (SPEC §2, §9)", () => {
  const access = bySlug("access-control");

  it("has the four methods: biometric, card-based, PIN and code, mobile", () => {
    expect(access.methods?.items.map((m) => m.title)).toEqual(["Biometric Access", "Card-Based Access", "PIN & Code Access", "Mobile Access"]);
  });

  it("has the spec's specifications", () => {
    expect(access.specifications?.items.map((s) => s.value)).toEqual([
      "Up to 100,000 users",
      "Unlimited doors",
      "Under 1 second",
      "100,000+ events",
      "3-year warranty",
    ]);
  });

  it("lists industries, linking only to industry pages that exist", () => {
    const items = access.industriesServed?.items ?? [];
    expect(items.length).toBeGreaterThanOrEqual(4);
    const slugs = industries.map((i) => i.slug);
    for (const item of items) if (item.industry) expect(slugs).toContain(item.industry);
  });
});

describe("smart surveillance (SPEC §2, §9)", () => {
  const surveillance = bySlug("smart-surveillance");

  it("has six features", () => {
    expect(surveillance.features.items).toHaveLength(6);
  });

  it("has the four camera types with their from-prices", () => {
    expect(surveillance.cameraTypes?.items.map((c) => [c.type, c.priceFrom])).toEqual([
      ["Dome Cameras", 299],
      ["Bullet Cameras", 249],
      ["PTZ Cameras", 899],
      ["Wireless Cameras", 199],
    ]);
  });

  it("states installation in 24-48 hours and the 5-year warranty", () => {
    expect(surveillance.claims).toEqual([
      { value: "24-48 hours", label: "Installation" },
      { value: "5-year", label: "Warranty" },
    ]);
    expect(surveillance.benefits.items.length).toBeGreaterThanOrEqual(4);
  });
});

describe("the nine services the spec leaves as 'Coming soon'", () => {
  const detailed = ["attendance-management", "access-control", "smart-surveillance"];
  const others = services.filter((s) => !detailed.includes(s.slug));

  it("are nine", () => {
    expect(others).toHaveLength(9);
  });

  it.each(others.map((s) => [s.slug, s] as const))("%s invents no prices, figures or spec-only sections", (_slug, service) => {
    expect(service.claims).toBeUndefined();
    expect(service.packages).toBeUndefined();
    expect(service.cameraTypes).toBeUndefined();
    expect(service.specifications).toBeUndefined();
    const text = JSON.stringify(service);
    expect(text).not.toMatch(/\$\s?\d/);
    expect(text).not.toMatch(/\d+\s?%/);
    expect(text).not.toMatch(/ISO|certified/i);
  });
});
