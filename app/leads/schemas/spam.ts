// The hidden fields of every lead form: spam traps (no CAPTCHA: a honeypot field, a signed page-load stamp with a
// minimum fill time, and a cap on links in free text) and the page the form was sent from.

/** A field people never see; bots that fill every input fill it. */
export const HONEYPOT_FIELD = "website";
/** Signed time at which the form was served (see app/leads/stamp.server.ts). */
export const STAMP_FIELD = "formStamp";
/**
 * Prerendered HTML carries this in place of a stamp; the server swaps in a fresh stamp per request,
 * and forms reached by client-side navigation fetch one from /api/form-stamp.
 */
export const STAMP_PLACEHOLDER = "__FORM_STAMP__";
/** Path of the page the form was sent from. */
export const SOURCE_FIELD = "sourcePage";
/** A site path without spaces, at most 2048 characters; anything else is stored as "/". */
export const SOURCE_PAGE_PATTERN = /^\/\S{0,2047}$/;
/** Faster than this from page load to submission is a bot. */
export const MIN_FILL_MS = 3_000;
/** A stamp older than this must be renewed (a form left open overnight is still fine). */
export const MAX_STAMP_AGE_MS = 48 * 60 * 60 * 1000;
/** More links than this in a message is spam. */
export const MAX_LINKS = 2;

export function countLinks(text: string): number {
  return (text.match(/(https?:\/\/|www\.)/gi) ?? []).length;
}
