import { directionOf, type Locale } from "~/i18n/locale";

// Tiny HTML helpers for mails. Every value that came from a visitor goes through escapeHtml:
// a lead is untrusted input, and the sales team's mail client renders it.

const entities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

/** One line for a header: visitors' text may hold newlines or huge runs of spaces. */
export function headerText(value: string, max = 80): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * An address shown as its own link. Left to right even in an Arabic mail: a URL's punctuation would otherwise be
 * reordered by the right-to-left paragraph around it.
 */
export function addressLink(url: string): string {
  return `<a href="${escapeHtml(url)}" dir="ltr">${escapeHtml(url)}</a>`;
}

/**
 * A minimal, client-safe mail document: inline styles only, no external resources. In the visitor's language, with
 * its direction on the content too: some mail clients drop the `<html>` element's attributes.
 */
export function mailDocument(title: string, body: string, locale: Locale = "en"): string {
  const language = `lang="${locale}" dir="${directionOf(locale)}"`;
  return `<!doctype html>
<html ${language}>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f9;font-family:Arial,Helvetica,sans-serif;color:#0b1426;font-size:15px;line-height:1.5">
<div ${language} style="max-width:640px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${body}
</div>
</body>
</html>`;
}

export const cellStyle = 'style="padding:6px 10px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top"';
export const numberCellStyle = 'style="padding:6px 10px;border-bottom:1px solid #e2e8f0;text-align:right;vertical-align:top"';
