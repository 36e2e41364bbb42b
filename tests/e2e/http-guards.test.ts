import { chmodSync, mkdirSync, mkdtempSync, statSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../scripts/support/server";

// Requests an attacker or a confused client sends: paths that read as another host, methods the site does not
// use, files behind the clean URLs; and what the log and the data folder look like afterwards.

let server: RunningServer;
beforeAll(async () => {
  // A data folder an operator made by hand, readable by everyone: the server makes it private.
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "guards-")), "data");
  mkdirSync(dataDir, { mode: 0o755 });
  chmodSync(dataDir, 0o755);
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.stop();
});

/** A request with the path exactly as given (fetch would resolve `//host/` as another origin). */
function raw(method: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, method, path: rawPath, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("paths and methods", () => {
  it.each(["//evil.example/", "///evil.example/", "/\\evil.example/", "//evil.example/?next=1", "/\\evil.example"])(
    "answers %s with 404 and no redirect",
    async (rawPath) => {
      const response = await raw("GET", rawPath);
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
    },
  );

  it("still redirects a trailing slash, to a path of this site only", async () => {
    const response = await raw("GET", "/about/company/?ref=mail");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/about/company?ref=mail");
  });

  it.each(["TRACE", "PUT", "DELETE", "PATCH"])("refuses %s with 405 and the allowed methods", async (method) => {
    const response = await raw(method, "/about");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
  });

  it("answers OPTIONS with the allowed methods", async () => {
    const response = await raw("OPTIONS", "/contact/contact-us");
    expect(response.status).toBe(204);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
  });

  it.each(["/index.html", "/about/company/index.html"])("serves %s only at its clean URL", async (rawPath) => {
    expect((await raw("GET", rawPath)).status).toBe(404);
    const clean = await raw("GET", path.posix.dirname(rawPath));
    expect(clean.status).toBe(200);
    expect(clean.headers["content-security-policy"]).toBeTruthy();
  });
});

describe("logs", () => {
  it("writes one line for a refused request and the stack once, with the request id, for a failure", async () => {
    const before = server.output().length;
    await raw("OPTIONS", "/about");
    await raw("GET", "/no-such-page");
    const crossSite = await raw("POST", "/contact/contact-us", {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    // The server's log reaches this process through a pipe, after the answer: wait for the line, then count.
    await expect.poll(() => server.output().slice(before)).toMatch(/\[http\] 404 GET \/no-such-page/);
    const refusals = server.output().slice(before);
    expect(refusals).not.toMatch(/^\s+at /m);
    expect(refusals.match(/\[http\] 404 GET \/no-such-page/g)).toHaveLength(1);

    const failed = await raw("GET", "/__test/render-error");
    expect(failed.status).toBe(500);
    const requestId = failed.headers["x-request-id"] as string;
    expect(requestId).toMatch(/^[\w-]{8}$/);
    await expect.poll(() => server.output().slice(before)).toMatch(/Intentional render error/);
    await expect.poll(() => server.output().slice(before)).toMatch(`(request ${requestId})`);
    const log = server.output().slice(before);
    expect(log.match(new RegExp(`\\[http\\] 500 GET /__test/render-error \\(request ${requestId}\\)`, "g"))).toHaveLength(1);
    expect(log.match(/Intentional render error/g)).toHaveLength(1);
    expect(failed.body).toContain(requestId);
  });
});

describe("the data folder", () => {
  it("is private to the server's user, and so are its files", async () => {
    expect((await fetch(new URL("/healthz", server.url))).status).toBe(200);
    expect(statSync(server.dataDir).mode & 0o777).toBe(0o700);
    for (const file of ["site.db", "secrets.json"]) expect(statSync(path.join(server.dataDir, file)).mode & 0o777, file).toBe(0o600);
  });
});
