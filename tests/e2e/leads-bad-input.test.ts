import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type AppDatabase } from "~/db/db.server";
import { contactFields, fetchStamp, newsletterFields, phoneOverLimit, quoteFields, waitPastMinimumFillTime } from "./support/leads";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Malformed and hostile requests to every form: each gets a 4xx with a message, nothing is stored, the server keeps serving.
let server: RunningServer;
let db: AppDatabase;
let stamp: string;

beforeAll(async () => {
  server = await startServer({ FORM_RATE_PER_MINUTE: "100000", FORM_RATE_PER_DAY: "100000" });
  stamp = await fetchStamp(server.url);
  await waitPastMinimumFillTime();
  db = createDatabase({ dataDir: server.dataDir });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await db?.destroy();
});

/** A request to send; the form stamp goes in its cookie (`stampCookie`, the page visit's stamp unless given). */
type Body = { body: BodyInit; contentType?: string; method?: string; extraInit?: RequestInit; stampCookie?: string | null };
const form = (fields: Record<string, string>): Body => ({
  body: new URLSearchParams(fields).toString(),
  contentType: "application/x-www-form-urlencoded",
});
const raw = (body: BodyInit, contentType?: string): Body => ({ body, contentType });
const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));
const encodedBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Requests every form must refuse, built from that form's valid fields. */
function hostileRequests(valid: Record<string, string>): Array<[string, Body]> {
  const big = "x".repeat(70 * 1024);
  const multipartWithFile = new FormData();
  for (const [name, value] of Object.entries(valid)) multipartWithFile.append(name, value);
  multipartWithFile.append("attachment", new Blob(["MZ"]), "evil.exe");
  const chunked = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(`pad${i}=${"y".repeat(10_000)}&`));
      controller.close();
    },
  });
  return [
    ["JSON body", raw(JSON.stringify(valid), "application/json")],
    ["invalid JSON", raw("{not json", "application/json")],
    ["plain text", raw(encodedBody(valid), "text/plain")],
    ["no content type", raw(new Blob([encodedBody(valid)]))],
    ["XML", raw("<lead><name>x</name></lead>", "application/xml")],
    ["body over 64 KB", form({ ...valid, message: big })],
    [
      "chunked body over 64 KB",
      { body: chunked, contentType: "application/x-www-form-urlencoded", extraInit: { duplex: "half" } as RequestInit },
    ],
    ["invalid UTF-8 (percent-encoded)", raw(`${encodedBody(valid)}&name=%FF%FE`, "application/x-www-form-urlencoded")],
    [
      "invalid UTF-8 (raw bytes)",
      raw(
        Buffer.concat([Buffer.from(`${encodedBody(without(valid, "name"))}&name=`), Buffer.from([0xc3, 0x28, 0xff])]),
        "application/x-www-form-urlencoded",
      ),
    ],
    ["control characters", form({ ...valid, name: "Evil\u0000Name" })],
    ["unknown field", form({ ...valid, isAdmin: "true" })],
    ["many unknown fields", form({ ...valid, ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, "1"])) })],
    ["very long unknown field name", form({ ...valid, ["z".repeat(2000)]: "1" })],
    ["a file upload", { body: multipartWithFile }],
    ["broken multipart", raw("--xyz\r\nContent-Disposition: form-data\r\n\r\n", "multipart/form-data; boundary=abc")],
    ["missing stamp", { ...form(valid), stampCookie: null }],
    ["forged stamp", { ...form(valid), stampCookie: `${Date.now() - 60_000}.${"A".repeat(43)}` }],
    ["garbage stamp", { ...form(valid), stampCookie: "<script>alert(1)</script>" }],
    ["stamp as a form field", form({ ...valid, formStamp: stamp })],
    ["PUT instead of POST", { ...form(valid), method: "PUT" }],
    ["DELETE instead of POST", { ...form(valid), method: "DELETE" }],
    ["PATCH instead of POST", { ...form(valid), method: "PATCH" }],
    ["empty body", form({})],
    // Either is enough since issue 26 (docs/decisions/154): neither is refused.
    ["phone and email missing", form(without(valid, "email", "phone"))],
    ["email invalid", form({ ...valid, email: "not an email" })],
    ["email with spaces inside", form({ ...valid, email: "a b@example.com" })],
    ["email too long", form({ ...valid, email: `${"a".repeat(250)}@example.com` })],
    ["email as SQL", form({ ...valid, email: "x@example.com'; DROP TABLE leads;--" })],
    ["header injection in email", form({ ...valid, email: "x@example.com\r\nBcc: all@example.com" })],
  ];
}

function leadFormRequests(valid: Record<string, string>): Array<[string, Body]> {
  return [
    ...hostileRequests(valid),
    ["name missing", form(without(valid, "name"))],
    ["name blank", form({ ...valid, name: "    " })],
    ["name too long", form({ ...valid, name: "n".repeat(101) })],
    ["message too long", form({ ...valid, message: "m".repeat(5001) })],
    ["phone not a number", form({ ...valid, phone: "call me maybe" })],
    ["phone too short", form({ ...valid, phone: "123" })],
    ["consent missing", form(without(valid, "consent"))],
    ["consent refused", form({ ...valid, consent: "no" })],
    ["company too long", form({ ...valid, company: "c".repeat(201) })],
  ];
}

/** A form's valid fields, without the stamp, which travels in the cookie. */
const fieldsOnly = ({ formStamp: _stamp, ...fields }: Record<string, string>) => fields;
const validContact = () => fieldsOnly(contactFields(stamp, { name: "Bad Input Probe" }));
const validQuote = () => fieldsOnly(quoteFields(stamp, { name: "Bad Input Probe" }));
const validNewsletter = () => fieldsOnly(newsletterFields(stamp, { email: "probe@example.com" }));

describe.each([
  [
    "contact",
    "/contact/contact-us",
    () => [
      ...leadFormRequests(validContact()),
      ["service not offered", form({ ...validContact(), service: "Bank Robbery" })] as [string, Body],
      ["phone past the limit", form({ ...validContact(), phone: phoneOverLimit })] as [string, Body],
    ],
  ],
  [
    "quote",
    "/contact/get-quote",
    () =>
      [
        ...leadFormRequests(validQuote()),
        ["negative quantity", form({ ...validQuote(), cameras: "-1" })],
        ["fractional quantity", form({ ...validQuote(), cameras: "1.5" })],
        ["quantity over 10,000", form({ ...validQuote(), cameras: "10001" })],
        ["quantity as text", form({ ...validQuote(), nvr: "lots" })],
        ["unknown building type", form({ ...validQuote(), building: "castle" })],
        ["unknown topic", form({ ...validQuote(), topic: "world-domination" })],
        ["no way to reach the visitor", form({ ...validQuote(), email: "", phone: "" })],
        ["a total from the browser", form({ ...validQuote(), total: "1" })],
      ] as Array<[string, Body]>,
  ],
  [
    "newsletter",
    "/newsletter",
    () =>
      [
        ...hostileRequests(validNewsletter()),
        ["email blank", form({ ...validNewsletter(), email: "   " })],
        ["email without domain", form({ ...validNewsletter(), email: "reader@" })],
        ["email with two @", form({ ...validNewsletter(), email: "a@@example.com" })],
      ] as Array<[string, Body]>,
  ],
] as const)("the %s form", (_name, path, requests) => {
  it("answers every malformed or hostile request with a 4xx, stores nothing, and keeps serving", async () => {
    const cases = requests();
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const count = async () => Number((await db.selectFrom("leads").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await count();
    for (const [label, request] of cases) {
      const headers = new Headers(request.contentType ? { "Content-Type": request.contentType } : undefined);
      const stampCookie = request.stampCookie === undefined ? stamp : request.stampCookie;
      if (stampCookie !== null) headers.set("Cookie", `form_stamp=${stampCookie}`);
      const response = await fetch(new URL(path, server.url), {
        method: request.method ?? "POST",
        body: request.body,
        headers,
        redirect: "manual",
        ...request.extraInit,
      });
      const text = await response.text();
      expect(response.status, `${label}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
    }
    expect(await count()).toBe(before);
    expect((await fetch(new URL("/healthz", server.url))).status).toBe(200);
    expect((await fetch(new URL(path, server.url))).status).toBe(200);
  });
});

describe("a body refused as it is read, posted to a page", () => {
  // A pasted control character, or text that is not UTF-8: said in the language of the page posted from. (A body over
  // the size limit is refused earlier, in plain text, before any page: the forms' fields cannot reach it.)
  it.each([
    { path: "/contact/contact-us", invalid: "not valid text", control: "invisible control characters" },
    { path: "/ar/contact/contact-us", invalid: "ليست نصًا صالحًا", control: "رموز تحكم غير مرئية" },
  ])("is answered in the language of the page ($path)", async ({ path, invalid, control }) => {
    const post = async (body: string) => {
      const response = await fetch(new URL(path, server.url), {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `form_stamp=${stamp}` },
        redirect: "manual",
      });
      return { status: response.status, text: await response.text() };
    };
    const controlled = await post(encodedBody({ ...validContact(), name: "Evil\u0000Name" }));
    expect(controlled.status).toBe(400);
    expect(controlled.text).toContain(control);
    const broken = await post(`${encodedBody(without(validContact(), "name"))}&name=%FF%FE`);
    expect(broken.status).toBe(400);
    expect(broken.text).toContain(invalid);
  });
});
