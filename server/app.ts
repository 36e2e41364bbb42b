import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { Env } from "../app/config/env.server";
import { issueFormStamp } from "../app/leads/stamp.server";
import { MAX_FORM_BYTES } from "../app/leads/read-form.server";
import { STAMP_PLACEHOLDER } from "../app/leads/schemas/spam";
import { allowKnownMethods, assignRequestId, dropUntrustedForwardedHeaders, refuseCrossSitePosts, removeTrailingSlash } from "./request-guards";
import { loadPrerenderedPages } from "./static-pages";

export interface AppOptions {
  /** The React Router build (bundled with this module). */
  build: ServerBuild;
  /** The browser build: assets and prerendered pages. */
  clientDir: string;
  env: Env;
}

/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files: always revalidate so a deploy shows at once. */
const REVALIDATE = "public, max-age=0, must-revalidate";
/** Pages carry a per-request form stamp: never share one copy between visitors. */
const PAGE = "private, no-cache";

/** A body too large for any form or API is refused before anything reads it (readers enforce it again). */
const refuseLargeBodies: RequestHandler = (req, res, next) => {
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) {
    res.status(413).type("text/plain").send(`Request body too large (at most ${MAX_FORM_BYTES / 1024} KB).`);
    return;
  }
  next();
};

/** The site uses none of these browser features: no embedded content may either. */
const PERMISSIONS_POLICY =
  "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()";

/** A query string (configurator state, quote topic) changes what a page shows: render it on the server. */
const hasQuery = (url: string) => url.includes("?");

export function createApp({ build, clientDir, env }: AppOptions) {
  const prerendered = loadPrerenderedPages(clientDir);

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
  app.use(compression());
  app.use(removeTrailingSlash);
  app.use(refuseLargeBodies);
  app.use(refuseCrossSitePosts);

  app.use("/assets", express.static(path.join(clientDir, "assets"), { index: false, redirect: false, setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE) }));
  const staticFiles = express.static(clientDir, { index: false, redirect: false, setHeaders: (res) => res.setHeader("Cache-Control", REVALIDATE) });
  // Prerendered loader data (`/x.data`) holds no query-dependent state either.
  // Pages only at their clean URL (with their headers): `/about/index.html` is not a page.
  app.use((req, res, next) => ((hasQuery(req.url) && req.path.endsWith(".data")) || req.path.endsWith(".html") ? next() : staticFiles(req, res, next)));

  app.get(/.*/, (req, res, next) => {
    const page = prerendered.get(req.path);
    if (page === undefined || hasQuery(req.url)) return next();
    res.setHeader("Cache-Control", PAGE);
    res.setHeader("Content-Security-Policy", page.csp);
    // Only the inputs' markup: the inline scripts stay as built, so their CSP hashes still match.
    res.type("html").send(page.html.replaceAll(`value="${STAMP_PLACEHOLDER}"`, `value="${issueFormStamp()}"`));
  });

  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown", requestId: res.locals.requestId as string }),
    }),
  );
  return app;
}
