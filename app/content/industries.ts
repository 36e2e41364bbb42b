import { z } from "zod";
import labelsData from "/content/templates/industry-page.yaml";
import { bothLocales, ContentError, parseRecord, type Bilingual } from "./bilingual";
import { industryIndex, industryPath } from "./industry-index";
import { markdownParagraphsField } from "./markdown";
import { pageLabel, pageRecord, type PageTexts } from "./page-texts";
import { recordsById } from "./record-files";
import { iconCardSchema, imageSlotSchema, itemsSectionSchema, slugSchema, textSchema } from "./types";

// The eight industry pages (SPEC §2 "Industry pages"): one record each in content/industries/<slug>.yaml, rendered by
// one template (routes/industry.tsx); their titles, menu labels, subtitles and descriptions are the pages' records
// (content/pages/industries-<slug>.yaml). School, warehouse, manufacturing, commercial buildings and home
// surveillance follow the spec's highlights, challenges, solutions and technology points; the shopping mall its three
// technology points. Farms, hospital and the rest of the shopping mall are written in the same structure and voice
// (docs/decisions/011-service-and-industry-content.md).

const text = textSchema;

const challengeSchema = iconCardSchema.extend({
  /** Shown in the card's "Our Solution:" box. */
  solution: text().meta({ label: "Our solution" }),
});

const solutionSchema = iconCardSchema.extend({
  /** Exactly four (SPEC §9: each feature list has four entries). */
  features: z.array(text()).length(4),
});

export const industryPageSchema = z.object({
  slug: slugSchema("Address (/industries/…): the file's name"),
  hero: z.object({
    badge: text(),
    headline: text(),
    intro: markdownParagraphsField("Introduction (paragraphs)"),
    /** Four highlight points. */
    highlights: z.array(text()).length(4),
    /** Labels of the two buttons: to the quote form, then to the contact page (SPEC table). */
    primaryCta: text().meta({ label: "Quote button" }),
    secondaryCta: text().meta({ label: "Contact button" }),
    image: imageSlotSchema,
  }),
  challenges: itemsSectionSchema(challengeSchema, text()),
  solutions: itemsSectionSchema(solutionSchema, text()),
  technology: z.object({
    heading: text(),
    intro: text(),
    points: z.array(iconCardSchema).min(1),
    image: imageSlotSchema,
    /** Where the image sits on wide screens: "start" is the left in English (manufacturing). */
    imageSide: z.enum(["start", "end"]).meta({ i18n: "duplicate", label: "Image side on wide screens (start: the left in English)" }),
  }),
});

export type IndustryPage = z.output<typeof industryPageSchema>;
export type Challenge = z.output<typeof challengeSchema>;
export type Solution = z.output<typeof solutionSchema>;
/** An industry page: what its page record says of it (title, menu label, subtitle, description) and its own record. */
export type IndustryRecord = IndustryPage & Pick<PageTexts, "title" | "description"> & { navLabel: string; subtitle: string };

export const industriesCollection = {
  name: "industries",
  label: "Industry pages",
  folder: "content/industries",
  schema: industryPageSchema,
};

/** Interface words of the industry template. */
export const industryPageLabelsSchema = z.object({
  challengesEyebrow: text(),
  ourSolution: text().meta({ label: "Before each challenge's solution" }),
  solutionsEyebrow: text(),
  technologyEyebrow: text(),
});

export const industryPageLabelsCollection = {
  name: "industry-page",
  label: "Industry pages: the words of every one",
  file: "content/templates/industry-page.yaml",
  schema: industryPageLabelsSchema,
};

export const industryLabels = parseRecord(industryPageLabelsCollection.file, labelsData, industryPageLabelsSchema);

const pages = recordsById(import.meta.glob("/content/industries/*.yaml", { eager: true, import: "default" }), industryPageSchema, "slug");
const fileOf = (slug: string) => `content/industries/${slug}.yaml`;
const listedSlugs = industryIndex.map((entry) => entry.slug);
for (const slug of pages.keys())
  if (!listedSlugs.includes(slug)) throw new ContentError(`${fileOf(slug)}: not an industry of app/content/industry-index.ts`);
for (const slug of listedSlugs)
  if (!pages.has(slug)) throw new ContentError(`${fileOf(slug)}: missing (app/content/industry-index.ts lists "${slug}")`);

/** Every industry page, in each language, in the index's order. */
export const industryRecords: Bilingual<IndustryRecord[]> = bothLocales((locale) =>
  industryIndex.map(({ slug }) => {
    const { title, subtitle, description, navLabel } = pageRecord(industryPath({ slug }), locale);
    if (!subtitle) throw new ContentError(`content/pages/industries-${slug}.yaml: ${locale}.subtitle: an industry page has one`);
    return { ...pages.get(slug)![locale], title, subtitle, description, navLabel: pageLabel({ title, navLabel }) };
  }),
);

const byPath = new Map(
  industryRecords.en.map((industry, index) => [industryPath(industry), { en: industry, ar: industryRecords.ar[index]! }] as const),
);

/** The industry a page path belongs to; throws for any other path (the route table only sends industry paths here). */
export function industryByPath(path: string): Bilingual<IndustryRecord> {
  const industry = byPath.get(path);
  if (!industry) throw new Error(`No industry at ${path}`);
  return industry;
}
