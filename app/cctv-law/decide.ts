import { areaIds, type AreaId, type CheckerAnswers } from "~/leads/schemas/checker-answers";
import { establishments, fineIds, prohibitedAreas, requiredAreas, type FineId, type RuleId } from "./rules";

// The decision table, as a pure function of the answers: the result page and the quote hand-off read only this.

/**
 * applies: a covered category; private-home: cameras inside the visitor's own home, excluded;
 * unlisted: not in the categories published so far (the Ministry may add others), so the duties are shown as
 * what would apply.
 */
export const verdicts = ["applies", "private-home", "unlisted"] as const;
export type Verdict = (typeof verdicts)[number];

/** What a building under the law must do whatever its areas. */
export const dutyIds = ["signage", "recordings", "retention"] as const satisfies readonly RuleId[];
export type DutyId = (typeof dutyIds)[number];

export interface CheckerResult {
  verdict: Verdict;
  /** Areas present where cameras are required, in the rules' order. */
  requiredPositions: AreaId[];
  /** Areas present where cameras are prohibited: the page warns about each. */
  prohibitedPresent: AreaId[];
  /** Signage, keeping recordings, retention: none for a private home. */
  duties: DutyId[];
  fines: FineId[];
  /** One camera per required position (two for a car park): a draft for the quote, not a design. */
  draftCameraCount: number;
  /** The rules this result rests on, for its sources. */
  rules: RuleId[];
}

export function decide(answers: CheckerAnswers): CheckerResult {
  if (answers.privateHome) {
    return {
      verdict: "private-home",
      requiredPositions: [],
      prohibitedPresent: [],
      duties: [],
      fines: [],
      draftCameraCount: 0,
      rules: ["law", "private-home"],
    };
  }
  const present = areaIds.filter((id) => answers.areas.includes(id));
  const requiredPositions = present.filter((id) => requiredAreas[id] !== undefined);
  const prohibitedPresent = present.filter((id) => prohibitedAreas.includes(id));
  // Every fine concerns a building under the law, except those tied to areas it does not have.
  const fines = fineIds.filter(
    (id) => (id !== "prohibited-place" || prohibitedPresent.length > 0) && (id !== "not-installed" || requiredPositions.length > 0),
  );
  return {
    verdict: establishments[answers.establishment].covered ? "applies" : "unlisted",
    requiredPositions,
    prohibitedPresent,
    duties: [...dutyIds],
    fines,
    draftCameraCount: requiredPositions.reduce((sum, id) => sum + (requiredAreas[id]?.draftCameras ?? 0), 0),
    rules: [
      "law",
      "regulation",
      "coverage",
      ...(requiredPositions.length > 0 ? (["required-positions"] as const) : []),
      "prohibited-places",
      "signage",
      "recordings",
      "retention",
      "fines",
    ],
  };
}
