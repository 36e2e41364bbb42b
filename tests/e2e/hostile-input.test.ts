import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchStamp } from "./support/leads";
import { sendRaw, type RawRequest } from "./support/raw-http";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Issue 22: the review's classes of hostile input, sent byte for byte to the production server on loopback. No answer
// may be a 5xx (or no answer at all); malformed hosts get 400 before anything reads them. A few hundred requests,
// one at a time, a few seconds in all. TRUST_PROXY=loopback, so the X-Forwarded-* of these requests count, as a
// proxy's would.

let server: RunningServer;
let stamp: string;

beforeAll(async () => {
  server = await startServer({
    TRUST_PROXY: "loopback",
    FORM_RATE_PER_MINUTE: "100000",
    FORM_RATE_PER_DAY: "100000",
    // Image generation on (with a provider nobody answers), so its endpoint reads the bodies instead of answering 503.
    IMAGE_API_BASE_URL: "http://127.0.0.1:9",
    IMAGE_API_KEY: "hostile-input-test",
    IMAGE_RATE_LIMIT_POINTS: "100000",
  });
  stamp = await fetchStamp(server.url);
});
afterAll(async () => {
  await server?.stop();
});

const formType = "Content-Type: application/x-www-form-urlencoded";
const three: RawRequest[] = [
  { method: "POST", path: "/api/leads/contact", headers: [formType], body: "name=a" },
  { method: "GET", path: "/about?x=1" },
  { method: "POST", path: "/contact/contact-us", headers: [formType], body: "name=a" },
];
const malformedHosts = ["xn--", "[::1", "x y", "a@b", "<x>", ""];

/** A GET and a form POST of each path. */
const getAndPost = (paths: string[]): RawRequest[] =>
  paths.flatMap((path) => [{ path }, { method: "POST", path, headers: [formType], body: "name=a" }]);

/** Sends every request and returns those answered 5xx or not at all, as `status method path`. */
async function failures(requests: RawRequest[]): Promise<string[]> {
  const failed: string[] = [];
  for (const request of requests) {
    const { status } = await sendRaw(server.port, request);
    if (status === 0 || status >= 500)
      failed.push(
        `${status} ${request.method ?? "GET"} ${(request.path ?? "/").slice(0, 80)} ${JSON.stringify(request.headers ?? [])}`.slice(0, 300),
      );
  }
  return failed;
}

describe("malformed hosts", () => {
  it.each(malformedHosts)("Host %j is answered 400 on the three routes", async (host) => {
    for (const request of three) expect((await sendRaw(server.port, { ...request, host })).status, request.path).toBe(400);
  });

  it("a missing Host and a second Host are answered 400", async () => {
    for (const request of three) {
      expect((await sendRaw(server.port, { ...request, host: null })).status).toBe(400);
      expect((await sendRaw(server.port, { ...request, headers: [...(request.headers ?? []), "Host: evil.example"] })).status).toBe(400);
    }
  });

  it.each([...malformedHosts.filter(Boolean), "a b, c"])("a trusted proxy's X-Forwarded-Host %j is answered 400", async (host) => {
    for (const request of three) {
      const headers = [...(request.headers ?? []), `X-Forwarded-Host: ${host}`];
      expect((await sendRaw(server.port, { ...request, headers })).status, request.path).toBe(400);
    }
  });

  it("a trusted proxy's X-Forwarded-Proto other than http or https is answered 400", async () => {
    for (const proto of ["x y", "ftp", "javascript"])
      for (const request of three)
        expect(
          (await sendRaw(server.port, { ...request, headers: [...(request.headers ?? []), `X-Forwarded-Proto: ${proto}`] })).status,
        ).toBe(400);
  });

  it("a target that is no path is answered 400", async () => {
    for (const path of ["*", "http://evil.example/about", "about"])
      for (const request of three) expect((await sendRaw(server.port, { ...request, path })).status, path).toBe(400);
    expect((await sendRaw(server.port, { method: "OPTIONS", path: "*" })).status).toBe(204);
  });

  it("a well-formed host still works", async () => {
    for (const host of ["localhost", "k2.example.sa:8443", "[::1]:3000", "127.0.0.1"])
      expect((await sendRaw(server.port, { path: "/about?x=1", host })).status).toBe(200);
  });
});

const formRoutes = [
  "/api/leads/contact",
  "/api/leads/quote",
  "/api/leads/newsletter",
  "/api/leads/survey",
  "/contact/contact-us",
  "/contact/get-quote",
  "/contact/site-survey",
  "/ar/contact/contact-us",
  "/newsletter",
  "/newsletter/confirm?token=x",
  "/newsletter/unsubscribe?token=1.AAAA",
  "/contact/site-survey/manage?ref=S-2026-000001&v=1&sig=x",
  "/api/generate-image",
  "/thank-you/C-2026-000001",
];

const invalidUtf8 = Buffer.concat([Buffer.from("name="), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from("&email=a%FF%C0%AF@b.c")]);
const bodies: { headers: string[]; body: string | Buffer }[] = [
  { headers: ["Content-Type: text/plain"], body: "hello" },
  { headers: ["Content-Type: application/json"], body: '{"name":"a","email":"a@b.c","consent":"on"}' },
  { headers: ["Content-Type: application/json"], body: '{"name":' },
  { headers: ["Content-Type: multipart/form-data; boundary=xx"], body: '--xx\r\nContent-Disposition: form-data; name="name"\r\n\r\nA' },
  { headers: ["Content-Type: multipart/form-data"], body: "--\r\n" },
  { headers: [formType], body: invalidUtf8 },
  { headers: [formType], body: "%zz=%&name=%E0%A4%A&email=%00" },
  { headers: [formType], body: `${"a[b]".repeat(2000)}=1&name=${"x".repeat(40_000)}` },
  { headers: [formType], body: Array.from({ length: 5000 }, (_, index) => `f${index}=1`).join("&") },
  { headers: [formType, "Content-Encoding: gzip"], body: "not gzip" },
  { headers: ["Content-Type: application/x-www-form-urlencoded; charset=utf-16"], body: "name=a" },
  { headers: ["Content-Type: ;;;"], body: "name=a" },
  { headers: [formType, "Content-Length: 99999999999"], body: "" },
];

describe("bodies", () => {
  it("no form route answers 5xx to a wrong, truncated, undecodable or oversized body", async () => {
    const cookie = `Cookie: form_stamp=${stamp}`;
    const requests = formRoutes.flatMap((path) =>
      bodies.map(({ headers, body }) => ({ method: "POST", path, headers: [...headers, cookie], body })),
    );
    expect(await failures(requests)).toEqual([]);
  });
});

describe("methods, encodings, paths and headers", () => {
  const pages = ["/", "/about", "/contact/contact-us", "/api/leads/contact", "/newsletter/confirm?token=x", "/services/access-control"];

  it("methods", async () => {
    const methods = ["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD", "PROPFIND", "FOO", "get", "G(T"];
    expect(await failures(pages.flatMap((path) => methods.map((method) => ({ method, path }))))).toEqual([]);
  });

  it("bad percent-encoding, overlong UTF-8 and NUL in paths and queries", async () => {
    const paths = [
      "/%",
      "/%zz",
      "/about%",
      "/about?x=%",
      "/about?x=%zz&%=1",
      "/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd",
      "/about%00",
      "/about?x=%00",
      "/ar/%zz",
      "/api/leads/%zz",
      "/api/leads/%",
      "/api/leads/%00",
      "/thank-you/%",
      "/thank-you/%zz",
      "/thank-you/%00",
      "/images/%zz",
      "/images/%00.png",
      "/newsletter/confirm?token=%",
      "/newsletter/unsubscribe?token=%zz",
      "/contact/get-quote?topic=%&building=%zz",
      "/contact/site-survey?day=%00",
      "/contact/site-survey/manage?ref=%&v=%zz&sig=%00",
      "/sitemap.xml?%",
      "/healthz?%zz",
    ];
    expect(await failures(getAndPost(paths))).toEqual([]);
  });

  it("paths that read as another host, climb out, or go on and on", async () => {
    const paths = [
      "//evil",
      "/\\evil",
      "//evil/",
      "/..%2f..%2fetc/passwd",
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/about/..%5c..%5cwindows",
      `/${"a".repeat(8000)}`,
      `/about?${"x=1&".repeat(2000)}`,
      `/${"a/".repeat(2000)}`,
      "*",
      "http://evil.example/about",
      "about",
    ];
    expect(await failures(getAndPost(paths))).toEqual([]);
  });

  it("headers", async () => {
    const headerSets = [
      [`Cookie: ${"a=b; ".repeat(2500)}`],
      [`Cookie: form_stamp=${"x".repeat(12_000)}`],
      ["Cookie: form_stamp=%zz; site_images=%; =; ;;"],
      ["Accept-Encoding: br;q=abc, gzip;q=-1, *;q=1e999"],
      ["Accept-Encoding: ,,,;;;"],
      ['If-None-Match: "'],
      ["If-None-Match: W/"],
      [`If-None-Match: ${'"a", '.repeat(1000)}`],
      ["If-Modified-Since: not a date"],
      ["Range: bytes=abc"],
      ["Range: bytes=999999999-1"],
      ["Accept: */*;q=abc"],
      ["Accept: text/html"],
      ["Accept-Language: ar;q=x, ,;"],
      ["Origin: null"],
      ["Origin: not a url"],
      ["Origin: http://"],
      ["Origin: http://a@b"],
      ["Sec-Fetch-Site: same-origin", "Origin: null"],
      ["Content-Length: abc"],
      ["Content-Length: -1"],
      ["Content-Length: 1, 2"],
      ["Content-Length: 3", "Content-Length: 4"],
      ["Transfer-Encoding: chunked", "Content-Length: 3"],
      ["Transfer-Encoding: gzip"],
      ["X-Forwarded-For: not an address"],
      ["X-Forwarded-For: 1.2.3.4, , ::ffff:zz"],
      ["Expect: 100-continue"],
      ["Expect: garbage"],
      ["Connection: upgrade", "Upgrade: websocket"],
      ["X-Request-Id: %zz\u0000"],
    ];
    const requests = pages.flatMap((path) =>
      headerSets.flatMap((headers) => [
        { path, headers },
        { method: "POST", path, headers: [formType, ...headers], body: "name=a" },
      ]),
    );
    expect(await failures(requests)).toEqual([]);
  });

  it("the server is still up and logged no stack", async () => {
    expect((await fetch(new URL("/healthz", server.url))).status).toBe(200);
    expect(server.output()).not.toMatch(/^\s+at /m);
  });
});
