import { describe, expect, it } from "vitest";
import { pageRecords } from "~/content/page-texts";
import { defaultSiteConfig, fillSiteFacts } from "~/content/site";
import { localizedPath } from "~/i18n/locale";
import { baseURL } from "./support/browser";
import { isEmptyCollectionPage } from "./support/empty-collections";

const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_m, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const get = (path: string, init?: RequestInit) => fetch(new URL(path, baseURL()), { redirect: "manual", ...init });

describe("the production server", () => {
  it("serves prerendered pages directly and redirects a trailing slash permanently", async () => {
    const page = await get("/about");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const slash = await get("/about/?ref=x");
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get("location")!, baseURL()).pathname + new URL(slash.headers.get("location")!, baseURL()).search).toBe(
      "/about?ref=x",
    );
  });

  it("compresses responses", async () => {
    for (const encoding of ["br", "gzip"]) {
      const response = await get("/services", { headers: { "Accept-Encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
    }
  });

  it("caches hashed assets for a year, immutable", async () => {
    const html = await (await get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await get(asset!);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers unknown paths with 404 and sends no X-Powered-By", async () => {
    const response = await get("/definitely-not-here");
    expect(response.status).toBe(404);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("gives every page its own title, description, canonical URL and Open Graph tags", async () => {
    const titles = new Set<string>();
    for (const page of pageRecords.en) {
      const html = await (await get(page.path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title, page.path).toBeTruthy();
      expect(title!.length, `${page.path}: ${title}`).toBeLessThan(60);
      titles.add(title!);
      const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
      // The test build has the default facts; the founding years fill the {tokens} of a description.
      const expected = fillSiteFacts(page.description, defaultSiteConfig);
      expect(decodeEntities(description ?? ""), page.path).toBe(expected);
      expect(expected.length, page.path).toBeLessThan(160);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${page.path === "/" ? "/" : page.path}"`));
      expect(html).toContain('property="og:title"');
      expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png"\/>/);
      expect(html.includes('name="robots" content="noindex'), page.path).toBe(
        page.comingSoon !== undefined || isEmptyCollectionPage(page.path),
      );
    }
    expect(titles.size).toBe(pageRecords.en.length);
  });

  it("serves the Open Graph image as a 1200×630 PNG", async () => {
    const html = await (await get("/services")).text();
    const imageUrl = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    const response = await get(new URL(imageUrl).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    // A PNG's IHDR chunk holds the width and height as big-endian 32-bit integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("sends pages with their stylesheet, no React Router scripts and one deferred module, the site script", async () => {
    // A prerendered page, a server-rendered one (a query string) and the 404.
    for (const path of ["/services", "/contact/get-quote?topic=cctv", "/definitely-not-here"]) {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).toMatch(/<link[^>]* rel="stylesheet" href="\/assets\/app-[\w-]+\.css"/);
      expect(html, path).not.toContain('rel="modulepreload"');
      expect(html, path).not.toContain("__reactRouterContext");
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!.trim());
      const executable = scripts.filter((attributes) => !/type="(application\/ld\+json|speculationrules)"/.test(attributes));
      expect(executable, path).toEqual([expect.stringMatching(/type="module" src="\/assets\/site-[\w-]+\.js"/)]);
    }
  });

  it("serves built files as compressed at build time, with validators, and pages only at clean URLs", async () => {
    const page = await get("/services/access-control", { headers: { "Accept-Encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("vary")).toBe("Accept-Encoding");
    const etag = page.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get("/services/access-control", { headers: { "If-None-Match": etag! } })).status).toBe(304);
    const plain = await get("/services/access-control", { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(Number(plain.headers.get("content-length"))).toBe((await plain.arrayBuffer()).byteLength);
    expect((await get("/services/access-control.br")).status).toBe(404);
  });

  it("answers built files in front of Express with the same headers as the pages Express answers", async () => {
    const page = await get("/services/access-control");
    const rendered = await get("/definitely-not-here");
    // Only what describes the answer itself may differ: its body, its policy and its validators.
    const own = new Set([
      "content-length",
      "content-type",
      "content-encoding",
      "content-security-policy",
      "etag",
      "cache-control",
      "vary",
      "date",
      "x-request-id",
      "set-cookie",
      "transfer-encoding",
    ]);
    const shared = (response: Response) => [...response.headers].filter(([name]) => !own.has(name));
    expect(shared(page)).toEqual(shared(rendered));
    expect(shared(page).length).toBeGreaterThan(8);
    const ids = new Set([page, rendered, await get("/favicon.svg")].map((response) => response.headers.get("x-request-id")));
    expect([...ids].every((id) => /^[\w-]{8}$/.test(id ?? ""))).toBe(true);
    expect(ids.size).toBe(3);
  });

  it("sends the precompressed copy the request's Accept-Encoding prefers", async () => {
    const cases = [
      ["gzip, deflate, br, zstd", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["*", "br"],
      ["*;q=0, identity", null],
      ["", null],
    ] as const;
    for (const [acceptEncoding, expected] of cases) {
      const response = await get("/services/access-control", { headers: { "Accept-Encoding": acceptEncoding } });
      expect(response.headers.get("content-encoding"), acceptEncoding).toBe(expected);
      await response.arrayBuffer();
    }
  });

  it("gives a visitor the forms' stamp in a cookie once, and leaves the page body as built", async () => {
    const first = await get("/about/company", { headers: { Accept: "text/html" } });
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^form_stamp=\d+\.[\w-]{43}; Path=\/; Max-Age=172800; HttpOnly; SameSite=Lax$/);
    const again = await get("/services", { headers: { Accept: "text/html", Cookie: cookie.split(";")[0]! } });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await again.text()).not.toContain("formStamp");
    expect((await get("/assets/" + "x.js", { headers: { Accept: "text/html" } })).headers.get("set-cookie")).toBeNull();
  });

  it("serves robots.txt and a sitemap of the real pages only", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: ");
    const sitemap = await (await get("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain("/services/access-control");
    expect(locs).toContain("/");
    expect(locs).not.toContain("/shop");
    expect(locs).toEqual(pageRecords.en.filter((page) => !page.comingSoon).flatMap((page) => [page.path, localizedPath(page.path, "ar")]));
  });

  it("carries BreadcrumbList JSON-LD on inner pages", async () => {
    const html = await (await get("/industries/warehouse")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Warehouse & Logistics"]);
  });
});
