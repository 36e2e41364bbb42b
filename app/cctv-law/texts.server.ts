import { z } from "zod";
import checkerFile from "/content/cctv-law/checker.yaml";
import { parseRecord } from "~/content/bilingual";
import { areaIds, establishmentIds } from "~/leads/schemas/checker-answers";
import { dutyIds, verdicts } from "./decide";
import { confidences, fineIds, fineUnits, requiredAreaIds, ruleIds, sourceIds } from "./rules";

// Every text of the CCTV-law checker, in content/cctv-law/checker.yaml (English and Arabic side by side, decision 135).
// The decision table stays code (./rules.ts, ./decide.ts); this schema takes its keys from the code's id lists, so
// an id added there without its text in both languages stops the build, naming the file and the field. Server only:
// the route's loader hands the page its language's texts, so neither the other language nor zod's full API (the
// islands share zod/mini's chunk) reaches the client build.

const FILE = "content/cctv-law/checker.yaml";

/** A text the checker shows: every field is required and none is blank. */
const text = z.string({ error: (issue) => (issue.input === undefined ? "missing: the checker needs this text" : undefined) }).min(1);

/** A text with `{token}` placeholders the code fills in (`fillIn`, app/content/in-locale.ts); each must be there. */
const template = (...tokens: string[]) =>
  text.refine((value) => tokens.every((token) => value.includes(`{${token}}`)), {
    message: `must contain ${tokens.map((token) => `{${token}}`).join(" and ")}`,
  });

/** Punctuation joined between items: kept as written, spaces included. */
const separator = z.string().min(1);

/** One field per id of the code: a text for each, and no text for an id the code does not have. */
function textPerId<const Id extends string, T extends z.ZodType>(ids: readonly Id[], field: T) {
  return z.strictObject(Object.fromEntries(ids.map((id) => [id, field])) as Record<Id, T>);
}

const titled = z.object({ title: text, text });

export const checkerTextsSchema = z.object({
  heading: text,
  intro: text,
  lawSummary: text,
  disclaimer: text,
  stepOf: template("step").meta({ label: "Question number ({step} is 1 to 3)" }),
  steps: z.object({
    type: z.object({ legend: text, hint: text }),
    home: z.object({ legend: text, hint: text, yes: text, no: text }),
    areas: z.object({ legend: text, hint: text, requiredGroup: text, prohibitedGroup: text }),
  }),
  continue: text,
  showResult: text,
  back: text,
  startAgain: text,
  missing: z.object({ type: text, home: text }).meta({ label: "A question sent without an answer" }),
  invalid: z.object({ title: text, text }).meta({ label: "A checker link with an unknown answer" }),
  establishments: textPerId(establishmentIds, text).meta({ label: "Establishment types" }),
  areas: textPerId(areaIds, text).meta({ label: "Areas" }),
  positions: textPerId(requiredAreaIds, text).meta({ label: "Required camera position, per area" }),
  result: z.object({
    heading: text,
    verdicts: textPerId(verdicts, titled),
    yourAnswers: text,
    changeAnswers: text,
    warningTitle: text,
    warningText: template("amount").meta({ label: "Warning text ({amount} is the fine per camera)" }),
    requiredTitle: text,
    requiredIntro: text,
    requiredNone: text,
    draftCount: z
      .object({ one: template("count"), other: template("count") })
      .meta({ label: "Draft camera count ({count} is the number)" }),
    dutiesTitle: text,
    duties: textPerId(dutyIds, titled),
    finesTitle: text,
    finesIntro: text,
    fineColumns: z.object({ violation: text, amount: text }),
    fines: textPerId(fineIds, text).meta({ label: "Violations" }),
    amounts: textPerId(fineUnits, template("amount")).meta({
      label: "A fine's amount, per violation, camera or device ({amount} is the figure in SAR)",
    }),
    appeal: text,
    nextTitle: text,
    quote: text,
    survey: text,
  }),
  sources: z.object({
    title: text,
    intro: text,
    rules: textPerId(ruleIds, text).meta({ label: "Rules" }),
    confidence: textPerId(confidences, text).meta({ label: "How sure we are of a rule" }),
    readIn: text,
    lastReviewed: template("date").meta({ label: "Last review ({date} is the date)" }),
    documents: textPerId(sourceIds, z.object({ title: text, issuer: text })).meta({ label: "Sources: title and issuer" }),
    partSeparator: separator.meta({ label: "Between a source's title, issuer and date" }),
    listSeparator: separator.meta({ label: "Between the sources a rule was read in" }),
  }),
  handOff: z
    .object({
      areas: template("type", "areas"),
      privateHome: template("type"),
      noAreas: text,
      listSeparator: separator.meta({ label: "Between the areas" }),
    })
    .meta({ label: "The answers in one line (result, quote form, sales team)" }),
});

/** The checker's texts in one language. */
export type CheckerTexts = z.output<typeof checkerTextsSchema>;

/** The checker's texts in both languages, validated at build. */
export const checkerTexts = parseRecord(FILE, checkerFile, checkerTextsSchema);

/** For the CMS (decision 133): one record, both languages side by side. */
export const checkerTextsCollection = { name: "cctv-law-checker", label: "CCTV-law checker", file: FILE, schema: checkerTextsSchema };
