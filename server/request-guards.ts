import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { maskEmailAddresses } from "../app/security/mask-email";

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

/**
 * X-Forwarded-* are believed only from the proxies TRUST_PROXY names: from anyone else they are removed, so
 * nothing downstream (Express, React Router's request URL and CSRF origin check) can be steered by a client.
 * From a trusted proxy, the visitor's host replaces the Host header: React Router's adapter would otherwise
 * take the port of the proxy's Host (`10.0.0.5:3000`) onto the visitor's host and refuse every form post.
 */
export const dropUntrustedForwardedHeaders: RequestHandler = (req, _res, next) => {
  const trusted = req.app.get("trust proxy fn") as (address: string, hop: number) => boolean;
  if (!trusted(req.socket.remoteAddress ?? "", 0)) {
    for (const name of Object.keys(req.headers)) if (name.startsWith("x-forwarded-")) delete req.headers[name];
  } else {
    const forwardedHost = req.get("x-forwarded-host")?.split(",")[0]?.trim();
    if (forwardedHost) req.headers.host = forwardedHost;
  }
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
 * X-Forwarded-Proto and X-Forwarded-Host say what it was.
 */
export const refuseCrossSitePosts: RequestHandler = (req, res, next) => {
  const origin = req.get("origin");
  if (req.method !== "POST" || origin === undefined) return next();
  if (origin === `${req.protocol}://${req.host}`) return next();
  res.status(403).type("text/plain").send("This form was sent from another site and has been refused.");
};
