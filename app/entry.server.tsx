import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { getEnv } from "./config/env.server";
import { contentSecurityPolicy } from "./security/csp";
import { lowPriorityModulePreloads } from "./shell/low-priority-preloads.server";
import { NonceContext } from "./security/nonce";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus a Content Security Policy: a fresh nonce for every server-rendered
 * response. Prerendered pages get none here; server/ sends them with the hashes of their inline scripts.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const env = getEnv();
  const prerendering = env.PRERENDERING;
  const nonce = prerendering ? undefined : randomBytes(16).toString("base64");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for all content; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          if (nonce && env.NODE_ENV === "production") {
            responseHeaders.set("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
          }
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body.pipe(lowPriorityModulePreloads())), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
