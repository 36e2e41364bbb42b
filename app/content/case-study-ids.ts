// The case studies' ids, apart from their texts: the quote form's schema, which also runs in the browser, checks the
// `project` a reference-visit request carries against this list alone (app/leads/schemas/quote.ts).

export const caseStudyIds = [
  "mall-riyadh",
  "campus-jeddah",
  "logistics-dammam",
  "tower-al-olaya",
  "hospital-al-malaz",
  "farm-al-kharj",
] as const;
export type CaseStudyId = (typeof caseStudyIds)[number];

/** The quote form's parameter and field naming the project a reference site visit is asked for. */
export const PROJECT_PARAM = "project";

export function isCaseStudyId(value: string | null | undefined): value is CaseStudyId {
  return caseStudyIds.includes(value as CaseStudyId);
}
