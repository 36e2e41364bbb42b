import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { findPrerenderedPages } from "./static-pages";

export interface AppOptions {
  /** The React Router build folder, with client/ and server/ inside. */
  buildDir: string;
}

/** Hashed file names never change content: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Prerendered pages and other unhashed files: always revalidate so a deploy shows at once. */
const REVALIDATE = "public, max-age=0, must-revalidate";

/** `/about/` -> 301 `/about`, keeping the query string. */
const removeTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith("/")) {
    const query = req.url.slice(req.path.length);
    res.redirect(301, req.path.replace(/\/+$/, "") + query);
    return;
  }
  next();
};

export async function createApp({ buildDir }: AppOptions) {
  const clientDir = path.join(buildDir, "client");
  const build = (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;
  const prerendered = findPrerenderedPages(clientDir);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY ?? false);
  app.use(helmet({ contentSecurityPolicy: false }));
  app.use(compression());
  app.use(removeTrailingSlash);

  app.use("/assets", express.static(path.join(clientDir, "assets"), { index: false, redirect: false, setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE) }));
  app.use(express.static(clientDir, { index: false, redirect: false, setHeaders: (res) => res.setHeader("Cache-Control", REVALIDATE) }));

  app.get(/.*/, (req, res, next) => {
    const file = prerendered.get(req.path);
    if (!file) return next();
    res.setHeader("Cache-Control", REVALIDATE);
    res.type("html").sendFile(file);
  });

  app.all(
    /.*/,
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "unknown" }),
    }),
  );
  return app;
}
