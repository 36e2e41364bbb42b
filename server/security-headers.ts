import type { RequestHandler } from "express";
import helmet from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Env } from "../app/config/env.server";

/** The site uses none of these browser features: no embedded content may either. */
const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()";

export type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers every answer carries, worked out once at start: helmet's set (they depend only on the settings)
 * plus Permissions-Policy. Built files (server/built-files-first.ts) and the Express chain set the same list.
 */
export function securityHeaders(env: Env): HeaderList {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  } as unknown as ServerResponse;
  // strict-origin-when-cross-origin: with no-referrer, browsers send `Origin: null` on form posts and React Router refuses them as CSRF.
  helmet({
    // The CSP is per page: hashes for prerendered pages (server/static-files.ts), a nonce for server-rendered ones (app/entry.server.tsx).
    contentSecurityPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: env.HSTS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // As the CSP's frame-ancestors 'none': no page may be framed, not even by this site.
    xFrameOptions: { action: "deny" },
  })({} as IncomingMessage, recorder, () => {});
  headers.push(["Permissions-Policy", PERMISSIONS_POLICY]);
  return headers;
}

export function setHeaders(res: ServerResponse, headers: HeaderList) {
  for (const [name, value] of headers) res.setHeader(name, value);
}

/** Every answer to a post may echo what the visitor typed (name, email, phone): no cache may keep it. */
const POST_ANSWER_CACHE_CONTROL = "private, no-store";

/**
 * The Express chain's headers: the common list, which a route's own value replaces rather than joins (React Router's
 * adapter and the lead endpoint add route headers with `res.append`, which would send a second Referrer-Policy),
 * and `Cache-Control: private, no-store` on every answer to a POST, whatever the route says.
 */
export function answerHeaders(headers: HeaderList): RequestHandler {
  const common = new Set(headers.map(([name]) => name.toLowerCase()));
  return (req, res, next) => {
    setHeaders(res, headers);
    const posted = req.method === "POST";
    if (posted) res.setHeader("Cache-Control", POST_ANSWER_CACHE_CONTROL);
    const append = res.append.bind(res);
    res.append = (name, value) => {
      const key = name.toLowerCase();
      if (posted && key === "cache-control") return res;
      return common.has(key) ? res.set(name, value) : append(name, value);
    };
    next();
  };
}
