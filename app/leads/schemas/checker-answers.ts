import * as z from "zod/mini";

// The checker's answers and how they travel: as the GET query of its steps (`?type=health&area=entrances&step=result`)
// and, once answered, as the same query in the quote form's `checker` field. Only the ids live here (no texts, no
// rules) because the quote form's schema, which runs in the browser, checks that field with this module.

export const establishmentIds = [
  "government",
  "energy",
  "tourist-accommodation",
  "shopping-centre",
  "residential",
  "bank",
  "mosque",
  "sports-recreation",
  "health",
  "warehouse",
  "fuel-station",
  "education",
  "food-service",
  "public-transport",
  "event-venue",
  "museum",
  "business",
  "other",
] as const;
export type EstablishmentId = (typeof establishmentIds)[number];

/** Article 6: places where cameras are prohibited (asked so that the result can warn). */
export const prohibitedAreaIds = [
  "examination-rooms",
  "operating-rooms",
  "physiotherapy",
  "changing-rooms",
  "toilets",
  "salon-service",
  "hotel-room-units",
] as const;

export const areaIds = [
  "entrances",
  "reception",
  "car-park",
  "warehouse",
  "emergency-exits",
  "fire-equipment",
  "comms-room",
  ...prohibitedAreaIds,
] as const;
export type AreaId = (typeof areaIds)[number];

export const stepIds = ["type", "home", "areas", "result"] as const;
export type StepId = (typeof stepIds)[number];

/** Types whose cameras may be a family's own, inside its home: only they are asked the private-home question. */
export const privateHomeTypes: readonly EstablishmentId[] = ["residential", "other"];

export interface CheckerAnswers {
  establishment: EstablishmentId;
  /** Cameras inside the visitor's own residential unit (asked of privateHomeTypes only; false for the others). */
  privateHome: boolean;
  areas: AreaId[];
}

/** The query as sent: every value checked against the ids; a repeated single value is refused (an array). */
const querySchema = z.object({
  type: z.optional(z.enum(establishmentIds)),
  home: z.optional(z.enum(["yes", "no"])),
  area: z.array(z.enum(areaIds)).check(z.maxLength(areaIds.length * 2)),
  step: z.optional(z.enum(stepIds)),
});

/** Where a query leads: the step to show with the answers so far, or a refusal naming the parameter. */
export type CheckerQuery =
  | {
      ok: true;
      step: StepId;
      establishment?: EstablishmentId;
      privateHome?: boolean;
      areas: AreaId[];
      /** The step was asked for with an earlier answer missing (a form sent with nothing chosen). */
      missing?: "type" | "home";
    }
  | { ok: false; invalid: string[] };

/**
 * Reads the checker's query. Other parameters (utm_source and the like) are ignored; an empty value counts as
 * absent. The step shown is the one asked for, but never past the first unanswered question, and questions that do
 * not apply are passed over (the private-home question for a hospital, the areas for a private home).
 */
export function readCheckerQuery(params: URLSearchParams): CheckerQuery {
  const single = (name: "type" | "home" | "step") => {
    const values = params.getAll(name).filter((value) => value !== "");
    return values.length > 1 ? values : values[0];
  };
  const parsed = z.safeParse(querySchema, {
    type: single("type"),
    home: single("home"),
    step: single("step"),
    area: params.getAll("area").filter((value) => value !== ""),
  });
  if (!parsed.success) return { ok: false, invalid: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] };
  const { type: establishment, home, step: requested = "type" } = parsed.data;
  const areas = areaIds.filter((id) => parsed.data.area.includes(id));
  const asked = stepIds.indexOf(requested);
  if (!establishment) return { ok: true, step: "type", areas: [], missing: asked > 0 ? "type" : undefined };
  const asksHome = privateHomeTypes.includes(establishment);
  const privateHome = asksHome ? (home === undefined ? undefined : home === "yes") : false;
  const base = { ok: true as const, establishment, privateHome, areas };
  if (privateHome === undefined && asked > stepIds.indexOf("home")) return { ...base, step: "home", missing: "home" };
  if (requested === "type" || (requested === "home" && asksHome)) return { ...base, step: requested };
  if (privateHome) return { ...base, areas: [], step: "result" };
  return { ...base, step: requested === "result" ? "result" : "areas" };
}

/** The answers behind a result query; undefined for anything else. */
export function answersOf(query: CheckerQuery): CheckerAnswers | undefined {
  if (!query.ok || query.step !== "result" || !query.establishment) return undefined;
  return { establishment: query.establishment, privateHome: query.privateHome ?? false, areas: query.areas };
}

/** The query of a step with the answers given so far: the steps' back links and the result's shareable link. */
export function stepQuery(answers: Partial<CheckerAnswers>, step: StepId): string {
  const params = new URLSearchParams();
  if (answers.establishment) params.set("type", answers.establishment);
  if (answers.establishment && privateHomeTypes.includes(answers.establishment) && answers.privateHome !== undefined) {
    params.set("home", answers.privateHome ? "yes" : "no");
  }
  for (const area of answers.privateHome ? [] : (answers.areas ?? [])) params.append("area", area);
  params.set("step", step);
  return params.toString();
}

/** The result page's query, in one order: the checker's shareable link and the lead's record of the answers. */
export const resultQuery = (answers: CheckerAnswers) => stepQuery(answers, "result");

export { CHECKER_PARAM } from "./checker-param";

/** Longest `checker` value a quote accepts: every area once is about 330 characters. */
export const CHECKER_VALUE_MAX = 600;

/** The answers carried in a quote's `checker` field (a result query); undefined when it is not one. */
export function parseCheckerValue(value: string): CheckerAnswers | undefined {
  if (value.length > CHECKER_VALUE_MAX) return undefined;
  return answersOf(readCheckerQuery(new URLSearchParams(value)));
}
