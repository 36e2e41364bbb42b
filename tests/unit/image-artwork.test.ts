import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImageArtwork } from "~/images/components/ImageArtwork";
import { listImageSlots } from "~/images/slots";
import { ARTWORK_PALETTE, artworkFor, artworkIcon } from "~/images/artwork";
import { IMAGE_SIZES } from "~/images/prompt";

const render = (topic: string, width: number, height: number) =>
  renderToStaticMarkup(createElement(ImageArtwork, { topic, alt: `Artwork of ${topic}`, width, height }));
const sizes = Object.values(IMAGE_SIZES);

describe("artworkFor", () => {
  it("gives the same composition for the same topic, and varies across topics", () => {
    expect(artworkFor("CCTV on a villa", 600, 400)).toEqual(artworkFor("CCTV on a villa", 600, 400));
    const topics = ["gate", "camera", "alarm", "network", "farm", "hospital", "door", "garage", "kiosk", "lobby", "school", "tower"];
    const compositions = new Set(topics.map((topic) => JSON.stringify({ ...artworkFor(topic, 600, 400), icon: undefined })));
    expect(compositions.size).toBeGreaterThan(4);
  });

  it("keeps the shorter side at 100 units and the slot's shape", () => {
    expect(artworkFor("x", 600, 400)).toMatchObject({ w: 150, h: 100 });
    expect(artworkFor("x", 80, 80)).toMatchObject({ w: 100, h: 100, detailed: false });
    expect(artworkFor("x", 512, 512)).toMatchObject({ w: 100, h: 100, detailed: true });
  });

  it("uses only the brand palette", () => {
    const brand = Object.values(ARTWORK_PALETTE).map((colour) => colour.toLowerCase());
    for (const topic of ["gate", "camera", "alarm", "network", "farm"]) {
      const colours = render(topic, 600, 400).match(/#[0-9a-f]{6}\b/gi) ?? [];
      expect(colours.length).toBeGreaterThan(0);
      for (const colour of colours) expect(brand).toContain(colour.toLowerCase());
    }
  });
});

describe("artworkIcon", () => {
  it.each([
    ["AI surveillance camera and security control room monitors", "monitor"],
    ["4K CCTV security cameras on a modern commercial building", "cctv"],
    ["biometric attendance terminal with fingerprint", "fingerprint"],
    ["underground parking garage with security cameras and a barrier", "car"],
    ["automatic sliding gate at a residential compound entrance", "door"],
    ["video intercom door station at a villa entrance", "intercom"],
    ["intruder alarm keypad and motion sensor on an office wall", "siren"],
    ["network rack with PoE switches and structured cabling", "network"],
    ["farm perimeter at dusk", "farm"],
    ["something unforeseen", "shield"],
  ])("%s -> %s", (topic, icon) => {
    expect(artworkIcon(topic)).toBe(icon);
  });
});

describe("<ImageArtwork>", () => {
  it("is an accessible image with fixed width and height and no outside reference", () => {
    const markup = render("dome camera", 600, 400);
    expect(markup).toMatch(/^<svg width="600" height="400" viewBox="0 0 150 100"/);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="Artwork of dome camera"');
    expect(markup).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("stays well under 2 KB for every site slot and size", () => {
    const topics = [
      ...listImageSlots().map((slot) => slot.prompt),
      "a very long topic about a security operations centre with many screens",
    ];
    let largest = 0;
    for (const topic of topics) for (const { width, height } of sizes) largest = Math.max(largest, render(topic, width, height).length);
    expect(largest).toBeLessThan(2000);
  });
});
