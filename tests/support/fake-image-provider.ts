import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

// A real HTTP server on loopback that imitates an OpenAI-compatible images API
// (POST /v1/images/generations), for the integration and end-to-end tests of image generation.

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export type ProviderBehaviour =
  /** data[0].b64_json */
  | { kind: "b64" }
  /** data[0].url pointing back to this server */
  | { kind: "url" }
  | { kind: "error"; status: number; body: string }
  /** Answers with base64 after a delay (a slow provider, or a time-out when longer than the client waits). */
  | { kind: "slow"; delayMs: number }
  | { kind: "not-an-image" };

export interface ProviderCall {
  authorization: string | undefined;
  body: { model?: string; prompt?: string; n?: number; size?: string };
}

export interface FakeImageProvider {
  url: string;
  calls: ProviderCall[];
  behaviour: ProviderBehaviour;
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<ProviderCall["body"]> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8")) as ProviderCall["body"];
};

/** Each answer is a distinct valid PNG (bytes after IEND are ignored by decoders), so files differ per call. */
const pngNumber = (n: number) => Buffer.concat([TINY_PNG, Buffer.from(`call ${n}`)]);

export async function startFakeImageProvider(behaviour: ProviderBehaviour = { kind: "b64" }): Promise<FakeImageProvider> {
  const calls: ProviderCall[] = [];
  const provider: FakeImageProvider = { url: "", calls, behaviour, close: async () => {} };
  const server = createServer(async (req, res) => {
    if (req.method === "GET" && req.url?.startsWith("/files/")) {
      res.writeHead(200, { "Content-Type": "image/png" }).end(pngNumber(calls.length));
      return;
    }
    if (req.method !== "POST" || req.url !== "/v1/images/generations") {
      res.writeHead(404).end();
      return;
    }
    calls.push({ authorization: req.headers.authorization, body: await readJson(req) });
    const n = calls.length;
    const current = provider.behaviour;
    const b64 = () =>
      res
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ created: 1, data: [{ b64_json: pngNumber(n).toString("base64") }] }));
    switch (current.kind) {
      case "b64":
        return b64();
      case "url":
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ data: [{ url: `${provider.url}/files/${n}.png` }] }));
        return;
      case "error":
        res.writeHead(current.status, { "Content-Type": "application/json" }).end(current.body);
        return;
      case "slow": {
        const timer = setTimeout(b64, current.delayMs);
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "not-an-image":
        res
          .writeHead(200, { "Content-Type": "application/json" })
          .end(JSON.stringify({ data: [{ b64_json: Buffer.from("<html>nope</html>").toString("base64") }] }));
        return;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return provider;
}
