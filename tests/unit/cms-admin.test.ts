import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { adminAnswers } from "../../server/admin";

// The editor's page and configuration as the server answers them (server/admin.ts): only when configured, out of
// search engines, with a policy of its own that lets it reach the configured Git host and nothing else.

const answers = (env: Record<string, string>) => adminAnswers(parseEnv(env));
const policyOf = (env: Record<string, string>) => answers(env)!.get("/admin")!.headers["Content-Security-Policy"]!;
const configOf = (env: Record<string, string>) => JSON.parse(answers(env)!.get("/admin/config.yml")!.body) as Record<string, unknown>;
const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the editor at /admin", () => {
  it("is not there unless a Git host or the local backend is configured", () => {
    expect(answers({})).toBeUndefined();
  });

  it("is kept out of search engines and framed by nobody", () => {
    const page = answers({ CMS_LOCAL_BACKEND_URL: "http://localhost:8081/api/v1" })!.get("/admin")!;
    expect(page.headers["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  });

  it("loads Decap from this origin only, reaching the local backend in local mode and nothing else", () => {
    const policy = policyOf({ CMS_LOCAL_BACKEND_URL: "http://127.0.0.1:8081/api/v1" });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' blob: http://127.0.0.1:8081");
    expect(directive(policy, "img-src")).toBe("img-src 'self' data: blob:");
    expect(configOf({ CMS_LOCAL_BACKEND_URL: "http://127.0.0.1:8081/api/v1" })).toMatchObject({
      local_backend: { url: "http://127.0.0.1:8081/api/v1" },
      media_folder: "public/media",
      public_folder: "/media",
      i18n: { structure: "single_file", locales: ["en", "ar"], default_locale: "en" },
    });
  });

  it.each([
    [
      { CMS_BACKEND: "github", CMS_REPO: "acme/site", CMS_BASE_URL: "https://cms-auth.example.com" },
      { name: "github", repo: "acme/site", branch: "main", base_url: "https://cms-auth.example.com" },
      "connect-src 'self' blob: https://api.github.com",
    ],
    [
      { CMS_BACKEND: "gitlab", CMS_REPO: "acme/web/site", CMS_APP_ID: "abc123" },
      { name: "gitlab", repo: "acme/web/site", branch: "main", auth_type: "pkce", app_id: "abc123" },
      "connect-src 'self' blob: https://gitlab.com",
    ],
    [
      { CMS_BACKEND: "gitea", CMS_REPO: "acme/site", CMS_APP_ID: "f00", CMS_BASE_URL: "https://git.acme.sa", CMS_BRANCH: "live" },
      {
        name: "gitea",
        repo: "acme/site",
        branch: "live",
        app_id: "f00",
        base_url: "https://git.acme.sa",
        api_root: "https://git.acme.sa/api/v1",
      },
      "connect-src 'self' blob: https://git.acme.sa",
    ],
  ])("signs in through the configured Git host (%o)", (env, backend, connect) => {
    expect(configOf(env)).toMatchObject({ backend });
    expect(configOf(env)).not.toHaveProperty("local_backend");
    expect(directive(policyOf(env), "connect-src")).toBe(connect);
  });

  it.each([
    [{ CMS_BACKEND: "github", CMS_REPO: "acme/site" }, /CMS_BASE_URL: required for GitHub/],
    [{ CMS_BACKEND: "gitlab", CMS_REPO: "acme/site" }, /CMS_APP_ID: required for gitlab/],
    [{ CMS_BACKEND: "gitea", CMS_APP_ID: "x" }, /CMS_REPO: required/],
    [{ CMS_LOCAL_BACKEND_URL: "http://10.0.0.5:8081/api/v1" }, /CMS_LOCAL_BACKEND_URL: must be an http:\/\/ URL on localhost/],
  ])("refuses an incomplete or unsafe setting (%o)", (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });
});
