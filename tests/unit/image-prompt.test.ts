import { describe, expect, it } from "vitest";
import { hash53, IMAGE_MODEL, IMAGE_SIZES, slotKey, wrapPrompt } from "~/images/prompt";

describe("wrapPrompt", () => {
  it("wraps the topic as the spec words it", () => {
    expect(wrapPrompt("a CCTV camera on a villa wall")).toBe(
      "a professional, high-quality, realistic image of a CCTV camera on a villa wall on a clean background",
    );
  });

  it("trims the topic", () => {
    expect(wrapPrompt("  access control reader \n")).toBe(wrapPrompt("access control reader"));
  });

  it("uses gpt-image-1 and the spec's slot sizes", () => {
    expect(IMAGE_MODEL).toBe("gpt-image-1");
    expect(IMAGE_SIZES.wide).toEqual({ width: 600, height: 400 });
    expect(IMAGE_SIZES.card).toEqual({ width: 80, height: 80 });
    expect(IMAGE_SIZES.default).toEqual({ width: 512, height: 512 });
  });
});

describe("slotKey", () => {
  it("is the same for the same topic and size, whatever the surrounding spaces", () => {
    expect(slotKey("control room", 600, 400)).toBe(slotKey(" control room ", 600, 400));
    expect(slotKey("control room", 600, 400)).toMatch(/^[0-9a-z]+$/);
  });

  it("differs by topic and by size", () => {
    const keys = new Set([
      slotKey("control room", 600, 400),
      slotKey("control rooms", 600, 400),
      slotKey("control room", 400, 600),
      slotKey("control room", 80, 80),
    ]);
    expect(keys.size).toBe(4);
  });
});

describe("hash53", () => {
  it("is deterministic, within 53 bits, and spreads similar inputs", () => {
    expect(hash53("gate")).toBe(hash53("gate"));
    expect(Number.isSafeInteger(hash53("gate"))).toBe(true);
    const values = new Set(Array.from({ length: 1000 }, (_, i) => hash53(`topic ${i}`)));
    expect(values.size).toBe(1000);
  });
});
