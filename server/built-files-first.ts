import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { MAX_FORM_BYTES } from "../app/leads/read-form.server";
import { isSecureRequest, pageCookies, type TrustProxy } from "./page-cookies";
import { newRequestId } from "./request-guards";
import type { HeaderList } from "./security-headers";
import { findStaticFile, sendStaticFile, type StaticFile } from "./static-files";

// Prerendered pages and built files are most of what the site serves. They are answered here, in front of Express,
// with what Express's chain would have added (request id, security headers, the page cookies) and nothing it would
// have done per request: no middleware chain, no request and response decoration (docs/decisions/070).

export interface BuiltFilesFirstOptions {
  files: Map<string, StaticFile>;
  headers: HeaderList;
  imagesOn: boolean;
  trust: TrustProxy;
  /** Everything else: the Express app. */
  next: RequestListener;
}

export function builtFilesFirst({ files, headers, imagesOn, trust, next }: BuiltFilesFirstOptions): RequestListener {
  const securityHeaders = headers.flat();
  return (req: IncomingMessage, res: ServerResponse) => {
    const file = findStaticFile(files, req.method, req.url ?? "");
    // A GET with a body too large for any form still gets its 413 from the chain (server/app.ts).
    if (!file || Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) return next(req, res);
    const head = [...securityHeaders, "X-Request-Id", newRequestId()];
    for (const cookie of pageCookies(req, () => isSecureRequest(req, trust), imagesOn)) head.push("Set-Cookie", cookie);
    sendStaticFile(req, res, file, head);
  };
}
