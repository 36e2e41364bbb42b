import { describe, expect, it } from "vitest";
import { findImageSlot, findImageTopics, listImageSlots } from "~/images/slots";
import { slotKey } from "~/images/prompt";

describe("findImageTopics", () => {
  it("finds every { topic, alt } record at any depth, once", () => {
    const shared = { topic: "shared", alt: "Shared" };
    const content = {
      hero: { image: { topic: "hero", alt: "Hero" } },
      items: [{ image: { topic: "a", alt: "A" } }, { nested: [[{ topic: "b", alt: "B" }]] }, shared, shared],
      notAnImage: { topic: "quote topic only" },
    };
    expect(findImageTopics(content)).toEqual(["hero", "a", "b", "shared"]);
  });
});

describe("listImageSlots", () => {
  it("lists the site's slots with their sizes, each once", () => {
    const slots = listImageSlots();
    expect(slots.length).toBeGreaterThan(0);
    const ids = slots.map((slot) => `${slot.width}x${slot.height}|${slot.prompt}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const slot of slots) {
      expect(slot.prompt.trim()).toBe(slot.prompt);
      expect(slot.prompt.length).toBeGreaterThan(0);
      expect([80, 512, 600, 400]).toContain(slot.width);
    }
  });
});

describe("slot keys", () => {
  it("name each registered slot once, and findImageSlot finds it by key (nothing else)", () => {
    const slots = listImageSlots();
    const keys = slots.map((slot) => slotKey(slot.prompt, slot.width, slot.height));
    expect(new Set(keys).size).toBe(slots.length);
    keys.forEach((key, index) => expect(findImageSlot(key)).toEqual(slots[index]));
    expect(findImageSlot("zzzz")).toBeUndefined();
    expect(findImageSlot("__proto__")).toBeUndefined();
  });
});
