import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blogArticles } from "~/content/blog";
import { tour } from "~/content/home/tour";
import { homeProjects } from "~/content/home/home-projects";
import { industryRecords } from "~/content/industries";
import { serviceRecords } from "~/content/services";
import { sceneName } from "~/images/artwork";
import { ImageArtwork } from "~/images/components/ImageArtwork";
import { objectAnchor, sceneObject } from "~/images/scenes/anchors";
import { SCENE_NAMES, sceneFor } from "~/images/scenes/catalogue";
import { VIEW } from "~/images/scenes/iso";
import { SCENE_COLOURS } from "~/images/scenes/parts";
import { listImageSlots } from "~/images/slots";

// Issue 15 "Imagery": every slot shows an isometric scene of its own topic, small, named and in the brand palette.

const render = (topic: string, alt: string, width = 600, height = 400) =>
  renderToStaticMarkup(createElement(ImageArtwork, { topic, alt, width, height }));
/** Markup without React's per-render ids, to compare drawings. */
const drawing = (topic: string) => render(topic, "x").replace(/id="[^"]*"|url\(#[^)]*\)/g, "");
const slots = listImageSlots();
/** The pages' own topics. An article's cover is an editor's free prompt: its built-in scene may be that of the service
 * it is about (the generated image, when generation is on, is its own). */
const articleCovers = new Set(blogArticles.en.map((article) => article.cover.topic));
const topics = [...new Set(slots.map((slot) => slot.prompt))].filter((topic) => !articleCovers.has(topic));

describe("scene per topic", () => {
  it("gives every different topic of the site a different scene", () => {
    const byScene = new Map<string, string[]>();
    for (const topic of topics) byScene.set(sceneName(topic), [...(byScene.get(sceneName(topic)) ?? []), topic]);
    expect([...byScene.values()].filter((shared) => shared.length > 1)).toEqual([]);
    expect(new Set(topics.map(drawing)).size).toBe(topics.length);
  });

  it("draws each topic as its own subject", () => {
    const industry = (slug: string) => industryRecords.en.find((entry) => entry.slug === slug)!.hero.image.topic;
    const service = (slug: string) => serviceRecords.en.find((entry) => entry.slug === slug)!.overview.image.topic;
    expect(sceneName(industry("hospital"))).toBe("hospital-corridor");
    expect(sceneName(industry("shopping-mall"))).toBe("mall-atrium");
    expect(sceneName(industry("farms-agriculture"))).toBe("farm-perimeter");
    expect(sceneName(service("smart-surveillance"))).toBe("ai-cameras");
    expect(sceneName(service("video-intercom"))).toBe("villa-intercom");
    expect(homeProjects.en.map((project) => sceneName(project.image.topic))).toEqual(["mall-atrium", "campus-gates", "warehouse-gate"]);
    expect(sceneName("something unforeseen")).toBe("building-cameras");
  });

  it("uses every scene of the catalogue for some slot of the site", () => {
    expect(new Set(topics.map(sceneName))).toEqual(new Set(SCENE_NAMES));
  });
});

describe("<ImageArtwork>", () => {
  it("is an image named by the slot's alt text, with fixed width and height and no outside reference", () => {
    const markup = render("dome camera", "A dome camera", 600, 400);
    expect(markup).toMatch(/^<svg width="600" height="400" viewBox="0 0 300 200"/);
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="A dome camera"');
    expect(markup).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it("stays under 8 KB as shipped for every slot of the site, and names it", () => {
    for (const slot of slots) {
      // Longer than any alt text of the site.
      const alt = `${slot.prompt}: ${"a long description of what the picture shows ".repeat(3)}`;
      const markup = render(slot.prompt, alt, slot.width, slot.height);
      expect(Buffer.byteLength(markup), slot.prompt).toBeLessThan(8192);
      expect(markup).toContain(`aria-label="${alt}"`);
    }
  });

  it("uses only the brand palette", () => {
    const brand = Object.values(SCENE_COLOURS).map((colour) => colour.toLowerCase());
    for (const topic of topics) {
      const colours = render(topic, "x").match(/#[0-9a-f]{6}\b/gi) ?? [];
      expect(colours.length).toBeGreaterThan(0);
      for (const colour of colours) expect(brand).toContain(colour.toLowerCase());
    }
  });
});

describe("tour hotspots", () => {
  // Both languages' records: their markers and topics are written in each.
  const scenes = (["en", "ar"] as const).flatMap((locale) => tour[locale].scenes.map((scene) => [`${locale} ${scene.id}`, scene] as const));
  it.each(scenes)("%s: each marker sits on its object, inside the scene", (_, scene) => {
    for (const hotspot of scene.hotspots) {
      const box = sceneObject(scene.image.topic, hotspot.on);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w).toBeLessThanOrEqual(VIEW.w);
      expect(box.y + box.h).toBeLessThanOrEqual(VIEW.h);
      const { left, top } = objectAnchor(scene.image.topic, hotspot.on);
      // Whole percent: within the object's box, give or take the rounding (half a percent).
      expect((left / 100) * VIEW.w).toBeGreaterThanOrEqual(box.x - 1.5);
      expect((left / 100) * VIEW.w).toBeLessThanOrEqual(box.x + box.w + 1.5);
      expect((top / 100) * VIEW.h).toBeGreaterThanOrEqual(box.y - 1);
      expect((top / 100) * VIEW.h).toBeLessThanOrEqual(box.y + box.h + 1);
    }
    const anchors = scene.hotspots.map((hotspot) => objectAnchor(scene.image.topic, hotspot.on));
    expect(new Set(anchors.map((anchor) => `${anchor.left},${anchor.top}`)).size).toBe(3);
  });

  it("refuses an object its scene does not have", () => {
    expect(() => objectAnchor(tour.en.scenes[0]!.image.topic, "nowhere")).toThrow(/has no object "nowhere"/);
    expect(sceneFor("control-room-tour").objects).toHaveProperty("video-wall");
  });
});
