import { describe, expect, it } from "vitest";
import { imageCacheKey, sniffImageType } from "~/images/store.server";

const request = { prompt: "a professional image of a gate", width: 600, height: 400, model: "gpt-image-1" as const };

describe("imageCacheKey", () => {
  it("is a SHA-256 hex digest, the same for the same request", () => {
    expect(imageCacheKey(request)).toMatch(/^[0-9a-f]{64}$/);
    expect(imageCacheKey({ ...request })).toBe(imageCacheKey(request));
  });

  it("differs when any of prompt, width, height changes", () => {
    const keys = new Set([
      imageCacheKey(request),
      imageCacheKey({ ...request, prompt: `${request.prompt}s` }),
      imageCacheKey({ ...request, width: 400, height: 600 }),
      imageCacheKey({ ...request, width: 601 }),
      imageCacheKey({ ...request, height: 401 }),
    ]);
    expect(keys.size).toBe(5);
  });

  it("cannot be confused by moving text between fields", () => {
    expect(imageCacheKey({ ...request, prompt: "6", width: 0 })).not.toBe(imageCacheKey({ ...request, prompt: "", width: 60 }));
  });
});

describe("sniffImageType", () => {
  it("recognises PNG, JPEG and WebP by their first bytes, and nothing else", () => {
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpg");
    expect(sniffImageType(new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBP")]))).toBe("webp");
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});
