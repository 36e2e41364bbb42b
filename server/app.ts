import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type RequestHandler, type Response } from "express";
import type { RequestListener } from "node:http";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server";
import { readImageConfig } from "../app/images/config.server";
import { uploadPostPaths } from "../app/leads/form-kinds.server";
import { MAX_FORM_BYTES, MAX_UPLOAD_FORM_BYTES } from "../app/leads/read-form.server";
import {
  allowKnownMethods,
  answerRequestErrors,
  assignRequestId,
  dropUntrustedForwardedHeaders,
  refuseCrossSitePosts,
  refuseMalformedRequests,
  removeTrailingSlash,
} from "./request-guards";
import { adminAnswers } from "./admin";
import { builtFilesFirst } from "./built-files-first";
import { LEAD_ENDPOINT, leadEndpoint } from "./lead-endpoint";
import { pageCookies, type TrustProxy } from "./page-cookies";
import { answerHeaders, securityHeaders } from "./security-headers";
import { loadStaticFiles } from "./static-files";

export interface AppOptions {
  /** The React Router build (bundled with this module). */
  build: ServerBuild;
  /** The browser build: assets and prerendered pages. */
  clientDir: string;
  env: Env;
}

/**
 * A body too large for any form or API is refused before anything reads it (readers enforce it again). A form with a
 * file (the job application, posted to its page or its JSON endpoint) may send more: its action reads and caps it, and
 * answers a file too large beside its field, in the page's language.
 */
const refuseLargeBodies: RequestHandler = (req, res, next) => {
  const limit = req.method === "POST" && uploadPostPaths().has(req.path) ? MAX_UPLOAD_FORM_BYTES : MAX_FORM_BYTES;
  if (Number(req.headers["content-length"] ?? 0) > limit) {
    res
      .status(413)
      .type("text/plain")
      .send(`Request body too large (at most ${limit / 1024} KB).`);
    return;
  }
  next();
};

/** The cookies of a page answer (server/page-cookies.ts), for pages Express answers (server-rendered ones, the 404). */
const givePageCookies =
  (imagesOn: boolean): RequestHandler =>
  (req, res, next) => {
    for (const cookie of pageCookies(req, () => req.secure, imagesOn)) res.append("Set-Cookie", cookie);
    next();
  };

/**
 * The site's request listener: a check of Host and target, built files and prerendered pages (server/built-files-first.ts), then
 * the Express app for everything else, in order: guards, the lead endpoint, compression and React Router.
 */
export function createApp({ build, clientDir, env }: AppOptions): RequestListener {
  const headers = securityHeaders(env);
  const imagesOn = Boolean(readImageConfig(env).provider);
  const context = (req: Request, res: Response) => ({
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
    requestId: res.locals.requestId as string,
  });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  app.use(answerHeaders(headers));
  app.use(assignRequestId);
  app.use(allowKnownMethods);
  app.use(dropUntrustedForwardedHeaders);
  app.use(removeTrailingSlash);
  app.use(refuseLargeBodies);
  app.use(refuseCrossSitePosts);
  app.use(givePageCookies(imagesOn));
  app.post(
    LEAD_ENDPOINT,
    leadEndpoint(build, (req) => context(req, req.res!)),
  );
  // Built files went out compressed at build time; only what React Router renders is compressed here.
  app.use(compression());
  // The content editor's page and configuration, when a Git host or the local backend is configured.
  for (const [path, answer] of adminAnswers(env) ?? []) app.get(path, (_req, res) => void res.set(answer.headers).send(answer.body));

  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: context,
    }),
  );
  app.use(answerRequestErrors);
  return refuseMalformedRequests(
    headers,
    builtFilesFirst({
      files: loadStaticFiles(clientDir),
      headers,
      imagesOn,
      trust: app.get("trust proxy fn") as TrustProxy,
      next: app,
    }),
  );
}
