import type { IncomingMessage } from "node:http";
import path from "node:path";
import { imagesFlagCookie } from "../app/images/flag-cookie.server";
import { freshStampCookie, needsFreshStamp } from "../app/leads/stamp.server";

/** Whether Express would call this request secure: TLS, or `X-Forwarded-Proto: https` from a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

export function isSecureRequest(req: IncomingMessage, trust: TrustProxy): boolean {
  if ("encrypted" in req.socket && req.socket.encrypted) return true;
  if (!trust(req.socket.remoteAddress ?? "", 0)) return false;
  const forwarded = req.headers["x-forwarded-proto"];
  return typeof forwarded === "string" && forwarded.split(",")[0]!.trim() === "https";
}

/** A page visit: GET or HEAD of a path without a file extension, from something that takes HTML. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  return !path.extname((req.url ?? "").split("?")[0]!) && Boolean(req.headers.accept?.includes("text/html"));
}

/**
 * The cookies a page answer sets, in headers so a prerendered page is sent as built: the forms' spam stamp
 * (unless the visitor has a valid one) and, while this server generates images, the flag the site script reads
 * (decision 065: the Generate button follows the running server, not the build). Files and data requests get none.
 */
export function pageCookies(req: IncomingMessage, secure: () => boolean, imagesOn: boolean): string[] {
  if (!isPageRequest(req)) return [];
  const cookies: string[] = [];
  if (needsFreshStamp(req.headers.cookie)) cookies.push(freshStampCookie(secure()));
  if (imagesOn) cookies.push(imagesFlagCookie(secure()));
  return cookies;
}
