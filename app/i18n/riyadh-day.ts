// Riyadh keeps UTC+3 all year (no daylight saving): its calendar day is the UTC day three hours on. Shared by the
// survey's windows and the daily cap on a visitor's mails, which both count days as Riyadh does.
const offsetMs = 3 * 60 * 60_000;

/** The calendar day in Riyadh of an instant, YYYY-MM-DD. */
export function riyadhDay(at: Date): string {
  return new Date(at.getTime() + offsetMs).toISOString().slice(0, 10);
}
