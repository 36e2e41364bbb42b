import { describe, expect, it } from "vitest";
import { validAttribution } from "~/leads/schemas/attribution";
import { cleanUtmValue, externalHost } from "~/leads/schemas/attribution-fields";

// Issue 26 (docs/decisions/160): what a lead keeps of where it came from, checked field by field.

describe("attribution schema", () => {
  it("keeps a landing path, a host and utm values", () => {
    const complete = {
      landingPage: "/services/cctv",
      referrerHost: "news.example.sa",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "autumn 2026",
      utm_term: "cctv riyadh",
      utm_content: "hero-button",
    };
    expect(validAttribution(complete)).toEqual(complete);
  });

  it("keeps campaign names in Arabic", () => {
    expect(validAttribution({ utm_campaign: "عروض رمضان" })).toEqual({ utm_campaign: "عروض رمضان" });
  });

  it.each([
    ["a landing page with a query", { landingPage: "/contact?email=a@b.sa" }],
    ["a landing page that is a full URL", { landingPage: "https://evil.example/x" }],
    ["a landing page over 256 characters", { landingPage: `/${"a".repeat(256)}` }],
    ["a referrer that is a URL", { referrerHost: "https://news.example.sa/path?q=1" }],
    ["a referrer with a port", { referrerHost: "news.example.sa:8080" }],
    ["a referrer over 253 characters", { referrerHost: `${"a".repeat(250)}.com` }],
    ["markup in a utm value", { utm_content: "<script>alert(1)</script>" }],
    ["a line break in a utm value", { utm_medium: "email\r\nBcc: x@y.sa" }],
    ["a utm value over 100 characters", { utm_campaign: "a".repeat(101) }],
    ["an empty utm value", { utm_term: "" }],
  ])("drops %s and keeps the rest", (_, bad) => {
    expect(validAttribution({ utm_source: "newsletter", ...bad })).toEqual({ utm_source: "newsletter" });
  });

  it("ignores fields that are not attribution", () => {
    expect(validAttribution({ gclid: "abc", fbclid: "def", landingPage: "/" })).toEqual({ landingPage: "/" });
  });
});

describe("the site script's cleaning", () => {
  it("makes other characters spaces, folds them and cuts at 100 characters", () => {
    expect(cleanUtmValue("  autumn<b>sale</b>\n2026 ")).toBe("autumn b sale /b 2026");
    expect(cleanUtmValue("x".repeat(150))).toHaveLength(100);
    expect(cleanUtmValue("<>\"'")).toBe("");
    // What it leaves, the server keeps.
    expect(validAttribution({ utm_content: cleanUtmValue("hero\u202Ebutton;drop table") })).toEqual({
      utm_content: "hero button drop table",
    });
  });

  it("takes another site's host name only, never its path, query or port", () => {
    expect(externalHost("https://www.Google.com.sa/search?q=cctv+riyadh", "k2.example.sa")).toBe("www.google.com.sa");
    expect(externalHost("http://localhost:5123/partner.html", "127.0.0.1")).toBe("localhost");
    expect(externalHost("https://k2.example.sa/services", "k2.example.sa")).toBe("");
    expect(externalHost("", "k2.example.sa")).toBe("");
    expect(externalHost("android-app://com.google.android.gm/", "k2.example.sa")).toBe("");
  });
});
