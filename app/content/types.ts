// Shapes that content of several pages shares. Components render these; they never define them.
import { z } from "zod";
import { iconNames, type IconName } from "./icons";

/** An image slot: the topic the image is generated from (SPEC §7) and its text alternative. */
export interface ImageSlot {
  topic: string;
  alt: string;
}

/** A figure with its label ("500+" over "Clients"). The value is a figure, never a word: words go in text. */
export interface Stat {
  value: string;
  label: string;
}

/** A card led by an icon: an h3 title and a short description. */
export interface IconCard {
  icon: IconName;
  title: string;
  description: string;
}

/** The heading of a section: an optional small label above the title and an introduction below. */
export interface SectionText {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** The text of a page's opening section: eyebrow, heading and paragraphs (beside its hero image). */
export interface IntroContent {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
}

// The same shapes as content records validate them (app/content/bilingual.ts).

export const iconSchema = z.enum(iconNames).meta({ i18n: "duplicate" });

export const imageSlotSchema = z.object({
  topic: z.string().min(1).meta({ i18n: "duplicate", label: "Image topic (what the image shows, in English)" }),
  alt: z.string().min(1).meta({ label: "Image description (alt text)" }),
}) satisfies z.ZodType<ImageSlot>;

export const statSchema = z.object({
  value: z.string().min(1).meta({ label: "Figure" }),
  label: z.string().min(1),
}) satisfies z.ZodType<Stat>;

export const iconCardSchema = z.object({
  icon: iconSchema,
  title: z.string().min(1),
  description: z.string().min(1).meta({ widget: "text" }),
}) satisfies z.ZodType<IconCard>;
