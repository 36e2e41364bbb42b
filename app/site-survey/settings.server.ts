import { getEnv, type Env } from "~/config/env.server";
import { surveySchedule } from "~/content/site-survey";
import type { SurveySchedule } from "./slots";

// The survey's settings: the schedule of app/content/site-survey.ts with the environment's extra holidays, the
// capacity of a window (SURVEY_SLOT_CAPACITY, default 2) and the upcoming bookings one person or client address may
// hold (SURVEY_BOOKINGS_PER_PERSON, default 2).

export interface SurveySettings {
  schedule: SurveySchedule;
  capacity: number;
  bookingsPerPerson: number;
}

export function surveySettings(env: Env = getEnv()): SurveySettings {
  return {
    schedule: { ...surveySchedule, holidays: [...surveySchedule.holidays, ...env.SURVEY_HOLIDAYS] },
    capacity: env.SURVEY_SLOT_CAPACITY,
    bookingsPerPerson: env.SURVEY_BOOKINGS_PER_PERSON,
  };
}
