import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, launchBrowser, openPage } from "./support/browser";
import { contactFields, fetchStamp, postForm, waitPastMinimumFillTime, issuedReference, shownReference } from "./support/leads";
import { startReverseProxy, type ReverseProxy } from "./support/reverse-proxy";
import { startServer, type RunningServer } from "../../scripts/support/server";

// The server behind a reverse proxy (TRUST_PROXY=loopback): forms posted through it from Chromium are accepted,
// rate limits count each visitor by the address the proxy forwards, and X-Forwarded-* from anyone else count for
// nothing.

let browser: Browser;
let server: RunningServer;
let proxy: ReverseProxy;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ TRUST_PROXY: "loopback", FORM_RATE_PER_MINUTE: "2", FORM_RATE_PER_DAY: "100" });
  proxy = await startReverseProxy(server.port);
});
afterAll(async () => {
  await proxy?.close();
  await server?.stop();
  await browser?.close();
});

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("a contact form posted through the proxy %s", (_label, javaScriptEnabled) => {
  it("is accepted and stored", async () => {
    const { page, errors, close } = await openPage(browser, { baseURL: proxy.url, viewport: DESKTOP, javaScriptEnabled });
    await page.goto("/contact/contact-us");
    const form = page.locator("form", { has: page.getByLabel("Full Name") });
    await form.getByLabel("Full Name").fill(`Proxied Visitor ${javaScriptEnabled ? "JS" : "NoJS"}`);
    await form.getByLabel("Email Address").fill("proxied@example.com");
    await form.getByRole("checkbox").first().check();
    await page.waitForTimeout(3_200);
    await form.getByRole("button", { name: "Send Message" }).click();
    expect(await shownReference(page)).toMatch(issuedReference("C"));
    expect(errors).toEqual([]);
    await close();
  });
});

describe("forwarded headers", () => {
  it("counts rate limits per visitor address the proxy forwards", async () => {
    const stamp = await fetchStamp(server.url);
    await waitPastMinimumFillTime();
    const from = (address: string, name: string) =>
      postForm(server.url, "/contact/contact-us", contactFields(stamp, { name }), {
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
      });
    expect((await from("198.51.100.10", "First Visitor")).status).toBe(200);
    expect((await from("198.51.100.10", "First Visitor Again")).status).toBe(200);
    expect((await from("198.51.100.10", "First Visitor Third Time")).status).toBe(429);
    expect((await from("198.51.100.11", "Second Visitor")).status).toBe(200);
  });

  it("takes the visitor's scheme and host from a trusted proxy for the same-site check", async () => {
    const stamp = await fetchStamp(server.url);
    await waitPastMinimumFillTime();
    const headers = {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://www.k2.example.sa",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-Host": "www.k2.example.sa",
      "X-Forwarded-For": "198.51.100.20",
    };
    const result = await postForm(server.url, "/contact/contact-us", contactFields(stamp, { name: "Https Visitor" }), { headers });
    expect(result.status, result.html.slice(0, 3000)).toBe(200);
  });
});

describe("without TRUST_PROXY", () => {
  it("ignores X-Forwarded-* from a client: a spoofed host is a cross-site post, a spoofed address shares the client's limit", async () => {
    const direct = await startServer({ FORM_RATE_PER_MINUTE: "1", FORM_RATE_PER_DAY: "100" });
    try {
      const stamp = await fetchStamp(direct.url);
      await waitPastMinimumFillTime();
      const spoofedHost = {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://www.k2.example.sa",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-Host": "www.k2.example.sa",
      };
      expect((await postForm(direct.url, "/contact/contact-us", contactFields(stamp), { headers: spoofedHost })).status).toBe(403);
      const as = (address: string) => ({ headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address } });
      expect(
        (await postForm(direct.url, "/contact/contact-us", contactFields(stamp, { name: "Spoof One" }), as("198.51.100.30"))).status,
      ).toBe(200);
      expect(
        (await postForm(direct.url, "/contact/contact-us", contactFields(stamp, { name: "Spoof Two" }), as("198.51.100.31"))).status,
      ).toBe(429);
    } finally {
      await direct.stop();
    }
  });
});
