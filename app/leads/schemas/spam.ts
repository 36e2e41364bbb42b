// The hidden fields of every lead form: spam traps (no CAPTCHA: a honeypot field, a signed page-load stamp with a
// minimum fill time, and a cap on links in free text) and the page the form was sent from.

/** A field people never see; bots that fill every input fill it. */
export const HONEYPOT_FIELD = "website";
/** Path of the page the form was sent from. */
export const SOURCE_FIELD = "sourcePage";
/** The page a lead was sent from, as stored: a site path, or empty when the form named no known page. */
export const SOURCE_PAGE_PATTERN = /^(\/\S{0,2047})?$/;
/** Faster than this from page load to submission is a bot. */
export const MIN_FILL_MS = 3_000;
/** A stamp (the signed time the site was first served, app/leads/stamp.server.ts) older than this must be renewed (a form left open overnight is still fine). */
export const MAX_STAMP_AGE_MS = 48 * 60 * 60 * 1000;
/** More links than this in a message is spam. */
export const MAX_LINKS = 2;

export function countLinks(text: string): number {
  return (text.match(/(https?:\/\/|www\.)/gi) ?? []).length;
}
