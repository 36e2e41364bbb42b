import { z } from "zod";
import textData from "/content/texts/reviews.yaml";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { industryIndex } from "./industry-index";
import { checkLinks, recordsById } from "./record-files";
import { emptyCollectionTextSchema, slugSchema, textSchema } from "./types";

// Clients' reviews (issue 25), one file each in content/reviews/<id>.yaml: /resources/reviews shows every one, an
// industry page those of its sector. Only what a client wrote and agreed to see published: the consent note says how
// and when, for the editors (it is never rendered). No star ratings and no `AggregateRating`/`Review` markup: search
// engines ignore a company's reviews of itself and may penalise the markup (docs/decisions/146).

const text = textSchema;

/** A month of a year, "2026-03": a bare day (2026-03-15) would be read from YAML as a date, not a text. */
const YEAR_MONTH = /^(19|20)\d\d-(0[1-9]|1[0-2])$/;

export const reviewSchema = z.object({
  id: slugSchema("Id: the file's name"),
  quote: text().meta({ widget: "text", label: "What the client said (their words, translated faithfully)" }),
  name: text().meta({ label: "Name or initials, as the client agreed" }),
  role: text().meta({ label: "Role (e.g. Facilities manager)" }),
  /** The industry page's slug (app/content/industry-index.ts): the review is also shown there. */
  sector: slugSchema("Sector: the industry page's address"),
  city: text(),
  date: z.string().regex(YEAR_MONTH, "a year and month, e.g. 2026-03").meta({ i18n: "duplicate", label: "Month of the review (YYYY-MM)" }),
  consent: z
    .string()
    .min(1)
    .meta({ i18n: "duplicate", widget: "text", label: "Consent: how and when the client agreed to publication (for editors; not shown)" }),
});

export type Review = z.output<typeof reviewSchema>;

export const reviewsCollection = { name: "reviews", label: "Reviews", folder: "content/reviews", schema: reviewSchema };

/**
 * The reviews of a folder (`import.meta.glob` of content/reviews/), each validated and its sector an industry page's:
 * a fault throws naming the file and the field.
 */
export function readReviews(files: Record<string, unknown>): Map<string, Bilingual<Review>> {
  const records = recordsById(files, reviewSchema, "id");
  for (const [id, record] of records)
    for (const locale of ["en", "ar"] as const)
      checkLinks(
        `content/reviews/${id}.yaml`,
        `${locale}.sector`,
        [record[locale].sector],
        industryIndex.map((industry) => industry.slug),
      );
  return records;
}

const records = readReviews(import.meta.glob("/content/reviews/*.yaml", { eager: true, import: "default" }));

/** Every review, in each language, the newest first. */
export const reviewRecords: Bilingual<Review[]> = bothLocales((locale) =>
  [...records.values()].map((record) => record[locale]).toSorted((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)),
);

/** The reviews an industry page shows: those of its sector. */
export const reviewsOfSector = (sector: string): Bilingual<Review[]> =>
  bothLocales((locale) => reviewRecords[locale].filter((review) => review.sector === sector));

/** The first day of the review's month, for the date formatters. */
export const reviewMonth = (review: Review): Date => new Date(`${review.date}-01T00:00:00Z`);

/** The words of /resources/reviews and of the reviews on industry pages. */
export const reviewsTextSchema = z.object({
  intro: text().meta({ widget: "text", label: "Introduction above the reviews" }),
  industryHeading: text().meta({ label: "Heading of the reviews on an industry page" }),
  empty: emptyCollectionTextSchema("While there is no review: the page's words (the page is kept out of search engines)"),
});

export const reviewsTextCollection = {
  name: "reviews-page",
  label: "Reviews: the page's words",
  file: "content/texts/reviews.yaml",
  schema: reviewsTextSchema,
};

export const reviewsText = parseRecord(reviewsTextCollection.file, textData, reviewsTextSchema);
