// The case studies' ids, apart from their texts: the quote form's schema, which also runs in the browser, checks the
// `project` a reference-visit request carries against this list alone (app/leads/schemas/quote.ts). An id is its
// record's file name (content/case-studies/<id>.yaml): only the glob's keys are read, so Vite puts no record in the
// bundle (and nothing of ./record-files.ts, which the island would carry too).

export const caseStudyIds: readonly string[] = Object.keys(import.meta.glob("/content/case-studies/*.yaml"))
  .map((file) => file.replace(/^.*\/([^/]+)\.yaml$/, "$1"))
  .sort();
export type CaseStudyId = string;

/** The quote form's parameter and field naming the project a reference site visit is asked for. */
export const PROJECT_PARAM = "project";

export function isCaseStudyId(value: string | null | undefined): value is CaseStudyId {
  return typeof value === "string" && caseStudyIds.includes(value);
}
