import { IMAGE_SIZES, slotKey } from "~/images/prompt";
import { aboutCompany } from "../content/about";
import { blogArticles } from "../content/blog";
import { caseStudyRecords } from "../content/case-studies";
import { hero } from "../content/home/hero";
import { servicesSection } from "../content/home/services";
import { tour } from "../content/home/tour";
import { industryRecords } from "../content/industries";
import { serviceRecords } from "../content/services";

// Every image slot of the site, in one list: `npm run images:generate` generates them ahead of
// time, the root loader tells prerendered pages which of them already have an image, and
// POST /api/generate-image generates only these, named by their slotKey.
//
// To register a content module's slots, add one line to `sources` below: the module's content
// (any shape; every `{ topic, alt }` record inside it, at any depth, is a slot) and the size its
// component draws those images at. The end-to-end test "every rendered slot is registered" fails
// when a page shows a slot this list misses.

export interface SiteImageSlot {
  /** The topic, as given to <GeneratedImage prompt>. */
  prompt: string;
  width: number;
  height: number;
}

interface SlotSource {
  content: unknown;
  size: { width: number; height: number };
}

const sources: SlotSource[] = [
  // Home: hero, services showcase and virtual tour (SPEC §9: hero and section images 600x400); image topics are the
  // same in both languages. The projects' images are the case studies' below.
  { content: [hero.en, servicesSection.en, tour.en], size: IMAGE_SIZES.wide },
  { content: aboutCompany.en, size: IMAGE_SIZES.wide },
  // Service and industry pages: ContentImage draws their images at 600x400.
  { content: serviceRecords, size: IMAGE_SIZES.wide },
  { content: industryRecords, size: IMAGE_SIZES.wide },
  // Case studies reuse their sector's topics, so they add no slot of their own (one scene per topic).
  { content: caseStudyRecords, size: IMAGE_SIZES.wide },
  // The blog's covers: ContentImage on each article.
  { content: blogArticles, size: IMAGE_SIZES.wide },
];

/** The topics of every `{ topic: string, alt: string }` record inside some content. */
export function findImageTopics(content: unknown): string[] {
  const topics: string[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (typeof record.topic === "string" && typeof record.alt === "string") topics.push(record.topic);
    for (const child of Array.isArray(value) ? value : Object.values(record)) visit(child);
  };
  visit(content);
  return topics;
}

/** Every slot of the site, each (topic, size) once. */
export function listImageSlots(): SiteImageSlot[] {
  const slots = new Map<string, SiteImageSlot>();
  for (const { content, size } of sources) {
    for (const prompt of findImageTopics(content)) {
      slots.set(`${size.width}x${size.height}|${prompt.trim()}`, { prompt: prompt.trim(), ...size });
    }
  }
  return [...slots.values()];
}

let byKey: Map<string, SiteImageSlot> | undefined;

/** The registered slot a key names (`slotKey` of its topic and size), if any. */
export function findImageSlot(key: string): SiteImageSlot | undefined {
  byKey ??= new Map(listImageSlots().map((slot) => [slotKey(slot.prompt, slot.width, slot.height), slot]));
  return byKey.get(key);
}
