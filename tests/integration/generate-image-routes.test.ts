import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listImageSlots } from "~/images/slots";
import { slotKey } from "~/images/prompt";
import { startFakeImageProvider, type FakeImageProvider } from "../support/fake-image-provider";

// The route modules as React Router calls them, configured from the environment like the server. The environment
// is parsed once per process (app/config/env.server.ts): each case loads the modules afresh after setting it.

const KEY = "sk-test-routes-5d1e";
const ENV_NAMES = ["DATA_DIR", "IMAGE_API_BASE_URL", "IMAGE_API_KEY", "REDIS_URL", "IMAGE_RATE_LIMIT_POINTS"] as const;
const saved = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

const firstSlotKey = () => {
  const [slot] = listImageSlots();
  return slotKey(slot!.prompt, slot!.width, slot!.height);
};

let provider: FakeImageProvider;
let dataDir: string;

/** A server process's view of the current environment: the route modules and the root loader's image state. */
async function freshModules() {
  vi.resetModules();
  const endpoint = await import("~/routes/api.generate-image");
  const files = await import("~/routes/images.$file");
  const state = await import("~/routes/api.images");
  type ActionArgs = Parameters<typeof endpoint.action>[0];
  type FileArgs = Parameters<typeof files.loader>[0];
  return {
    callAction: (body: unknown, clientAddress = "203.0.113.7") =>
      endpoint.action({
        request: new Request("http://site.test/api/generate-image", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        context: { clientAddress },
        params: {},
      } as unknown as ActionArgs),
    getFile: (file: string) =>
      files.loader({
        request: new Request(`http://site.test/images/${file}`),
        params: { file },
        context: { clientAddress: "x" },
      } as unknown as FileArgs),
    getOnEndpoint: endpoint.loader,
    /** GET /api/images, as the page asks it. */
    getImagesState: async () => {
      const response = state.loader();
      return { cookie: response.headers.get("set-cookie"), text: await response.text() };
    },
    closeRateLimitStore: (await import("~/security/rate-limit.server")).closeRateLimitStore,
  };
}
let current: Awaited<ReturnType<typeof freshModules>> | undefined;
const load = async () => {
  await current?.closeRateLimitStore();
  current = await freshModules();
  return current;
};

beforeAll(async () => {
  provider = await startFakeImageProvider();
  dataDir = mkdtempSync(path.join(tmpdir(), "image-routes-"));
  delete process.env.REDIS_URL;
  process.env.DATA_DIR = dataDir;
  process.env.IMAGE_RATE_LIMIT_POINTS = "1000";
});

afterAll(async () => {
  for (const name of ENV_NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await current?.closeRateLimitStore();
  await provider.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/generate-image (route module)", () => {
  it("answers 503 while IMAGE_API_BASE_URL and IMAGE_API_KEY are unset", async () => {
    delete process.env.IMAGE_API_BASE_URL;
    delete process.env.IMAGE_API_KEY;
    const { callAction, getImagesState } = await load();
    const response = await callAction({ slot: firstSlotKey() });
    expect(response.status).toBe(503);
    // The page hears that generation is off, and a flag cookie left by an earlier server is cleared.
    const state = await getImagesState();
    expect(JSON.parse(state.text)).toEqual({ enabled: false, cached: {} });
    expect(state.cookie).toBe("site_images=; Path=/; Max-Age=0; SameSite=Lax");
  });

  it("generates once configured, and the image is served with a long-lived cache header", async () => {
    process.env.IMAGE_API_BASE_URL = provider.url;
    process.env.IMAGE_API_KEY = KEY;
    const { callAction, getFile } = await load();
    const response = await callAction({ slot: firstSlotKey() });
    const text = await response.text();
    expect(text).not.toContain(KEY);
    expect(response.status).toBe(200);
    const { url } = JSON.parse(text) as { url: string };

    const file = await getFile(url.slice("/images/".length));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(60);
  });

  it("answers 405 to GET, and 404 for unknown or malformed image names", async () => {
    const { getOnEndpoint, getFile } = await load();
    expect(getOnEndpoint().status).toBe(405);
    expect((await getFile("0123456789abcdef0123456789abcdef.png")).status).toBe(404);
    expect((await getFile("..%2F..%2Fetc%2Fpasswd")).status).toBe(404);
    expect((await getFile("../entries/x.json")).status).toBe(404);
  });
});

describe("GET /api/images (the running server's image state)", () => {
  it("says generation is on, never the key, and lists the site's images generated so far", async () => {
    rmSync(path.join(dataDir, "images"), { recursive: true, force: true });
    process.env.IMAGE_API_BASE_URL = provider.url;
    process.env.IMAGE_API_KEY = KEY;
    const { callAction, getImagesState } = await load();
    const before = await getImagesState();
    expect(JSON.parse(before.text)).toEqual({ enabled: true, cached: {} });
    expect(before.cookie).toBeNull();

    const response = await callAction({ slot: firstSlotKey() });
    const { url } = (await response.json()) as { url: string };
    const after = await getImagesState();
    expect(JSON.parse(after.text)).toEqual({ enabled: true, cached: { [firstSlotKey()]: url } });
    expect(after.text).not.toContain(KEY);
  });
});
