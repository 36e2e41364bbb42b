import { describe, expect, it } from "vitest";
import { configuratorWording } from "~/content/configurator";
import { packageRecords, parsePackage } from "~/content/packages";
import { warranties } from "~/content/warranties";
import { decodeConfigurator } from "~/quote-model/configurator-url";
import { estimateQuote } from "~/quote-model/quote";
import { packageOffer } from "~/packages/package-offer";
import { locales } from "~/i18n/locale";

// The packages of /packages (decision 144): priced only by the configurator's estimate of their state, linked to the
// configurator and the quote form by that state, and refused at build when a record names what the configurator lacks.

const queryOf = (href: string) => new URLSearchParams(new URL(href, "https://example.test").search);

describe("the packages", () => {
  it("are three or four, the same ones in both languages", () => {
    expect(packageRecords.en.length).toBeGreaterThanOrEqual(3);
    expect(packageRecords.en.length).toBeLessThanOrEqual(4);
    expect(packageRecords.ar.map((record) => record.id)).toEqual(packageRecords.en.map((record) => record.id));
  });

  for (const locale of locales)
    it(`cost what the configurator estimates for the state their links carry (${locale})`, () => {
      for (const record of packageRecords[locale]) {
        const offer = packageOffer(record, locale);
        for (const href of [offer.configureHref, offer.quoteHref]) {
          const state = decodeConfigurator(queryOf(href));
          const configurator = estimateQuote(state.buildingTypeId, state.configuration, configuratorWording[locale]);
          expect({ id: record.id, total: offer.estimate.total, vat: offer.estimate.vat }).toEqual({
            id: record.id,
            total: configurator.total,
            vat: configurator.vat,
          });
          expect(configurator.itemCount).toBe(record.items.reduce((sum, entry) => sum + entry.quantity, 0));
        }
      }
    });

  it("price the villa and the small office as worked out by hand from the price table", () => {
    const price = (id: string) =>
      packageOffer(
        packageRecords.en.find((record) => record.id === id)!,
        "en",
      ).estimate;
    // 6 cameras x 899 + 1 recorder x 1,299 + 2 TB x 199, Residential (x1): 7,091; VAT 15/115 of it: 924.9.
    expect(price("villa")).toMatchObject({ total: 7091, vat: 925 });
    // 4 x 899 + 1,299 + 2 x 199 + 599 + 799 + 20 x 25 + 449 + 2 x 199 = 8,038, Small Office (x1.2): 9,645.6; VAT 1,258.2.
    expect(price("small-office")).toMatchObject({ total: 9646, vat: 1258 });
  });

  it("open the configurator on the home page and the quote form, in the page's language", () => {
    const villa = packageRecords.ar.find((record) => record.id === "villa")!;
    const offer = packageOffer(villa, "ar");
    expect(offer.configureHref).toBe("/ar?cameras=6&nvr=1&storage=2#configurator");
    expect(offer.quoteHref).toBe("/ar/contact/get-quote?cameras=6&nvr=1&storage=2");
    const office = packageOffer(
      packageRecords.en.find((record) => record.id === "small-office")!,
      "en",
    );
    expect(queryOf(office.configureHref).get("building")).toBe("office");
  });

  it("name only the warranties of content/pricing/warranties.yaml, each with what it covers", () => {
    for (const locale of locales)
      for (const record of packageRecords[locale])
        for (const { warranty } of record.warranties) expect(warranties[locale].covers[warranty]).toBeTruthy();
  });
});

describe("a package record with a fault", () => {
  const block = {
    id: "bad",
    order: 9,
    name: "Bad",
    summary: "A package",
    suits: "Nobody",
    building: "home",
    items: [{ item: "cameras", quantity: 2 }],
    included: ["Installation"],
    warranties: [{ warranty: "installation" }],
  };

  it("is accepted when nothing is wrong", () => {
    expect(parsePackage("content/packages/bad.yaml", { en: block, ar: block }).en.items).toEqual(block.items);
  });

  it("stops the build naming the file and the field of an unknown item or building type", () => {
    const unknownItem = { ...block, items: [{ item: "drones", quantity: 2 }] };
    expect(() => parsePackage("content/packages/bad.yaml", { en: unknownItem, ar: block })).toThrow(
      /^content\/packages\/bad\.yaml: en\.items\.\[0\]\.item: /,
    );
    expect(() => parsePackage("content/packages/bad.yaml", { en: block, ar: { ...block, building: "castle" } })).toThrow(
      /^content\/packages\/bad\.yaml: ar\.building: /,
    );
  });

  it("stops the build when the languages disagree on the items or an item comes twice", () => {
    const other = { ...block, items: [{ item: "cameras", quantity: 3 }] };
    expect(() => parsePackage("content/packages/bad.yaml", { en: block, ar: other })).toThrow(
      "content/packages/bad.yaml: ar.items: not the same as en.items",
    );
    const twice = { ...block, items: [...block.items, { item: "cameras", quantity: 1 }] };
    expect(() => parsePackage("content/packages/bad.yaml", { en: twice, ar: twice })).toThrow(/en\.items: each item once/);
  });
});
