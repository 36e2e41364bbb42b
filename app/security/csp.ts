// The Content Security Policy of every HTML response. Scripts and style elements: our own files, plus either the
// hashes of a prerendered page's inline ones or the nonce of a server-rendered page; never 'unsafe-inline' or
// 'unsafe-eval'. Only style attributes (an image's aspect ratio, a hotspot's position) may be inline.
export interface InlineSources {
  /** `'sha256-…'` of each inline script, or `'nonce-…'`. */
  scripts: readonly string[];
  /** `'sha256-…'` of each inline `<style>`, or `'nonce-…'`. */
  styles: readonly string[];
}

export function contentSecurityPolicy({ scripts, styles }: InlineSources): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts.join(" ")}`.trim(),
    `style-src-elem 'self' ${styles.join(" ")}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** Inline `<script>` bodies of a page (not external ones, not JSON data blocks), for their CSP hashes. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    if (/\bsrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    if (match[2]) scripts.push(match[2]);
  }
  return scripts;
}

/** Inline `<style>` bodies of a page, for their CSP hashes. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
}
