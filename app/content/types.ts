// Shapes that content of several pages shares. Components render these; they never define them.
import type { IconName } from "./icons";

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
