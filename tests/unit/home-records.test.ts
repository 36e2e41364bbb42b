import { describe, expect, it } from "vitest";
import type { z } from "zod";
import type { Bilingual } from "~/content/bilingual";
import {
  configuratorBuildingTypesCollection,
  configuratorEquipmentCollection,
  configuratorEstimateCollection,
} from "~/content/configurator";
import { about, aboutCollection } from "~/content/home/about";
import { printablePaths, quoteTopics } from "~/content/home/actions";
import { chat, chatCollection } from "~/content/home/chat";
import { configuratorSection, configuratorSectionCollection } from "~/content/home/configurator";
import { contactSection, contactSectionCollection } from "~/content/home/contact";
import { hero, heroCollection } from "~/content/home/hero";
import { productsSection, productsSectionCollection } from "~/content/home/products";
import { projectsSection, projectsSectionCollection } from "~/content/home/projects";
import { proofBand, proofBandCollection } from "~/content/home/proof";
import { servicesSection, servicesSectionCollection } from "~/content/home/services";
import { story, storyCollection } from "~/content/home/story";
import { technology, technologyCollection } from "~/content/home/technology";
import { timeline, timelineCollection } from "~/content/home/timeline";
import { tour, tourCollection } from "~/content/home/tour";
import { findPage } from "~/content/pages";
import { isText, tokensOf } from "../support/record-texts";
import buildingTypesData from "/content/configurator/building-types.yaml";
import equipmentData from "/content/configurator/equipment.yaml";
import estimateData from "/content/configurator/estimate.yaml";

// The home page's sections and the configurator's wording as content records (issue 24): each language's block is
// whole, the Arabic is Arabic, and what is the same in both languages (ids, icons, links, figures) is the same.

type Collection = { name: string; file: string; schema: z.ZodType };
const raw = (data: unknown) => data as Bilingual<unknown>;
const records: [Collection, Bilingual<unknown>][] = [
  [heroCollection, hero],
  [proofBandCollection, proofBand],
  [storyCollection, story],
  [aboutCollection, about],
  [servicesSectionCollection, servicesSection],
  [configuratorSectionCollection, configuratorSection],
  [productsSectionCollection, productsSection],
  [tourCollection, tour],
  [projectsSectionCollection, projectsSection],
  [technologyCollection, technology],
  [timelineCollection, timeline],
  [contactSectionCollection, contactSection],
  [chatCollection, chat],
  [configuratorEquipmentCollection, raw(equipmentData)],
  [configuratorBuildingTypesCollection, raw(buildingTypesData)],
  [configuratorEstimateCollection, raw(estimateData)],
];

/** Every leaf of a record beside its schema: whether it is marked the same in both languages, and both values. */
function leaves(schema: z.ZodType, en: unknown, ar: unknown, path: string): { path: string; same: boolean; en: unknown; ar: unknown }[] {
  if (schema.meta()?.i18n === "duplicate") return [{ path, same: true, en, ar }];
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType };
  if (def.type === "optional" && def.innerType) return en === undefined && ar === undefined ? [] : leaves(def.innerType, en, ar, path);
  if (def.type === "object" && def.shape) {
    return Object.entries(def.shape).flatMap(([key, field]) =>
      leaves(field, (en as Record<string, unknown>)[key], (ar as Record<string, unknown>)?.[key], `${path}.${key}`),
    );
  }
  if (def.type === "array" && def.element) {
    const list = en as unknown[];
    if ((ar as unknown[]).length !== list.length)
      return [{ path: `${path}.length`, same: true, en: list.length, ar: (ar as unknown[]).length }];
    return list.flatMap((item, index) => leaves(def.element!, item, (ar as unknown[])[index], `${path}[${index}]`));
  }
  return [{ path, same: false, en, ar }];
}

const allLeaves = records.flatMap(([collection, record]) => leaves(collection.schema, record.en, record.ar, collection.file));

describe("the home and configurator records", () => {
  it("each name a file of content/ and a collection of their own", () => {
    expect(records.map(([collection]) => collection.file).every((file) => /^content\/(home|configurator)\/[a-z-]+\.yaml$/.test(file))).toBe(
      true,
    );
    expect(new Set(records.map(([collection]) => collection.name)).size).toBe(records.length);
  });

  it("write ids, icons, links and figures the same in English and Arabic", () => {
    const differing = allLeaves.filter((leaf) => leaf.same && JSON.stringify(leaf.en) !== JSON.stringify(leaf.ar));
    expect(differing.map((leaf) => leaf.path)).toEqual([]);
  });

  it("give every text in Arabic, with Western digits and the same {tokens}", () => {
    const texts = allLeaves.filter((leaf) => !leaf.same && typeof leaf.en === "string") as { path: string; en: string; ar: string }[];
    expect(texts.length).toBeGreaterThan(300);
    // A figure around a {token} ("{clients}+") is no text.
    const needsArabic = (leaf: { en: string }) => isText(leaf.en.replace(/\{\w+\}/g, ""));
    expect(texts.filter((leaf) => needsArabic(leaf) && !/[\u0600-\u06ff]/.test(leaf.ar)).map((leaf) => leaf.path)).toEqual([]);
    expect(texts.filter((leaf) => /[\u0660-\u0669\u06f0-\u06f9]/.test(leaf.ar)).map((leaf) => leaf.path)).toEqual([]);
    expect(texts.filter((leaf) => tokensOf(leaf.en).join() !== tokensOf(leaf.ar).join()).map((leaf) => leaf.path)).toEqual([]);
  });

  it("link only to pages of the site, printable documents and quote topics that exist", () => {
    const links = allLeaves
      .filter((leaf) => leaf.same && typeof leaf.en === "string" && leaf.en.startsWith("/"))
      .map((leaf) => leaf.en as string);
    expect(links.length).toBeGreaterThan(10);
    const printable: string[] = Object.values(printablePaths);
    for (const link of links) {
      const url = new URL(link, "https://example.com");
      expect(findPage(url.pathname) !== undefined || printable.includes(url.pathname), link).toBe(true);
      const topic = url.searchParams.get("topic");
      if (topic) expect(quoteTopics, link).toContain(topic);
    }
  });

  it("carry the native reviewer's corrections (issue 24)", () => {
    expect(hero.ar.headline).toBe("أمن ذكي لمملكة أكثر أماناً");
    expect(timeline.ar.milestones.find((milestone) => milestone.year === 2025)?.title).toBe("عصر الذكاء الاصطناعي");
    expect(story.ar.cards.map((card) => card.title)).toContain("أمن قائم على مبدأ الثقة المعدومة");
    // "N+" figures: the plus after the figure as in English (it shows at the figure's left, read after it), or words.
    const figures = allLeaves
      .filter((leaf) => leaf.path.endsWith(".value") && typeof leaf.ar === "string")
      .map((leaf) => leaf.ar as string);
    expect(figures.filter((figure) => /^\+|\d\s*\S*[\u0600-\u06ff]+\+$/.test(figure))).toEqual([]);
    // Issue 26: only the settings' proof figures, each "{token}+" (no "1M+ devices" nor "50+ countries").
    expect(projectsSection.ar.achievements.map((stat) => stat.value)).toEqual([
      "{projects}+",
      "{clients}+",
      "{teamSize}+",
      "{satisfaction}%",
    ]);
  });
});
