// The Content Security Policy of every HTML response. Scripts: our own files, plus either the hashes of a
// prerendered page's inline scripts or the nonce of a server-rendered one; never 'unsafe-inline' or 'unsafe-eval'.
// Inline style attributes (fixed image sizes) need 'unsafe-inline' for styles only.
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
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
