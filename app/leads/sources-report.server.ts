import type { Kysely } from "kysely";
import type { Database, LeadKind } from "~/db/schema";
import { sourceOf } from "./attribution.server";

// `npm run leads -- sources`: leads per source and landing page per ISO week (docs/decisions/161). Weeks are
// Riyadh's (UTC+3, no daylight saving), Monday to Sunday, as sales count them.

const riyadhOffsetMs = 3 * 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

/** The ISO week of a time in Riyadh, "2026-W48". */
export function isoWeekOf(time: Date | string): string {
  const riyadh = new Date(new Date(time).getTime() + riyadhOffsetMs);
  const weekday = (riyadh.getUTCDay() + 6) % 7;
  // The week belongs to the year of its Thursday.
  const thursday = Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate() - weekday + 3);
  const year = new Date(thursday).getUTCFullYear();
  const week = 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / dayMs / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Monday 00:00 in Riyadh of the week `weeks - 1` weeks before the week of `now`: the start of the last `weeks` weeks. */
export function startOfWeeks(now: Date, weeks: number): Date {
  const riyadh = new Date(now.getTime() + riyadhOffsetMs);
  const weekday = (riyadh.getUTCDay() + 6) % 7;
  const monday = Date.UTC(riyadh.getUTCFullYear(), riyadh.getUTCMonth(), riyadh.getUTCDate() - weekday - 7 * (weeks - 1));
  return new Date(monday - riyadhOffsetMs);
}

export interface SourcedLead {
  createdAt: string;
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
}

export interface SourceRow {
  week: string;
  /** utm_source, else the referring site's host, else "direct". */
  source: string;
  /** The visit's first page; "not known" for leads stored before it was kept. */
  landingPage: string;
  leads: number;
}

/** Leads counted per week, source and landing page: newest week first, then most leads, then by name. */
export function countSources(leads: readonly SourcedLead[]): SourceRow[] {
  const rows = new Map<string, SourceRow>();
  for (const lead of leads) {
    const week = isoWeekOf(lead.createdAt);
    const source = sourceOf({ utm_source: lead.utmSource ?? undefined, referrerHost: lead.referrerHost ?? undefined });
    const landingPage = lead.landingPage ?? "not known";
    const key = JSON.stringify([week, source, landingPage]);
    const row = rows.get(key) ?? { week, source, landingPage, leads: 0 };
    row.leads += 1;
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) =>
      b.week.localeCompare(a.week) || b.leads - a.leads || a.source.localeCompare(b.source) || a.landingPage.localeCompare(b.landingPage),
  );
}

/** The leads of the last `weeks` weeks (this one included) with what their source is read from, in one query. */
export async function sourcedLeads(db: Kysely<Database>, filter: { since: Date; kind?: LeadKind }): Promise<SourcedLead[]> {
  let query = db
    .selectFrom("leads")
    .select(["created_at as createdAt", "landing_page as landingPage", "referrer_host as referrerHost", "utm_source as utmSource"])
    .where("created_at", ">=", filter.since.toISOString());
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  return query.execute();
}
