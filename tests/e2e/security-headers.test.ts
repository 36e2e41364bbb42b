import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScripts } from "~/security/csp";
import { baseURL } from "./support/browser";
import { contactFields, fetchStamp, postForm } from "./support/leads";

// Security headers on every kind of response: a prerendered page, a server-rendered one, a 404 and API answers.
const get = (path: string) => fetch(new URL(path, baseURL()), { redirect: "manual" });
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

function expectCommonHeaders(response: Response) {
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  expect(response.headers.get("x-powered-by")).toBeNull();
}

function expectStrictPolicy(csp: string | null) {
  expect(csp).toBeTruthy();
  const policy = directives(csp!);
  expect(policy["script-src"]).not.toContain("'unsafe-inline'");
  expect(policy["script-src"]).not.toContain("'unsafe-eval'");
  expect(policy["object-src"]).toEqual(["'none'"]);
  expect(policy["base-uri"]).toEqual(["'self'"]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(policy["form-action"]).toEqual(["'self'"]);
  // No other origin is allowed anywhere: the site uses none.
  expect(csp).not.toMatch(/https?:\/\//);
  return policy;
}

describe("security headers", () => {
  it("a prerendered page allows exactly its inline scripts by hash", async () => {
    const response = await get("/services/access-control");
    expectCommonHeaders(response);
    const policy = expectStrictPolicy(response.headers.get("content-security-policy"));
    const html = await response.text();
    const hashes = inlineScripts(html).map((script) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(policy["script-src"]).toContain(hash);
    expect(policy["script-src"]!.some((source: string) => source.startsWith("'nonce-"))).toBe(false);
  });

  it("a server-rendered page carries a fresh nonce on every inline script", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const response = await get("/contact/get-quote?topic=hospital");
      expectCommonHeaders(response);
      const policy = expectStrictPolicy(response.headers.get("content-security-policy"));
      const nonce = policy["script-src"]!.find((source: string) => source.startsWith("'nonce-"))!.slice(7, -1);
      nonces.add(nonce);
      const html = await response.text();
      const tags = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((match) => match[1]!)
        .filter((attributes) => !/\bsrc=|application\/ld\+json/.test(attributes));
      expect(tags.length).toBeGreaterThan(0);
      for (const attributes of tags) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(2);
  });

  it("the 404 page has the same protection", async () => {
    const response = await get("/no-such-page");
    expect(response.status).toBe(404);
    expectCommonHeaders(response);
    expectStrictPolicy(response.headers.get("content-security-policy"));
  });

  it("API answers have the common headers", async () => {
    for (const path of ["/healthz", "/sitemap.xml"]) {
      const response = await get(path);
      expectCommonHeaders(response);
    }
    const api = await fetch(new URL("/api/generate-image", baseURL()), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    // Without image settings the endpoint answers 503 (not configured); with them, 400 for the empty body.
    expect([400, 503]).toContain(api.status);
    expectCommonHeaders(api);
  });
});

describe("issue 22: answers that must not be kept or doubled", () => {
  it("a page with its own Referrer-Policy sends that one only", async () => {
    for (const path of ["/newsletter/confirm?token=x", "/ar/newsletter/unsubscribe?token=x", "/contact/site-survey/manage?ref=x"]) {
      const response = await get(path);
      expect(response.headers.get("referrer-policy"), path).toBe("same-origin");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  it("answers to form posts, which echo what the visitor typed, are private and never stored", async () => {
    const stamp = await fetchStamp(baseURL());
    // Without a valid email the forms answer with the name and phone the visitor typed, to correct the rest.
    const fields = contactFields(stamp, { name: "Hostile Cache", email: "not-an-email" });
    for (const path of [
      "/api/leads/contact",
      "/contact/contact-us",
      "/ar/contact/contact-us",
      "/contact/get-quote",
      "/contact/site-survey",
      "/newsletter",
    ]) {
      const response = await fetch(new URL(path, baseURL()), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `form_stamp=${stamp}` },
        body: new URLSearchParams(fields).toString(),
        redirect: "manual",
      });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const accepted = await postForm(baseURL(), "/contact/contact-us", contactFields(stamp));
    expect(accepted.location ?? "", "the post's 303").toMatch(/^\/thank-you\//);
    expect((await get(accepted.location!)).headers.get("cache-control")).toBe("private, no-store");
  });
});
