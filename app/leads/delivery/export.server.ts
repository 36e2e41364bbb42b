import type { Kysely } from "kysely";
import type { Database, LeadKind } from "~/db/schema";
import { listLeads } from "~/leads/stored-lead.server";
import { configurationLine, summarizeLead, type LeadSummary } from "./lead-summary.server";
import { webhookPayload } from "./webhook.server";
import { UTM_FIELDS } from "~/leads/schemas/attribution-fields";

// Lead exports for the sales team (`npm run leads -- export`): CSV for spreadsheets, JSON
// in the same shape as the CRM webhook's `lead`. The columns are a contract (docs/operations.md).

/** One query however many leads there are. */
export async function leadsSince(
  db: Kysely<Database>,
  { since, until, kind, siteUrl }: { since: Date; until?: Date; kind?: LeadKind; siteUrl: string },
): Promise<LeadSummary[]> {
  return (await listLeads(db, { since, until, kind })).map((lead) => summarizeLead(lead, siteUrl));
}

const fieldOf = (lead: LeadSummary, key: string) => lead.fields.find((field) => field.key === key)?.value;

const csvColumns: [string, (lead: LeadSummary) => string | number | null | undefined][] = [
  ["reference", (lead) => lead.reference],
  ["kind", (lead) => lead.kind],
  ["created_at", (lead) => lead.createdAt],
  ...["name", "email", "phone", "company", "service", "topic", "message"].map(
    (key) =>
      [key, (lead: LeadSummary) => lead.fields.find((field) => field.key === key)?.value] as [
        string,
        (lead: LeadSummary) => string | undefined,
      ],
  ),
  ["source_page", (lead) => lead.sourcePage],
  ["building", (lead) => lead.quote?.buildingName],
  ["configuration", (lead) => configurationLine(lead.quote)],
  ["total_sar", (lead) => lead.quote?.total],
  ["consent_version", (lead) => lead.consent.version],
  ["consented_at", (lead) => lead.consent.consentedAt],
  ["marketing_opt_in", (lead) => (lead.marketingOptIn ? "yes" : "no")],
  ["language", (lead) => lead.language],
  // Appended (issue 26), so that spreadsheets reading the columns above by position keep working.
  ["city", (lead) => fieldOf(lead, "city")],
  ["contact_preference", (lead) => fieldOf(lead, "contactPreference")],
  // Where the lead came from (docs/decisions/160), after the older columns so that existing sheets keep their places.
  ["source", (lead) => lead.attribution.source],
  ["landing_page", (lead) => lead.attribution.landingPage],
  ["referrer_host", (lead) => lead.attribution.referrerHost],
  ...UTM_FIELDS.map((name) => [name, (lead: LeadSummary) => lead.attribution.utm[name]] as [string, (lead: LeadSummary) => string | null]),
  // How soon a service request needs an answer (high, normal, low; empty for other kinds), last for the same reason.
  ["priority", (lead) => lead.priority],
];

/** A field a spreadsheet would run as a formula: =, @, +/- not followed by a number, tab, CR. */
const formulaStart = /^(?:[=@\t\r]|[+-](?![\d\s().]*$))/;
/** After a semicolon the cell runs on into the next fields, so a number after + or - proves nothing there. */
const formulaStartAfterSemicolon = /^[=@\t\r+-]/;
const inert = (part: string, index: number) => ((index === 0 ? formulaStart : formulaStartAfterSemicolon).test(part) ? `'${part}` : part);

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, semicolon, quote or line break, quotes doubled. A text a
 * spreadsheet would run as a formula gets a leading apostrophe: a visitor's "message" must never execute on a sales
 * laptop. So does each part after a semicolon: a spreadsheet whose separator is `;` (Arabic, French, German locales)
 * splits there, and it honours quotes only at the start of a cell, which a field in the middle of a line is not.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "string" ? value.split(";").map(inert).join(";") : String(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header plus one row per lead, CRLF line ends. */
export function leadsToCsv(leads: LeadSummary[]): string {
  const rows = [csvColumns.map(([name]) => name), ...leads.map((lead) => csvColumns.map(([, get]) => csvField(get(lead))))];
  return rows.map((row) => row.join(",")).join("\r\n") + "\r\n";
}

export function leadsToJson(leads: LeadSummary[], now = new Date()): string {
  return `${JSON.stringify(
    leads.map((lead) => webhookPayload(lead, now).lead),
    null,
    2,
  )}\n`;
}
