import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listImageSlots } from "~/images/slots";
import { cachedSlotImages } from "~/images/service.server";
import { wrapPrompt } from "~/images/prompt";
import { startFakeImageProvider, type FakeImageProvider } from "../support/fake-image-provider";
import { runGenerateImages } from "../../scripts/generate-images";
import { runScript } from "../support/run-script";

// `npm run images:generate` against the imitation provider: every registered slot once, then
// nothing more, and the root loader then hands every slot's image to the prerendered pages. The
// script's logic runs in this process (runGenerateImages); two cases start it as a process of its own.

const KEY = "sk-test-script-77aa";
let provider: FakeImageProvider;
let dataDir: string;

const scriptEnv = (env: Record<string, string>) => ({
  ...process.env,
  DATA_DIR: dataDir,
  IMAGE_API_BASE_URL: provider.url,
  IMAGE_API_KEY: KEY,
  ...env,
});

/** The script's logic in this process: rejects on a non-zero exit code, with `code` and `stderr`, as a process would. */
async function run(args: string[] = [], env: Record<string, string> = {}) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runGenerateImages(args, scriptEnv(env), { log: (line) => stdout.push(line), error: (line) => stderr.push(line) });
  const result = { code, stdout: stdout.map((line) => `${line}\n`).join(""), stderr: stderr.map((line) => `${line}\n`).join("") };
  if (code !== 0) throw Object.assign(new Error(`exit code ${code}`), result);
  return result;
}

beforeAll(async () => {
  provider = await startFakeImageProvider();
  dataDir = mkdtempSync(path.join(tmpdir(), "images-script-"));
});

afterAll(async () => {
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("npm run images:generate", () => {
  const slots = listImageSlots();

  it("generates every registered slot once, with the slot's wrapped prompt and size", async () => {
    const { stdout } = await run();
    expect(stdout).toContain(`${slots.length} generated, 0 already cached, 0 failed`);
    expect(stdout).not.toContain(KEY);
    expect(provider.calls).toHaveLength(slots.length);
    expect(new Set(provider.calls.map((call) => call.body.prompt))).toEqual(new Set(slots.map((slot) => wrapPrompt(slot.prompt))));

    const state = cachedSlotImages({ dataDir });
    expect(Object.keys(state.cached)).toHaveLength(slots.length);
  });

  it("calls nothing for slots already generated, and --dry-run lists them as cached", async () => {
    provider.calls.length = 0;
    const { stdout } = await run();
    expect(stdout).toContain(`0 generated, ${slots.length} already cached, 0 failed`);
    expect(provider.calls).toHaveLength(0);
    const dry = await run(["--dry-run"]);
    expect(dry.stdout).toContain(`${slots.length} cached, 0 missing`);
  });

  it("regenerates with --force, and fails with a non-zero exit when the provider fails", async () => {
    provider.calls.length = 0;
    const forced = await run(["--force"]);
    expect(forced.stdout).toContain(`${slots.length} generated`);
    provider.behaviour = { kind: "error", status: 500, body: "{}" };
    await expect(run(["--force"])).rejects.toMatchObject({ code: 1 });
    provider.behaviour = { kind: "b64" };
  });

  it("generates a free prompt as given, at the size asked, and says where it is", async () => {
    provider.calls.length = 0;
    const prompt = "an operator's own prompt: a watchtower at dusk";
    const { stdout } = await run(["--prompt", prompt, "--size", "1024x1536"]);
    expect(stdout).toMatch(/^generated {2}\/images\/[0-9a-f]{32}\.png$/m);
    expect(provider.calls.map((call) => call.body)).toEqual([{ model: "gpt-image-1", prompt, n: 1, size: "1024x1536" }]);
    await expect(run(["--prompt", "x".repeat(501)])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("prompt must be at most 500 characters"),
    });
    expect(provider.calls).toHaveLength(1);
  });

  it("refuses to run without a provider configured, as a process of its own: exit code 1, the reason on stderr", async () => {
    await expect(runScript("scripts/generate-images.ts", [], scriptEnv({ IMAGE_API_KEY: "" }))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Image generation is off"),
    });
  });

  it("lists the slots from a process of its own (--dry-run)", async () => {
    const { stdout } = await runScript("scripts/generate-images.ts", ["--dry-run"], scriptEnv({}));
    expect(stdout).toContain(`${slots.length} cached, 0 missing`);
  });
});
