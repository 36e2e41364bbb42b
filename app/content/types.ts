// Shapes that content of several pages shares. Components render these; they never define them.
import { z } from "zod";
import { iconNames } from "./icons";

// The records' shared fields. `.meta()` tells the editor at /admin what a field is: `i18n: "duplicate"` for a
// language-neutral value (written once, the same in both languages), a `label` where the name is unclear.

/** A non-empty text, with the editor's label for it where its name is unclear. */
export const textSchema = (label?: string) => (label ? z.string().min(1).meta({ label }) : z.string().min(1));

/** An address's last part (a page's, a record's id): lower-case words joined by hyphens, the same in both languages. */
export const slugSchema = (label?: string) =>
  z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case letters, digits and hyphens")
    .meta({ i18n: "duplicate", ...(label && { label }) });

/** A section's id: its anchor (`/#configurator`) and the id its heading is named by. */
export const anchorSchema = slugSchema("Anchor (#id)");

export const iconSchema = z.enum(iconNames).meta({ i18n: "duplicate", label: "Icon" });

/** A link within the site, written in English (`/contact`): components point it into the page's language. */
export const sitePathSchema = z
  .string()
  .regex(/^\/(?!\/)/, "a site path starting with /")
  .meta({ i18n: "duplicate", label: "Link (a site path)" });

/** A call to action: a label and where it leads (a site path, with query if needed). */
export const actionLinkSchema = z.object({
  label: textSchema(),
  to: sitePathSchema,
  variant: z.enum(["primary", "secondary"]).optional().meta({ i18n: "duplicate", label: "Style" }),
});
export type ActionLink = z.output<typeof actionLinkSchema>;

/** A text link that leads on from a section ("More about our company"). */
export const textLinkSchema = z.object({ label: textSchema(), to: sitePathSchema });

/** An image slot: the topic the image is generated from (SPEC §7), in English in both languages, and its text alternative. */
export const imageSlotSchema = z.object({
  topic: textSchema().meta({ i18n: "duplicate", label: "Image topic (English: what the image shows)" }),
  alt: textSchema().meta({ label: "Text alternative" }),
});
export type ImageSlot = z.output<typeof imageSlotSchema>;

/** The heading of a home page section: its anchor, a small label above the title, the title and an introduction. */
export const sectionHeadingSchema = z.object({ id: anchorSchema, eyebrow: textSchema(), title: textSchema(), intro: textSchema() });

/** A section of items: its heading, an introduction (required, optional or a longer text, as the record has it) and at least one item. */
export const itemsSectionSchema = <T extends z.ZodType, I extends z.ZodType>(item: T, intro: I) =>
  z.object({ heading: textSchema(), intro, items: z.array(item).min(1) });

/** A figure with its label ("500+" over "Clients"). The value is a figure, never a word: words go in text. */
export const statSchema = z.object({ value: textSchema(), label: textSchema() });
export type Stat = z.output<typeof statSchema>;

/** A card led by an icon: an h3 title and a short description. */
export const iconCardSchema = z.object({
  icon: iconSchema,
  title: textSchema(),
  description: textSchema(),
});
export type IconCard = z.output<typeof iconCardSchema>;

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

/** The words of a collection's page while the collection has no record (decision 146): it points elsewhere. */
export const emptyCollectionTextSchema = (label: string) =>
  z
    .object({
      heading: textSchema(),
      text: textSchema().meta({ widget: "text" }),
      caseStudiesLink: textSchema().meta({ label: "Link to the case studies" }),
      quoteLink: textSchema().meta({ label: "Link to the quote form" }),
    })
    .meta({ label });
