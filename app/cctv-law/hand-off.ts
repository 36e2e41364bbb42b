import { BUILDING_PARAM } from "~/quote-model/configurator-url";
import { fillIn } from "~/content/in-locale";
import { CHECKER_PARAM, parseCheckerValue, resultQuery, type CheckerAnswers } from "~/leads/schemas/checker-answers";
import type { CheckerResult } from "./decide";
import { establishments } from "./rules";
import type { CheckerTexts } from "./texts.server";

// From a result to the next step of the sale: the quote form with the building type, the draft camera count and the
// answers attached (`checker`, a result query that the quote schema checks), and the site-survey booking.

export const CHECKER_PATH = "/resources/cctv-law-checker";
const QUOTE_PATH = "/contact/get-quote";
const SURVEY_PATH = "/contact/site-survey";

export function quoteLink(answers: CheckerAnswers, result: CheckerResult): string {
  const { building, topic } = establishments[answers.establishment];
  const params = new URLSearchParams({ [BUILDING_PARAM]: building, topic });
  // The configurator's camera item: the quote page shows it priced, like a configurator hand-off.
  if (result.draftCameraCount > 0) params.set("cameras", String(result.draftCameraCount));
  params.set(CHECKER_PARAM, resultQuery(answers));
  return `${QUOTE_PATH}?${params}`;
}

export function surveyLink(answers: CheckerAnswers): string {
  return `${SURVEY_PATH}?${new URLSearchParams({ [BUILDING_PARAM]: establishments[answers.establishment].building, from: "cctv-law-checker" })}`;
}

/** "Hospital, clinic or other health facility; areas: Entrances, Operating rooms", in the language of `texts`. */
export function describeAnswers(answers: CheckerAnswers, texts: CheckerTexts): string {
  const type = texts.establishments[answers.establishment];
  if (answers.privateHome) return fillIn(texts.handOff.privateHome, { type });
  const areas = answers.areas.map((area) => texts.areas[area]).join(texts.handOff.listSeparator);
  return fillIn(texts.handOff.areas, { type, areas: areas || texts.handOff.noAreas });
}

export interface CheckerHandOff {
  /** The canonical result query, for the form's hidden field. */
  value: string;
  /** The answers in words, shown beside the form. */
  summary: string;
  /** The result page these answers lead to. */
  resultPath: string;
}

/** The answers a quote link carries, or null when it carries none or something else. */
export function readHandOff(raw: string | null, texts: CheckerTexts): CheckerHandOff | null {
  const answers = raw ? parseCheckerValue(raw) : undefined;
  if (!answers) return null;
  const value = resultQuery(answers);
  return { value, summary: describeAnswers(answers, texts), resultPath: `${CHECKER_PATH}?${value}` };
}
