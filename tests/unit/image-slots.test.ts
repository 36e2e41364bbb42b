import { describe, expect, it } from "vitest";
import { findImageTopics, listImageSlots } from "~/images/slots";

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
