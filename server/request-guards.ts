import { randomBytes } from "node:crypto";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { IncomingMessage, RequestListener } from "node:http";
import { domainToUnicode } from "node:url";
import { maskEmailAddresses } from "../app/security/mask-email";
import { setHeaders, type HeaderList } from "./security-headers";

// Checks every request meets before anything else reads it.

/** Methods the site answers; anything else gets 405 with this list. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;
const allowed = new Set<string>(ALLOWED_METHODS);
const allowHeader = ALLOWED_METHODS.join(", ");

/** 405 with `Allow` for TRACE, PUT, DELETE and the like; OPTIONS just lists the methods. */
export const allowKnownMethods: RequestHandler = (req, res, next) => {
  if (allowed.has(req.method)) return next();
  res.setHeader("Allow", allowHeader);
  if (req.method === "OPTIONS") {
    res.status(204).end();
    return;
  }
  res.status(405).type("text/plain").send(`Method ${req.method} is not allowed here. Allowed: ${allowHeader}.`);
};

/**
 * A path that a browser would read as another host (`//evil.example/`, `/\evil.example/`) is never a page of
 * this site: it must not reach a redirect that would echo it into `Location`.
 */
export function isForeignLookingPath(rawUrl: string): boolean {
  const rawPath = rawUrl.split("?")[0] ?? "";
  return rawPath.startsWith("//") || rawPath.includes("\\");
}

/** `/about/` -> 301 `/about`, keeping the query string; only ever to a path of this site. */
export const removeTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith("/") && !isForeignLookingPath(req.url)) {
    const query = req.url.slice(req.url.indexOf("?") === -1 ? req.url.length : req.url.indexOf("?"));
    const target = req.path.replace(/\/+$/, "") || "/";
    res.redirect(301, target + query);
    return;
  }
  next();
};

/** A Host value that names a host: a name or IPv4 address, or an IPv6 address in brackets, and an optional port. */
const HOST_SYNTAX = /^(?:[a-z0-9._-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a Host or X-Forwarded-Host value names a host: `x y`, `a@b`, `[::1` or `xn--` make URL building throw. */
export function isWellFormedHost(value: string | undefined): boolean {
  return value !== undefined && HOST_SYNTAX.test(value) && URL.canParse(`http://${value}/`) && punycodeDecodes(value);
}

/**
 * Every IDNA label (`xn--…`) of the host's name decodes: URL parsers differ on one that does not (Node 20 refuses
 * `xn--`, Node 24 takes it as it is), so the check does not rest on the parser.
 */
function punycodeDecodes(host: string): boolean {
  if (host.startsWith("[")) return true;
  return host
    .replace(/:\d+$/, "")
    .split(".")
    .filter((label) => /^xn--/i.test(label))
    .every((label) => {
      const unicode = domainToUnicode(label);
      return unicode !== "" && unicode !== label.toLowerCase();
    });
}

function hostLines(rawHeaders: string[]): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]!.toLowerCase() === "host") count++;
  return count;
}

/** What is wrong with a request's Host or target, if anything: both become the request's URL downstream. */
function malformation(req: IncomingMessage): string | undefined {
  if (!isWellFormedHost(req.headers.host) || hostLines(req.rawHeaders) !== 1) return "the Host header must name one host";
  // A path, as browsers send; `OPTIONS *` is answered with the allowed methods (allowKnownMethods).
  if (!req.url?.startsWith("/") && !(req.method === "OPTIONS" && req.url === "*")) return "the request target must be a path";
  return undefined;
}

/**
 * A request with no Host, two, or one that names no host, or whose target is no path (`*`, `http://other/`), is
 * answered 400 (RFC 9112, 3.2) in front of everything else: Express, React Router and the lead endpoint build the
 * request's URL from them, and would throw (a 500).
 */
export function refuseMalformedRequests(headers: HeaderList, next: RequestListener): RequestListener {
  return (req, res) => {
    const problem = malformation(req);
    if (!problem) return next(req, res);
    const requestId = newRequestId();
    setHeaders(res, headers);
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "X-Request-Id": requestId });
    res.end(`Bad request: ${problem}.`);
    console.warn(
      `[http] 400 ${req.method} ${maskEmailAddresses((req.url ?? "").split("?")[0]!.slice(0, 200))}: ${problem} (request ${requestId})`,
    );
  };
}

/**
 * X-Forwarded-* are believed only from the proxies TRUST_PROXY names: from anyone else they are removed, so
 * nothing downstream (Express, React Router's request URL and CSRF origin check) can be steered by a client.
 * From a trusted proxy, the visitor's host replaces the Host header: React Router's adapter would otherwise
 * take the port of the proxy's Host (`10.0.0.5:3000`) onto the visitor's host and refuse every form post. A
 * host or scheme that could not be the visitor's (`x y`, `ftp`) is answered 400, as a bad Host is.
 */
export const dropUntrustedForwardedHeaders: RequestHandler = (req, res, next) => {
  const trusted = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  if (!trusted(req.socket.remoteAddress ?? "", 0)) {
    for (const name of Object.keys(req.headers)) if (name.startsWith("x-forwarded-")) delete req.headers[name];
    return next();
  }
  const forwardedHost = req.get("x-forwarded-host")?.split(",")[0]?.trim();
  const forwardedProto = req.get("x-forwarded-proto")?.split(",")[0]?.trim();
  if ((forwardedHost && !isWellFormedHost(forwardedHost)) || (forwardedProto !== undefined && !/^https?$/.test(forwardedProto))) {
    res.status(400).type("text/plain").send("Bad request: the proxy's X-Forwarded-Host or X-Forwarded-Proto is malformed.");
    return;
  }
  if (forwardedHost) req.headers.host = forwardedHost;
  next();
};

const ID_BYTES = 6;
let idPool = Buffer.alloc(0);
let idOffset = 0;

/** 8 random characters; the random bytes are drawn 512 ids at a time, as one draw costs about what one id does. */
export function newRequestId(): string {
  if (idOffset + ID_BYTES > idPool.length) {
    idPool = randomBytes(ID_BYTES * 512);
    idOffset = 0;
  }
  idOffset += ID_BYTES;
  return idPool.toString("base64url", idOffset - ID_BYTES, idOffset);
}

/**
 * A short id per request, in `X-Request-Id` and in the log line of any error, so a visitor can quote it. Every
 * refused request (4xx) is logged as one line when its answer is sent; failures (5xx) log their stack where
 * they happen (app/entry.server.tsx).
 */
export const assignRequestId: RequestHandler = (req, res, next) => {
  const requestId = newRequestId();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  res.on("finish", () => {
    if (res.statusCode >= 400 && res.statusCode < 500)
      console.warn(`[http] ${res.statusCode} ${req.method} ${maskEmailAddresses(req.path.slice(0, 200))} (request ${requestId})`);
  });
  next();
};

/**
 * A form post whose Origin is another site is refused here with 403, before React Router (whose own check would
 * throw and answer 500). The origin compared is the one the visitor's browser used: behind a trusted proxy,
 * X-Forwarded-Proto and X-Forwarded-Host say what it was. A post without Origin is no browser's (a mail client's
 * one-click unsubscribe, RFC 8058) and goes on. `Origin: null` is what a browser sends from a page with
 * `Referrer-Policy: no-referrer`, a sandboxed frame or after a cross-site redirect: only the first is the site's
 * own, and the browser then says so in `Sec-Fetch-Site` (which no page can set); React Router is spared the null.
 */
export const refuseCrossSitePosts: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  if (req.method !== "POST" || origin === undefined) return next();
  if (origin === `${req.protocol}://${req.host}`) return next();
  if (origin === "null" && req.get("sec-fetch-site") === "same-origin") {
    delete req.headers.origin;
    return next();
  }
  res.status(403).type("text/plain").send("This form was sent from another site and has been refused.");
};

/**
 * An error Express raises for a bad request (a path parameter that does not decode, `/api/leads/%zz`: status 400)
 * is answered with its status, logged as the one line of any refusal: Express's own handler would print its stack.
 */
export const answerRequestErrors: ErrorRequestHandler = (error: { status?: unknown }, _req, res, next) => {
  const status = error.status;
  if (res.headersSent || typeof status !== "number" || status < 400 || status >= 500) return next(error);
  res.status(status).type("text/plain").send("Bad request.");
};
