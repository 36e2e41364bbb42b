import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Request, type RequestHandler } from "express";
import helmet from "helmet";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server";
import { readImageConfig } from "../app/images/config.server";
import { imagesFlagCookie } from "../app/images/flag-cookie.server";
import { freshStampCookie, needsFreshStamp } from "../app/leads/stamp.server";
import { MAX_FORM_BYTES } from "../app/leads/read-form.server";
import {
  allowKnownMethods,
  assignRequestId,
  dropUntrustedForwardedHeaders,
  refuseCrossSitePosts,
  removeTrailingSlash,
} from "./request-guards";
import { loadStaticFiles, serveStaticFiles } from "./static-files";

export interface AppOptions {
  /** The React Router build (bundled with this module). */
  build: ServerBuild;
  /** The browser build: assets and prerendered pages. */
  clientDir: string;
  env: Env;
}

/** A body too large for any form or API is refused before anything reads it (readers enforce it again). */
const refuseLargeBodies: RequestHandler = (req, res, next) => {
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) {
    res
      .status(413)
      .type("text/plain")
      .send(`Request body too large (at most ${MAX_FORM_BYTES / 1024} KB).`);
    return;
  }
  next();
};

/** The site uses none of these browser features: no embedded content may either. */
const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()";

/**
 * Every page answer carries the forms' spam stamp in a cookie (unless the visitor has a valid one): a header, so
 * a prerendered page is sent as built. Files and data requests need none.
 */
const isPageRequest = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") && !path.extname(req.path) && Boolean(req.get("accept")?.includes("text/html"));

const giveFormStamp: RequestHandler = (req, res, next) => {
  if (isPageRequest(req) && needsFreshStamp(req.get("cookie"))) res.append("Set-Cookie", freshStampCookie(req.secure));
  next();
};

/**
 * While this server generates images, page answers say so in a cookie the site script reads (decision 065): the
 * Generate button follows the running server, not the build, and with generation off pages carry nothing extra.
 */
const giveImagesFlag: RequestHandler = (req, res, next) => {
  if (isPageRequest(req)) res.append("Set-Cookie", imagesFlagCookie(req.secure));
  next();
};

export function createApp({ build, clientDir, env }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);
  // strict-origin-when-cross-origin: with no-referrer, browsers send `Origin: null` on form posts and React Router refuses them as CSRF.
  app.use(
    helmet({
      // The CSP is per page: hashes for prerendered pages (below), a nonce for server-rendered ones (app/entry.server.tsx).
      contentSecurityPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      strictTransportSecurity: env.HSTS ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  app.use(assignRequestId);
  app.use(allowKnownMethods);
  app.use(dropUntrustedForwardedHeaders);
  app.use(removeTrailingSlash);
  app.use(refuseLargeBodies);
  app.use(refuseCrossSitePosts);
  app.use(giveFormStamp);
  if (readImageConfig(env).provider) app.use(giveImagesFlag);
  // Built files go out as compressed at build time; only what React Router renders is compressed here.
  app.use(serveStaticFiles(loadStaticFiles(clientDir)));
  app.use(compression());

  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown",
        requestId: res.locals.requestId as string,
      }),
    }),
  );
  return app;
}
