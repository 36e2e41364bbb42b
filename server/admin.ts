import { editorCollections } from "../app/admin/collections.server";
import { decapConfig, type DecapBackend } from "../app/admin/decap-config";
import stylesheet from "../app/app.css?url";
import type { Env } from "../app/config/env.server";

// The content editor at /admin (Decap CMS, docs/decisions/133, docs/editing.md): its page and its configuration,
// worked out once at start from the environment. Decap's own files are built files under /admin/
// (server/admin-vite-plugin.ts) and answer from memory like the others (server/static-files.ts).

export const ADMIN_PATH = "/admin";
export const ADMIN_CONFIG_PATH = "/admin/config.yml";

/** The Git host saves go to in production, or undefined when none is configured. */
export function editorBackend(env: Env): DecapBackend | undefined {
  if (!env.CMS_BACKEND || !env.CMS_REPO) return undefined;
  const backend: DecapBackend = { name: env.CMS_BACKEND, repo: env.CMS_REPO, branch: env.CMS_BRANCH };
  if (env.CMS_BASE_URL) backend.base_url = env.CMS_BASE_URL;
  if (env.CMS_API_ROOT) backend.api_root = env.CMS_API_ROOT;
  else if (env.CMS_BACKEND === "gitea" || env.CMS_BACKEND === "forgejo") backend.api_root = `${env.CMS_BASE_URL}/api/v1`;
  if (env.CMS_APP_ID) backend.app_id = env.CMS_APP_ID;
  // GitLab's sign-in without a secret: PKCE in the browser (Gitea and Forgejo use it always).
  if (env.CMS_BACKEND === "gitlab") backend.auth_type = "pkce";
  return backend;
}

/** Origins the editor calls (connect-src) and shows images from (img-src), for the configured host. */
function hostOrigins(backend: DecapBackend | undefined): { connect: string[]; images: string[] } {
  if (!backend) return { connect: [], images: [] };
  const origin = (url: string | undefined) => (url ? [new URL(url).origin] : []);
  if (backend.name === "github") {
    // The OAuth proxy (base_url) is a popup that posts the token back: no fetch goes to it.
    return {
      connect: origin(backend.api_root ?? "https://api.github.com"),
      images: ["https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
    };
  }
  const host = origin(backend.base_url ?? "https://gitlab.com");
  return { connect: [...new Set([...origin(backend.api_root), ...host])], images: host };
}

/**
 * The policy of /admin only, measured on Decap 3.16 (docs/research/cms-study.md): 'unsafe-eval' (its config
 * validator is compiled by ajv; also the WebP encoder's WebAssembly), inline styles (emotion), blob: for uploads
 * being saved, and the Git host or the local backend. No visitor loads this page; every other page keeps its own.
 */
export function adminPolicy(backend: DecapBackend | undefined, localBackendUrl: string | undefined): string {
  const host = hostOrigins(backend);
  const local = localBackendUrl ? [new URL(localBackendUrl).origin] : [];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...host.images].join(" "),
    ["connect-src 'self' blob:", ...host.connect, ...local].join(" "),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

/**
 * The editor's page: Decap's bundle, then ours (public/admin/): the check of the Arabic side before a save, the
 * preview templates (with the site's stylesheet) and the inputs' direction.
 */
export function adminPage(siteStylesheet: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link rel="cms-config-url" type="text/yaml" href="${ADMIN_CONFIG_PATH}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/admin/admin.css" />
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/locale-checks.js"></script>
    <script src="/admin/preview.js" data-site-stylesheet="${siteStylesheet}"></script>
  </body>
</html>
`;
}

export interface AdminAnswer {
  body: string;
  headers: Record<string, string>;
}

/**
 * The page and the configuration by path, or undefined when the editor is not configured (no Git host, no local
 * backend): then /admin is the site's 404. The configuration is JSON, which is YAML, so Decap reads it as its
 * config.yml.
 */
export function adminAnswers(env: Env): Map<string, AdminAnswer> | undefined {
  const backend = editorBackend(env);
  const localBackendUrl = env.CMS_LOCAL_BACKEND_URL;
  if (!backend && !localBackendUrl) return undefined;
  const config = decapConfig({ collections: editorCollections, backend, localBackendUrl });
  const common = { "Cache-Control": "no-cache", "X-Robots-Tag": "noindex, nofollow" };
  return new Map([
    [
      ADMIN_PATH,
      {
        body: adminPage(stylesheet),
        headers: {
          ...common,
          "Content-Type": "text/html; charset=utf-8",
          "Content-Security-Policy": adminPolicy(backend, localBackendUrl),
          // GitHub's sign-in is a popup on the OAuth proxy that posts the token back to this page.
          "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
        },
      },
    ],
    [ADMIN_CONFIG_PATH, { body: JSON.stringify(config, null, 2), headers: { ...common, "Content-Type": "text/yaml; charset=utf-8" } }],
  ]);
}
