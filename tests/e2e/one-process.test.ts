import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/messages.server";
import { startSmtp, type ReceivedMail, type SmtpRecorder } from "../integration/delivery-support/smtp";
import { fetchStamp, newsletterFields, postForm, waitPastMinimumFillTime } from "./support/leads";
import { productionBuildDir, startServer, testBuildDir } from "../../scripts/support/server";

// `npm start` is one Node process on one bundle: its secrets live in the data folder when the environment has
// none, so links and forms keep working across restarts; every module, the database handle included, is loaded
// once, from the build; a bad environment stops the start with the variable named.

const siteUrl = "https://k2.example.sa";
const noSecrets = { FORM_SECRET: "", LEAD_HASH_SALT: "", NEWSLETTER_SECRET: "", SURVEY_SECRET: "" };
let smtp: SmtpRecorder;

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.close();
});

const mailEnv = () => ({
  SMTP_URL: smtp.url,
  SALES_EMAIL: "sales@k2.example.sa",
  MAIL_FROM: "news@k2.example.sa",
  SITE_URL: siteUrl,
  DELIVERY_POLL_MS: "50",
});

function unsubscribePath(mail: ReceivedMail): string {
  const match = /https:\/\/k2\.example\.sa(\/newsletter\/unsubscribe\?token=[^\s"<>]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No unsubscribe link in:\n${mail.text}`);
  return match[1];
}

async function waitForMail(to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = smtp.messages.find((each) => each.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("secrets kept in the data folder", () => {
  it(
    "keeps a newsletter mail's unsubscribe link working after a restart, and refuses it with other secrets",
    { timeout: 90_000 },
    async () => {
      const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "one-process-")), "data");
      const env = { ...noSecrets, ...mailEnv(), DATA_DIR: dataDir };
      const first = await startServer(env);
      const stamp = await fetchStamp(first.url);
      await waitPastMinimumFillTime();
      const subscribed = await postForm(first.url, "/newsletter", newsletterFields(stamp, { email: "restart.reader@example.com" }));
      expect(subscribed.status).toBe(200);
      const link = unsubscribePath(await waitForMail("restart.reader@example.com"));
      await first.stop();

      const secretsFile = path.join(dataDir, "secrets.json");
      expect(statSync(secretsFile).mode & 0o777).toBe(0o600);
      expect(Object.keys(JSON.parse(readFileSync(secretsFile, "utf8"))).sort()).toEqual([
        "formSecret",
        "leadHashSalt",
        "newsletterSecret",
        "surveySecret",
      ]);

      // The same database in another data folder, without its secrets: the link is not this server's.
      const otherDataDir = path.join(mkdtempSync(path.join(tmpdir(), "one-process-other-")), "data");
      mkdirSync(otherDataDir);
      for (const file of readdirSync(dataDir).filter((name) => name.startsWith("site.db")))
        copyFileSync(path.join(dataDir, file), path.join(otherDataDir, file));
      const second = await startServer(env);
      // A second instance on the same data folder (and so the same database and secrets), running beside it.
      const sibling = await startServer(env);
      const otherSite = await startServer({ ...env, DATA_DIR: otherDataDir });
      try {
        // A form stamp from before the restart still counts.
        const afterRestart = await postForm(second.url, "/newsletter", newsletterFields(stamp, { email: "second.reader@example.com" }));
        expect(afterRestart.status).toBe(200);

        const refused = await fetch(new URL(link, otherSite.url), { method: "POST" });
        expect(refused.status).toBe(400);
        expect(await refused.text()).toContain(`<title>${i18nFor("en")._("newsletter.unsubscribe.invalid.title")}</title>`);

        for (const instance of [second, sibling]) {
          const unsubscribed = await fetch(new URL(link, instance.url), { method: "POST" });
          expect(unsubscribed.status).toBe(200);
          expect(await unsubscribed.text()).toContain(`<title>${i18nFor("en")._("newsletter.unsubscribe.unsubscribed.title")}</title>`);
        }
      } finally {
        await Promise.all([second.stop(), sibling.stop(), otherSite.stop()]);
      }
    },
  );
});

describe("one process on one bundle", () => {
  it("loads every module once, from the build: no application source beside it", { timeout: 60_000 }, async () => {
    const log = path.join(mkdtempSync(path.join(tmpdir(), "modules-")), "modules.txt");
    const server = await startServer({
      ...mailEnv(),
      MODULE_LOG: log,
      NODE_OPTIONS: `--import ${pathToFileURL(path.resolve("tests/e2e/support/record-modules.mjs")).href}`,
    });
    try {
      // Route modules (a form action, the health check) and the delivery worker have all run.
      const stamp = await fetchStamp(server.url);
      expect((await fetch(new URL("/healthz", server.url))).status).toBe(200);
      await waitPastMinimumFillTime();
      expect((await postForm(server.url, "/newsletter", newsletterFields(stamp, { email: "modules@example.com" }))).status).toBe(200);
      await waitForMail("modules@example.com");
    } finally {
      await server.stop();
    }
    const project = pathToFileURL(path.resolve(".")).href + "/";
    const loaded = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .filter((url) => url.startsWith(project));
    const ownFiles = loaded.map((url) => url.slice(project.length)).filter((file) => !file.startsWith("node_modules/"));
    const buildServer = `${path.relative(".", path.resolve(testBuildDir))}/server/`;
    expect(
      ownFiles.filter(
        // start.js and the Node version check it runs first (decision 123) are the only files beside the bundle.
        (file) =>
          !["server/start.js", "server/node-version.mjs"].includes(file) &&
          !file.startsWith(buildServer) &&
          !file.startsWith("tests/e2e/support/record-modules"),
      ),
    ).toEqual([]);
    expect(ownFiles).toContain(`${buildServer}index.js`);
    // The same module under two URLs (a query string, another path) would be two copies.
    const withoutQuery = loaded.map((url) => url.split("?")[0]);
    expect(new Set(withoutQuery).size).toBe(withoutQuery.length);
  });

  it("refuses a bad environment at start, naming each variable", () => {
    const result = spawnSync(process.execPath, ["server/start.js"], {
      env: {
        ...process.env,
        BUILD_DIR: testBuildDir,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "bad-env-")),
        TRUST_PROXY: "true",
        FORM_RATE_PER_MINUTE: "many",
        PORT: "0",
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("TRUST_PROXY: must be a hop count");
    expect(result.stderr).toContain("FORM_RATE_PER_MINUTE: must be a whole number");
  });

  it("leaves the test pages out of the production build", { timeout: 60_000 }, async () => {
    const productionBuild = productionBuildDir;
    expect(existsSync(path.join(productionBuild, "server", "index.js")), `run "npm run build" first (${productionBuild})`).toBe(true);
    const serverFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? serverFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      );
    const mentions = (dir: string) =>
      serverFiles(path.join(dir, "server")).filter((file) => readFileSync(file, "utf8").includes("__test/"));
    expect(mentions(productionBuild)).toEqual([]);
    expect(mentions(testBuildDir).length).toBeGreaterThan(0);

    const server = await startServer({}, productionBuild);
    try {
      expect((await fetch(new URL("/__test/images", server.url))).status).toBe(404);
      expect((await fetch(new URL("/__test/render-error", server.url))).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
