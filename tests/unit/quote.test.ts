import { describe, expect, it } from "vitest";
import { configuratorWording } from "~/content/configurator";
import { VAT_RATE } from "~/content/prices";
import { formatPercent } from "~/i18n/format";
import { i18nFor } from "~/i18n/messages.server";
import { buildingMultiplier, itemPrice } from "~/quote-model/price-table";
import { buildQuoteDraft, estimateQuote, includedVat, type Configuration } from "~/quote-model/quote";
import { validateQuote } from "~/leads/schemas/quote";

// SPEC §9: estimated total = sum of (quantity x price) x building multiplier. The names are the configurator's
// records (content/configurator/), the prices and multipliers app/quote-model/price-table.ts.
const issueExample: Configuration = { cctv: { cameras: 2, nvr: 1, storage: 3 } };
const en = configuratorWording.en;
const ar = configuratorWording.ar;

describe("price table (SPEC §9)", () => {
  it("has the twelve items with their exact prices and units, in four categories", () => {
    const rows = en.categories.flatMap((category) =>
      category.items.map((item) => [category.label, item.name, itemPrice(item.id), item.unit]),
    );
    expect(rows).toEqual([
      ["CCTV", "4K Security Cameras", 899, "camera"],
      ["CCTV", "Network Video Recorder", 1299, "unit"],
      ["CCTV", "Storage", 199, "TB"],
      ["Access", "Biometric Readers", 599, "reader"],
      ["Access", "Access Controllers", 799, "controller"],
      ["Access", "Access Cards", 25, "card"],
      ["Smart", "Smart Sensors", 149, "sensor"],
      ["Smart", "Automation Hub", 399, "hub"],
      ["Smart", "System Integration", 299, "license"],
      ["Networking", "PoE Switches", 449, "switch"],
      ["Networking", "Security Routers", 349, "router"],
      ["Networking", "WiFi Access Points", 199, "AP"],
    ]);
  });

  it("has the four building types with their multipliers, Residential first", () => {
    expect(en.buildingTypes.map((type) => [type.id, type.name, buildingMultiplier(type.id)])).toEqual([
      ["home", "Residential", 1],
      ["office", "Small Office", 1.2],
      ["enterprise", "Enterprise", 1.5],
      ["industrial", "Industrial", 1.8],
    ]);
  });

  it("lists what a quote includes and the confirmation message", () => {
    // The warranty as the warranties record words it; the reply time by its token, filled from the settings.
    expect(en.includedWithQuote).toEqual([
      "Professional installation",
      "1-year installation warranty",
      "24/7 technical support",
      "System training",
    ]);
    expect(en.confirmation).toBe("Quote generated! Our team will contact you within {replyTime} on working days.");
  });

  it("names the same items and building types in Arabic, with the reviewer's terms (issue 24)", () => {
    const ids = (wording: typeof en) => wording.categories.map((category) => [category.id, category.items.map((item) => item.id)]);
    expect(ids(ar)).toEqual(ids(en));
    expect(ar.categories[0]!.label).toBe("كاميرات المراقبة");
    expect(ar.buildingTypes.map((type) => type.name)).toEqual(["سكني", "مكتب صغير", "منشأة كبرى", "صناعي"]);
    expect(ar.includedWithQuote).toHaveLength(en.includedWithQuote.length);
  });
});

describe("VAT (decision 085: the prices include it)", () => {
  it("shows the 15% the total already holds, without changing the total", () => {
    const estimate = estimateQuote("enterprise", issueExample, en);
    expect(estimate.total).toBe(5541);
    expect(estimate.vat).toBe(723); // 5541 x 15 / 115 = 722.7
    expect(includedVat(115)).toBe(15);
    expect(estimateQuote("home", {}, en).vat).toBe(0);
    expect(formatPercent(VAT_RATE)).toBe("15%");
    expect(en.buildingTypes.map((type) => formatPercent(buildingMultiplier(type.id) - 1))).toEqual(["0%", "20%", "50%", "80%"]);
  });
});

describe("the estimate's texts (issue 24)", () => {
  it("count the items with each Arabic plural form agreeing with its noun", () => {
    const count = (locale: "en" | "ar", n: number) => i18nFor(locale)._("configurator.itemCount", { count: n });
    expect([1, 2, 1250].map((n) => count("en", n))).toEqual(["1 item", "2 items", "1,250 items"]);
    expect([0, 1, 2, 3, 10, 11, 99, 100, 1250].map((n) => count("ar", n))).toEqual([
      "لا بنود",
      "بند واحد",
      "بندان",
      "3 بنود",
      "10 بنود",
      "11 بنداً",
      "99 بنداً",
      "100 بند",
      "1,250 بنداً",
    ]);
  });

  it("name the VAT share of a total as the reviewer wrote it", () => {
    const percent = formatPercent(VAT_RATE, "ar");
    expect(i18nFor("ar")._("configurator.vatIncluded", { percent })).toBe(`منها ضريبة القيمة المضافة (${percent})`);
  });
});

describe("estimateQuote", () => {
  it("is zero with nothing chosen", () => {
    const estimate = estimateQuote("home", {}, en);
    expect([estimate.total, estimate.itemCount, estimate.lines]).toEqual([0, 0, []]);
  });

  it.each([
    ["home", "Residential", 3694],
    ["office", "Small Office", 4433], // 3694 x 1.2 = 4432.8
    ["enterprise", "Enterprise", 5541], // the issue's example
    ["industrial", "Industrial", 6649], // 3694 x 1.8 = 6649.2
  ] as const)("applies the %s multiplier (%s)", (id, name, total) => {
    const estimate = estimateQuote(id, issueExample, en);
    expect(estimate.subtotal).toBe(2 * 899 + 1299 + 3 * 199);
    expect(estimate.buildingName).toBe(name);
    expect(estimate.total).toBe(total);
    expect(estimate.itemCount).toBe(6);
  });

  it("sums items across all four categories", () => {
    const configuration: Configuration = {
      cctv: { cameras: 1 },
      access: { biometric: 2, controllers: 1, cards: 40 },
      smart: { sensors: 3, hub: 1, integration: 1 },
      networking: { switches: 1, routers: 1, wifi: 2 },
    };
    const subtotal = 899 + 2 * 599 + 799 + 40 * 25 + 3 * 149 + 399 + 299 + 449 + 349 + 2 * 199;
    expect(estimateQuote("home", configuration, en).total).toBe(subtotal);
    expect(estimateQuote("home", configuration, en).itemCount).toBe(53);
    expect(estimateQuote("office", configuration, en).total).toBe(Math.round(subtotal * 1.2));
  });

  it("rounds to whole riyals, half up, without floating-point drift", () => {
    expect(estimateQuote("enterprise", { access: { cards: 1 } }, en).total).toBe(38); // 37.5
    expect(estimateQuote("enterprise", { smart: { sensors: 1 } }, en).total).toBe(224); // 223.5
    expect(estimateQuote("office", { smart: { sensors: 1 } }, en).total).toBe(179); // 178.8
    expect(estimateQuote("office", { access: { cards: 1 } }, en).total).toBe(30); // 25 x 1.2 = 30.000000000000004
    expect(estimateQuote("industrial", { smart: { sensors: 1 } }, en).total).toBe(268); // 268.2
    expect(estimateQuote("industrial", { networking: { routers: 3 } }, en).total).toBe(1885); // 1884.6
  });

  it("ignores zero quantities and lists the chosen lines in table order", () => {
    const estimate = estimateQuote("home", { networking: { wifi: 1, switches: 0 }, cctv: { storage: 2 } }, en);
    expect(estimate.lines.map((line) => [line.item, line.quantity, line.subtotal])).toEqual([
      ["storage", 2, 398],
      ["wifi", 1, 199],
    ]);
  });

  it("names the lines and the building type in the wording's language", () => {
    const estimate = estimateQuote("enterprise", issueExample, ar);
    expect(estimate.buildingName).toBe("منشأة كبرى");
    expect(estimate.lines.map((line) => [line.name, line.unit])).toEqual([
      ["كاميرات مراقبة 4K", "كاميرا"],
      ["جهاز تسجيل شبكي (NVR)", "جهاز"],
      ["وحدة تخزين", "تيرابايت"],
    ]);
    expect(estimate.total).toBe(estimateQuote("enterprise", issueExample, en).total);
  });

  it("falls back to Residential for an unknown building type", () => {
    // @ts-expect-error: an id that is not a building type
    expect(estimateQuote("castle", issueExample, en).buildingName).toBe("Residential");
  });
});

describe("buildQuoteDraft (SPEC §3 quote draft)", () => {
  it("holds the building type's name, every item's quantity per category, the total and the date", () => {
    const draft = buildQuoteDraft("enterprise", issueExample, en, new Date("2026-11-02T09:30:00Z"));
    expect(draft).toEqual({
      buildingType: "Enterprise",
      configuration: {
        cctv: { cameras: 2, nvr: 1, storage: 3 },
        access: { biometric: 0, controllers: 0, cards: 0 },
        smart: { sensors: 0, hub: 0, integration: 0 },
        networking: { switches: 0, routers: 0, wifi: 0 },
      },
      total: 5541,
      date: "2026-11-02T09:30:00.000Z",
    });
  });
});

describe("the quote request's contact rule (issue 26: the contact form's, phone first)", () => {
  const request = { name: "Sara", consent: "on", building: "home" };

  it("takes a phone number alone or an email address alone", () => {
    expect(validateQuote({ ...request, phone: "050 123 4567" })).toMatchObject({
      success: true,
      values: { phone: "+966501234567", email: "" },
    });
    expect(validateQuote({ ...request, email: "sara@example.com" })).toMatchObject({
      success: true,
      values: { phone: "", email: "sara@example.com" },
    });
  });

  it("refuses neither, saying so on the phone field in both languages", () => {
    const result = validateQuote(request);
    expect(result).toEqual({ success: false, errors: { phone: "forms.error.contactRequired" } });
    expect(i18nFor("en")._("forms.error.contactRequired")).toBe("Please give a phone number or an email address so we can reach you.");
    expect(i18nFor("ar")._("forms.error.contactRequired")).toBe("يُرجى كتابة رقم الجوال أو البريد الإلكتروني لنتمكن من التواصل معكم.");
  });

  it("keeps the city and the contact preference", () => {
    expect(validateQuote({ ...request, phone: "+966501234567", city: "Riyadh, Al Malqa", contactPreference: "whatsapp" })).toMatchObject({
      success: true,
      values: { city: "Riyadh, Al Malqa", contactPreference: "whatsapp" },
    });
  });
});

describe("the estimate's lines (issue 26)", () => {
  it("add up to the total, the building type's uplift a line of its own", () => {
    const configurations: Configuration[] = [
      issueExample,
      { access: { cards: 1 } },
      { smart: { sensors: 3 }, cctv: { storage: 2 } },
      { cctv: { dome: 4, bullet: 2 }, access: { readers: 2, controllers: 1, cards: 7 } },
    ];
    for (const configuration of configurations)
      for (const { id } of en.buildingTypes) {
        const estimate = estimateQuote(id, configuration, en);
        const lines = estimate.lines.reduce((sum, line) => sum + line.subtotal, 0);
        expect(lines + estimate.uplift).toBe(estimate.total);
        if (estimate.multiplier === 1) expect(estimate.uplift).toBe(0);
        else expect(estimate.uplift).toBeGreaterThan(0);
      }
  });
});

describe("counted items in the right plural (issue 26)", () => {
  it("names 0 to 12 items in English and in the six Arabic forms", () => {
    const count = (locale: "en" | "ar") => Array.from({ length: 13 }, (_, n) => i18nFor(locale)._("configurator.itemCount", { count: n }));
    expect(count("en")).toEqual(["0 items", "1 item", ...Array.from({ length: 11 }, (_, i) => `${i + 2} items`)]);
    expect(count("ar")).toEqual([
      "لا بنود",
      "بند واحد",
      "بندان",
      ...Array.from({ length: 8 }, (_, i) => `${i + 3} بنود`),
      "11 بنداً",
      "12 بنداً",
    ]);
  });
});
