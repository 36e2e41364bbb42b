import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { EnvError, getEnv } from "../app/config/env.server";
import { describeSecretSources, getSecrets } from "../app/config/secrets.server";
import { closeDatabase, getDatabase } from "../app/db/db.server";
import { startDeliveryWorker } from "../app/leads/delivery/worker.server";
import { startRetentionJob } from "../app/leads/retention.server";
// The Arabic catalogues, before the delivery worker sends its first visitor mail in Arabic (docs/decisions/117). The
// page renderer imports them too; one module graph, so they are registered once.
// The lead forms the pipeline serves and the delivery worker sends for (docs/decisions/129).
import "../app/forms/registry.server";
import { createApp } from "./app";
import { proxyTrustWarning } from "./proxy-warning";

// The server build's entry: the process that serves React Router's build. The build is imported from here, so
// everything the server runs is in this one bundle and each module, the database handle included, exists once.
// (A dynamic import: React Router's prerendering looks for the build as a chunk of its own.)

export interface StartOptions {
  /** The build folder: client/ beside the server/ this bundle was loaded from. */
  buildDir: string;
}

/** Starts the HTTP server, the delivery worker and the retention job; stops them on SIGTERM/SIGINT. */
export async function startServer({ buildDir }: StartOptions) {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  console.log(describeSecretSources(getSecrets()));
  const proxyWarning = proxyTrustWarning(env);
  if (proxyWarning) console.warn(proxyWarning);

  const build = (await import("virtual:react-router/server-build")) as ServerBuild;
  const app = createApp({ build, clientDir: path.join(buildDir, "client"), env });
  // Lead delivery outbox and the daily retention purge run in every instance (both are safe to run
  // concurrently); the database is opened lazily, so a database that is down at start only delays them.
  const stopDelivery = startDeliveryWorker({ db: getDatabase });
  const stopRetention = startRetentionJob({ db: getDatabase });
  const server = createServer(app).listen(env.PORT, env.HOST, () => {
    // The bound port, not env.PORT: with PORT=0 the system picks one (the tests start their servers so).
    const { port } = server.address() as AddressInfo;
    console.log(`Serving on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}`);
  });

  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stopRetention();
      // Stop taking requests, let the jobs in hand settle (an unsettled one would only be
      // retried after its lease), then close the database. Ten seconds at most.
      setTimeout(() => process.exit(0), 10_000).unref();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      void Promise.allSettled([closed, stopDelivery()])
        .then(() => closeDatabase())
        .finally(() => process.exit(0));
    });
  }
  return server;
}
