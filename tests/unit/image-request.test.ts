import { describe, expect, it } from "vitest";
import { MAX_PROMPT_LENGTH, parseImageRequest } from "~/images/request.server";

const valid = { prompt: "a gate", width: 600, height: 400, model: "gpt-image-1" };

describe("parseImageRequest", () => {
  it("accepts a complete request and trims the prompt", () => {
    expect(parseImageRequest({ ...valid, prompt: "  a gate  " })).toEqual({ ok: true, value: valid });
  });

  it("defaults width and height to 512 and the model to gpt-image-1", () => {
    expect(parseImageRequest({ prompt: "a gate" })).toEqual({
      ok: true,
      value: { prompt: "a gate", width: 512, height: 512, model: "gpt-image-1" },
    });
  });

  it("accepts the edges: 16 and 2048 pixels, a 500-character prompt", () => {
    expect(parseImageRequest({ ...valid, width: 16, height: 2048 }).ok).toBe(true);
    expect(parseImageRequest({ ...valid, prompt: "x".repeat(MAX_PROMPT_LENGTH) }).ok).toBe(true);
  });

  it.each([
    ["a missing prompt", { width: 600, height: 400 }, "prompt", "prompt is required"],
    ["an empty prompt", { ...valid, prompt: "   " }, "prompt", "prompt is required"],
    ["a prompt that is not text", { ...valid, prompt: 42 }, "prompt", "prompt must be a string"],
    ["a 501-character prompt", { ...valid, prompt: "x".repeat(501) }, "prompt", "prompt must be at most 500 characters"],
    ["a width under 16", { ...valid, width: 15 }, "width", "width must be at least 16"],
    ["a height over 2048", { ...valid, height: 2049 }, "height", "height must be at most 2048"],
    ["a fractional width", { ...valid, width: 512.5 }, "width", "width must be a whole number"],
    ["a width given as text", { ...valid, width: "600" }, "width", "width must be a number"],
    ["another model", { ...valid, model: "dall-e-3" }, "model", 'model must be "gpt-image-1"'],
    ["an unknown field", { ...valid, quality: "hd" }, "quality", "Unknown field: quality"],
  ])("rejects %s, naming the field", (_case, body, field, error) => {
    expect(parseImageRequest(body)).toEqual({ ok: false, field, error });
  });

  it.each([null, [], "prompt", 3])("rejects a body that is not an object: %j", (body) => {
    expect(parseImageRequest(body)).toEqual({ ok: false, error: "The body must be a JSON object" });
  });
});
