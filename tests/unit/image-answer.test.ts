import { describe, expect, it } from "vitest";
import { imageFromAnswer } from "~/images/browser/runtime";

describe("imageFromAnswer", () => {
  it("takes a URL on this site", () => {
    expect(imageFromAnswer({ url: "/images/0123456789abcdef0123456789abcdef.png" })).toBe("/images/0123456789abcdef0123456789abcdef.png");
  });

  it("turns base64 PNG data into a data URL", () => {
    expect(imageFromAnswer({ image: "iVBORw0KGgo=" })).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(imageFromAnswer({ image: "data:image/png;base64,iVBORw0KGgo=" })).toBe("data:image/png;base64,iVBORw0KGgo=");
  });

  it.each([
    [{ url: "https://cdn.example.com/a.png" }],
    [{ url: "//cdn.example.com/a.png" }],
    [{ url: "/\\cdn.example.com/a.png" }],
    [{ url: "javascript:alert(1)" }],
    [{ image: "" }],
    [{ error: "nope" }],
    [null],
    ["/images/a.png"],
  ])("refuses %j: images never come from another host", (answer) => {
    expect(imageFromAnswer(answer)).toBeUndefined();
  });
});
