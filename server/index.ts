import path from "node:path";
import { closeDatabase, getDatabase } from "../app/db/db.server";
import { startDeliveryWorker } from "../app/leads/delivery/worker.server";
import { startRetentionJob } from "../app/leads/retention.server";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const app = await createApp({ buildDir: path.resolve(process.env.BUILD_DIR ?? "build") });
// Lead delivery outbox and the daily retention purge run in every instance (both are safe
// to run concurrently); the database is opened lazily, so a database that is down at start
// only delays them.
const stopDelivery = startDeliveryWorker({ db: getDatabase });
const stopRetention = startRetentionJob({ db: getDatabase });
const server = app.listen(port, host, () => {
  console.log(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
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
