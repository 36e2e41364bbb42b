import { describe, expect, it } from "vitest";
import { equipmentPrices, maxItemQuantity } from "~/quote-model/price-table";
import {
  BUILDING_PARAM,
  decodeConfigurator,
  encodeConfigurator,
  itemParams,
  parseQuantity,
  withQuantity,
  type ConfiguratorState,
} from "~/quote-model/configurator-url";

const decode = (query: string) => decodeConfigurator(new URLSearchParams(query));

describe("configurator URL encoding", () => {
  it("uses one parameter per item, unique and distinct from the building parameter", () => {
    const params = itemParams.map((item) => item.param);
    expect(params).toHaveLength(12);
    expect(new Set([...params, BUILDING_PARAM]).size).toBe(13);
  });

  it("encodes the issue's example as a short, readable query", () => {
    const state: ConfiguratorState = { buildingTypeId: "enterprise", configuration: { cctv: { cameras: 2, nvr: 1, storage: 3 } } };
    expect(encodeConfigurator(state).toString()).toBe("building=enterprise&cameras=2&nvr=1&storage=3");
  });

  it("leaves out the default building type and zero quantities", () => {
    expect(encodeConfigurator({ buildingTypeId: "home", configuration: { cctv: { cameras: 0 }, access: { cards: 5 } } }).toString()).toBe(
      "cards=5",
    );
    expect(encodeConfigurator({ buildingTypeId: "home", configuration: {} }).toString()).toBe("");
  });

  it("round-trips every building type and every item", () => {
    for (const buildingTypeId of ["home", "office", "enterprise", "industrial"] as const) {
      const configuration = Object.fromEntries(
        equipmentPrices.map((category, c) => [category.id, Object.fromEntries(category.items.map((item, i) => [item.id, c * 3 + i + 1]))]),
      );
      const state: ConfiguratorState = { buildingTypeId, configuration };
      expect(decodeConfigurator(encodeConfigurator(state))).toEqual(state);
    }
  });

  it("round-trips the largest quantity", () => {
    const state: ConfiguratorState = { buildingTypeId: "industrial", configuration: { access: { cards: maxItemQuantity } } };
    expect(decodeConfigurator(encodeConfigurator(state))).toEqual(state);
  });

  it("keeps parameters that are not the configurator's", () => {
    const base = new URLSearchParams("utm_source=mail&cameras=9&building=office");
    const query = encodeConfigurator({ buildingTypeId: "home", configuration: { cctv: { nvr: 1 } } }, base).toString();
    expect(query).toBe("utm_source=mail&nvr=1");
  });

  it("ignores bad values", () => {
    expect(
      decode("building=castle&cameras=abc&nvr=-1&storage=2.5&cards=1e3&sensors=10001&hub=&wifi=%203%20&routers=0x10&switches=Infinity"),
    ).toEqual({
      buildingTypeId: "home",
      configuration: { networking: { wifi: 3 } },
    });
    expect(decode("Building=enterprise&CAMERAS=2")).toEqual({ buildingTypeId: "home", configuration: {} });
    expect(decode("")).toEqual({ buildingTypeId: "home", configuration: {} });
  });

  it("reads the first of repeated parameters and treats 0 as absent", () => {
    expect(decode("cameras=4&cameras=7&nvr=0")).toEqual({ buildingTypeId: "home", configuration: { cctv: { cameras: 4 } } });
  });

  it("decodes a submitted form's fields the same way", () => {
    const form = new URLSearchParams([
      ["building", "office"],
      ["cameras", "2"],
      ["nvr", "0"],
      ["storage", "0"],
      ["biometric", "1"],
    ]);
    expect(decodeConfigurator(form)).toEqual({
      buildingTypeId: "office",
      configuration: { cctv: { cameras: 2 }, access: { biometric: 1 } },
    });
  });
});

describe("parseQuantity", () => {
  it.each([
    ["0", 0],
    ["7", 7],
    ["007", 7],
    [" 12 ", 12],
    ["10000", 10000],
  ])("accepts %j as %d", (raw, value) => expect(parseQuantity(raw)).toBe(value));

  it.each(["", "-1", "1.5", "1e2", "10001", "abc", "+3", "1 000", "0x1F"])("rejects %j", (raw) =>
    expect(parseQuantity(raw)).toBeUndefined(),
  );

  it("rejects a missing value", () => {
    expect(parseQuantity(null)).toBeUndefined();
    expect(parseQuantity(undefined)).toBeUndefined();
  });
});

describe("withQuantity", () => {
  it("sets, replaces and removes one item without touching the others", () => {
    const one = withQuantity({}, "cctv", "cameras", 2);
    const two = withQuantity(one, "access", "cards", 10);
    expect(two).toEqual({ cctv: { cameras: 2 }, access: { cards: 10 } });
    expect(withQuantity(two, "cctv", "cameras", 0)).toEqual({ cctv: {}, access: { cards: 10 } });
    expect(one).toEqual({ cctv: { cameras: 2 } });
  });
});
