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
  })({} as IncomingMessage, recorder, () => {});
  headers.push(["Permissions-Policy", PERMISSIONS_POLICY]);
  return headers;
}

export function setHeaders(res: ServerResponse, headers: HeaderList) {
  for (const [name, value] of headers) res.setHeader(name, value);
}
