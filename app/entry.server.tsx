import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from "react-router";
import { getEnv } from "./config/env.server";
import { contentSecurityPolicy } from "./security/csp";
import { NonceContext } from "./security/nonce";
import { RequestIdContext } from "./security/request-id";
import { maskedErrorText } from "./security/mask-email";
import islandMessageIds from "virtual:island-message-ids";
import { localeOfPath, type Locale } from "./i18n/locale";
import { IslandMessagesContext, MessagesProvider } from "./i18n/messages";
import { i18nFor, islandI18nFor } from "./i18n/messages.server";

export const streamTimeout = 5_000;

/** An island's share of the messages, as the build collected it (undefined on the development server). */
function islandMessagesIn(locale: Locale) {
  if (!islandMessageIds) return undefined;
  const ids = islandMessageIds;
  return (island: string) => {
    const collected = ids[island];
    if (!collected) throw new Error(`The build collected no messages for the island "${island}"`);
    return islandI18nFor(locale, island, collected);
  };
}

/**
 * A failure's stack, once, with the request id the error page shows. Refusals (4xx) are logged as one line by
 * the server (server/request-guards.ts), so they are left out here.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const requestId = (context as { requestId?: string } | undefined)?.requestId ?? "-";
  const where = `${request.method} ${new URL(request.url).pathname}`;
  console.error(`[http] 500 ${where} (request ${requestId}): ${maskedErrorText(error, true)}`);
};

/**
 * React Router's default Node entry, plus a Content Security Policy: a fresh nonce for every server-rendered
 * response. Prerendered pages get none here; server/ sends them with the hashes of their inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const env = getEnv();
  const prerendering = env.PRERENDERING;
  const nonce = prerendering ? undefined : randomBytes(16).toString("base64");
  // The page's messages, in the language of its path; the root's layout takes the same from the same path.
  const locale = localeOfPath(new URL(request.url).pathname);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering wait for all content; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RequestIdContext.Provider value={loadContext?.requestId}>
          <MessagesProvider i18n={i18nFor(locale)}>
            <IslandMessagesContext.Provider value={islandMessagesIn(locale)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </IslandMessagesContext.Provider>
          </MessagesProvider>
        </RequestIdContext.Provider>
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
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy({ scripts: [`'nonce-${nonce}'`], styles: [`'nonce-${nonce}'`] }),
            );
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(maskedErrorText(error, true));
        },
      },
    );
  });
}
