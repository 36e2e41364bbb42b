import type { ProviderConfig } from "./config.server";
import { sniffImageType } from "./store.server";
import type { ImageRequest } from "~/images/request.server";

// One call to an OpenAI-compatible images API (POST /v1/images/generations), from the server only.
// The key goes in the Authorization header and nowhere else: error messages are our own words,
// never the provider's text, which can quote a (partly masked) key.

const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export type ProviderFailure = "timeout" | "status" | "invalid";

export class ImageProviderError extends Error {
  constructor(
    readonly kind: ProviderFailure,
    message: string,
    /** For the server log only: redacted provider detail. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = "ImageProviderError";
  }
}

/** gpt-image-1 makes three sizes: the one closest in shape to the slot (the browser scales it down). */
export function providerSize(width: number, height: number): string {
  const ratio = width / height;
  if (ratio > 1.2) return "1536x1024";
  if (ratio < 1 / 1.2) return "1024x1536";
  return "1024x1024";
}

export function generationsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, "").replace(/\/v1$/, "")}/v1/images/generations`;
}

interface GenerationsAnswer {
  data?: Array<{ b64_json?: unknown; url?: unknown }>;
}

/** Generates one image and returns its bytes (PNG, JPEG or WebP), or throws an ImageProviderError. */
export async function requestImage(config: ProviderConfig, request: ImageRequest): Promise<Uint8Array> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  const redact = (text: string) => text.split(config.apiKey).join("[redacted]").slice(0, 300);
  try {
    const response = await fetch(generationsUrl(config.baseUrl), {
      method: "POST",
      headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ model: request.model, prompt: request.prompt, n: 1, size: providerSize(request.width, request.height) }),
      signal,
    });
    if (!response.ok) {
      const detail = redact(await response.text().catch(() => ""));
      throw new ImageProviderError("status", `The image provider answered ${response.status}`, detail);
    }
    const answer = (await response.json().catch(() => ({}))) as GenerationsAnswer;
    const first = answer.data?.[0];
    let bytes: Uint8Array;
    if (typeof first?.b64_json === "string") {
      bytes = Buffer.from(first.b64_json, "base64");
    } else if (typeof first?.url === "string" && /^https?:\/\//.test(first.url)) {
      // Downloaded here and served from our cache: visitors never fetch from another host.
      bytes = await download(first.url, signal);
    } else {
      throw new ImageProviderError("invalid", "The image provider sent no image");
    }
    if (bytes.byteLength > MAX_IMAGE_BYTES || !sniffImageType(bytes)) {
      throw new ImageProviderError("invalid", "The image provider sent something that is not an image");
    }
    return bytes;
  } catch (error) {
    if (error instanceof ImageProviderError) throw error;
    if (signal.aborted) throw new ImageProviderError("timeout", `The image provider did not answer within ${config.timeoutMs / 1000} s`);
    throw new ImageProviderError(
      "status",
      "The image provider could not be reached",
      redact(error instanceof Error ? error.message : String(error)),
    );
  }
}

async function download(url: string, signal: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(url, { signal });
  const length = Number(response.headers.get("content-length") ?? 0);
  if (!response.ok || length > MAX_IMAGE_BYTES) {
    throw new ImageProviderError("status", `The image download answered ${response.status}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}
