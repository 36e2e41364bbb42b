import { z } from "zod";
import textData from "/content/templates/case-studies-page.yaml";
import { QUOTE_PATH } from "./cta-links";
import type { QuoteTopic } from "./home/actions";
import { bothLocales, parseRecord, type Bilingual } from "./bilingual";
import { PROJECT_PARAM, type CaseStudyId } from "./case-study-ids";
import { industryIndex, industryPath } from "./industry-index";
import { pageLabel, pageRecord } from "./page-texts";
import { checkLinks, recordsById } from "./record-files";
import { serviceIndex, servicePath } from "./service-index";
import { imageSlotSchema, slugSchema, statSchema, textSchema } from "./types";
import type { Locale } from "~/i18n/locale";

// The project records (issue 15, "case studies show the project records"), one file each in
// content/case-studies/<id>.yaml: /case-studies shows every one, the home page's projects section those marked
// `onHomePage`. Clients are described by their kind and place, never named: a client's name appears only with the
// client's consent, and a reference visit is arranged with the owner first.

const text = textSchema;

const projectStatusSchema = z.enum(["Completed", "Ongoing"]);
export type ProjectStatus = z.output<typeof projectStatusSchema>;

export const caseStudySchema = z.object({
  id: slugSchema("Id: the file's name (links to the project end in #id)"),
  order: z.number().int().positive().meta({ i18n: "duplicate", label: "Position on /case-studies (1 first)" }),
  /** What was done: "Shopping Mall Surveillance Upgrade". */
  title: text(),
  /** The client's site by its kind and size, never by name: "A 12-storey commercial tower". */
  site: text().meta({ label: "The site by its kind and size (never the client's name)" }),
  /** Riyadh's district (or an industrial city's area) when it names no client by itself. */
  district: text().optional(),
  city: text(),
  /** The industry page's slug (app/content/industry-index.ts). */
  sector: slugSchema("Sector: the industry page's address"),
  /** The service pages' slugs of the systems installed (app/content/service-index.ts), the main one first. */
  systems: z
    .array(slugSchema("A service page's address"))
    .min(1)
    .meta({ i18n: "duplicate", label: "Systems installed, the main one first" }),
  /** Scope figures: cameras, doors, buildings, perimeter... */
  scope: z.array(statSchema).min(1),
  year: z.number().int().min(2000).max(2100).meta({ i18n: "duplicate" }),
  status: projectStatusSchema.meta({ i18n: "duplicate" }),
  description: text(),
  outcome: text(),
  /** A topic the site already draws for the sector (app/images/artwork.ts), so the case reuses that scene. */
  image: imageSlotSchema,
  onHomePage: z.boolean().optional().meta({ i18n: "duplicate", label: "Shown on the home page" }),
});

export type CaseStudy = z.output<typeof caseStudySchema>;

export const caseStudiesCollection = {
  name: "case-studies",
  label: "Case studies",
  folder: "content/case-studies",
  schema: caseStudySchema,
};

const records = recordsById(import.meta.glob("/content/case-studies/*.yaml", { eager: true, import: "default" }), caseStudySchema, "id");
for (const [id, record] of records)
  for (const locale of ["en", "ar"] as const) {
    const file = `content/case-studies/${id}.yaml`;
    checkLinks(
      file,
      `${locale}.sector`,
      [record[locale].sector],
      industryIndex.map((industry) => industry.slug),
    );
    checkLinks(
      file,
      `${locale}.systems`,
      record[locale].systems,
      serviceIndex.map((service) => service.slug),
    );
  }

/** Every project, in each language, in the order of their `order`. */
export const caseStudyRecords: Bilingual<CaseStudy[]> = bothLocales((locale) =>
  [...records.values()].map((record) => record[locale]).toSorted((a, b) => a.order - b.order),
);

/** The English records, for modules still put into Arabic through the catalogue (the home page's projects). */
export const caseStudies = caseStudyRecords.en;

export function findCaseStudy(id: string | null | undefined): CaseStudy | undefined {
  return caseStudies.find((study) => study.id === id);
}

/** "Al Olaya, Riyadh", or the city alone; in Arabic with the Arabic comma. */
export function caseStudyPlace(study: CaseStudy, locale: Locale = "en"): string {
  return study.district ? `${study.district}${locale === "ar" ? "، " : ", "}${study.city}` : study.city;
}

/** "A 12-storey commercial tower in Al Olaya, Riyadh": the project as the quote form and the sales mail name it. */
export function caseStudySummary(study: CaseStudy): string {
  return `${study.site} in ${caseStudyPlace(study)} (${study.title}, ${study.year})`;
}

/** A link to a page of the site, labelled as in the menus. */
export interface PageLink {
  label: string;
  to: string;
}

/** A page of the site as the menus name it, in `locale`. */
function pageLink(path: string, locale: Locale): PageLink {
  return { label: pageLabel(pageRecord(path, locale)), to: path };
}

/** The sector's industry page. */
export function caseStudySector(study: CaseStudy, locale: Locale = "en"): PageLink {
  return pageLink(industryPath({ slug: study.sector }), locale);
}

/** The service pages of the systems installed. */
export function caseStudySystems(study: CaseStudy, locale: Locale = "en"): PageLink[] {
  return study.systems.map((slug) => pageLink(servicePath({ slug }), locale));
}

export const CASE_STUDIES_PATH = "/case-studies";
export const REFERENCE_VISIT_TOPIC: QuoteTopic = "reference-visit";

/** The project's own place on /case-studies. */
export function caseStudyPath(id: CaseStudyId): string {
  return `${CASE_STUDIES_PATH}#${id}`;
}

/** The quote form with the reference-visit topic and the project preselected. */
export function referenceVisitHref(id: CaseStudyId): string {
  return `${QUOTE_PATH}?${new URLSearchParams({ topic: REFERENCE_VISIT_TOPIC, [PROJECT_PARAM]: id })}`;
}

/** The project a quote link carries (`?project=`), as the quote form and the sales mail show it. */
export interface ProjectHandOff {
  /** The id, for the form's hidden field. */
  value: CaseStudyId;
  summary: string;
  path: string;
}

/** The project a quote link or a stored lead names, or null when it names none we know. */
export function readProjectHandOff(raw: string | null | undefined): ProjectHandOff | null {
  const study = findCaseStudy(raw);
  return study ? { value: study.id, summary: caseStudySummary(study), path: caseStudyPath(study.id) } : null;
}

/** The words of /case-studies around the records. */
export const caseStudiesPageSchema = z.object({
  intro: text(),
  privacyNote: text().meta({ label: "Note on clients' names and reference visits" }),
  labels: z.object({
    sector: text(),
    place: text(),
    year: text(),
    systems: text(),
    scope: text(),
    outcome: text(),
  }),
  referenceVisit: text().meta({ label: "Reference visit button" }),
  statusLabels: z.object({ Completed: text(), Ongoing: text() }).meta({ label: "Project statuses" }),
});

export const caseStudiesPageCollection = {
  name: "case-studies-page",
  label: "Case studies: the page's words",
  file: "content/templates/case-studies-page.yaml",
  schema: caseStudiesPageSchema,
};

export const caseStudiesText = parseRecord(caseStudiesPageCollection.file, textData, caseStudiesPageSchema);
