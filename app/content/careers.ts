import { z } from "zod";
import pageData from "/content/texts/careers.yaml";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { recordsById } from "./record-files";
import { slugSchema, textSchema } from "./types";

// Careers (issue 25, docs/decisions/145): one record per opening in content/careers/<id>.yaml, edited at /admin, and
// the page's texts with the job application's collection notice in content/texts/careers.yaml. Only real openings
// are published: with none open, /careers says so and invites a general application.

const PAGE_FILE = "content/texts/careers.yaml";

export const employmentTypes = ["full-time", "part-time", "contract"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

export const openingSchema = z.object({
  /** The file's name, the opening's anchor on /careers and its value in the application form. */
  id: slugSchema("Id (the file's name)"),
  title: textSchema(),
  department: textSchema(),
  city: textSchema(),
  type: z.enum(employmentTypes).meta({ i18n: "duplicate", label: "Employment type" }),
  description: textSchema().meta({ widget: "markdown" }),
  requirements: z.array(textSchema()).min(1),
  /** Shown, offered in the form and described to search engines (JobPosting) only while open. */
  open: z.boolean().meta({ i18n: "duplicate", label: "Open (shown on /careers)" }),
  /** When it was first published: YYYY-MM-DD. */
  posted: z.iso.date("a date like 2026-11-27").meta({ i18n: "duplicate", label: "Posted on (YYYY-MM-DD)" }),
});

export type Opening = z.output<typeof openingSchema>;

export const careersCollection = { name: "careers", label: "Job openings", folder: "content/careers", schema: openingSchema };

const noticeItemSchema = z.object({ label: textSchema(), text: textSchema() });

export const careersPageSchema = z.object({
  intro: textSchema().meta({ widget: "text" }),
  openingsHeading: textSchema(),
  noOpenings: textSchema().meta({ label: "Said while no opening is open", widget: "text" }),
  applyHeading: textSchema().meta({ label: "The form's heading" }),
  applyIntro: textSchema().meta({ label: "The form's introduction", widget: "text" }),
  applyLink: textSchema().meta({ label: "An opening's apply link" }),
  labels: z.object({ department: textSchema(), city: textSchema(), type: textSchema(), posted: textSchema(), requirements: textSchema() }),
  types: z.object({ "full-time": textSchema(), "part-time": textSchema(), contract: textSchema() }).meta({ label: "Employment types" }),
  /** The collection notice of the application (PDPL Art. 13): purpose, basis, recipients, retention, rights. */
  notice: z.object({ title: textSchema(), items: z.array(noticeItemSchema).min(1), fullNotice: textSchema() }),
  /** The consent box's text; the English one is stored with each application. */
  consent: textSchema().meta({ label: "Consent box" }),
});

export type CareersPageText = z.output<typeof careersPageSchema>;

export const careersPageCollection = { name: "careers-page", label: "Careers page", file: PAGE_FILE, schema: careersPageSchema };

export const careersPage: Bilingual<CareersPageText> = parseRecord(PAGE_FILE, pageData, careersPageSchema);

/** Change with the notice or the consent text materially (it is stored with each application). */
export const applicationConsentVersion = "careers-2026-11-27";

const openingRecords = recordsById(import.meta.glob("/content/careers/*.yaml", { eager: true, import: "default" }), openingSchema, "id");

/** The open openings in each language, the newest first. */
export const openOpenings: Bilingual<Opening[]> = bothLocales((locale) =>
  [...openingRecords.values()]
    .map((record) => record[locale])
    .filter((opening) => opening.open)
    .toSorted((a, b) => b.posted.localeCompare(a.posted) || a.id.localeCompare(b.id)),
);

/** The ids the application form takes: an open opening's, or "general". */
export const applicationOpenings: readonly string[] = ["general", ...openOpenings.en.map((opening) => opening.id)];
