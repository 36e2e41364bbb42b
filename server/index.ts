import path from "node:path";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";

const app = await createApp({ buildDir: path.resolve(process.env.BUILD_DIR ?? "build") });
const server = app.listen(port, host, () => {
  console.log(`Serving on http://${host === "0.0.0.0" ? "localhost" : host}:${port}`);
});

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
