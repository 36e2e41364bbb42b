import { describe, expect, it } from "vitest";
import { maskEmailAddresses, maskedErrorText } from "~/security/mask-email";

describe("maskEmailAddresses", () => {
  it("masks every address in a text, keeping its first character and domain", () => {
    expect(maskEmailAddresses("550 5.1.1 <reader@example.test>: Recipient address rejected")).toBe(
      "550 5.1.1 <r***@example.test>: Recipient address rejected",
    );
    expect(maskEmailAddresses("to Visitor+tag@Example.Test, other.name@mail.example.sa.")).toBe(
      "to V***@Example.Test, o***@mail.example.sa.",
    );
  });
  it("masks an address in a path or a query string, and nothing around it", () => {
    expect(maskEmailAddresses("GET /contact/visitor.path@example.test?email=reader@example.test")).toBe(
      "GET /contact/v***@example.test?email=r***@example.test",
    );
  });
  it("masks Arabic addresses, and leaves texts without one alone", () => {
    expect(maskEmailAddresses("Key (email)=(نورة@مثال.السعودية) already exists")).toBe("Key (email)=(ن***@مثال.السعودية) already exists");
    expect(maskEmailAddresses("connect ECONNREFUSED 127.0.0.1:25; @mention")).toBe("connect ECONNREFUSED 127.0.0.1:25; @mention");
  });
  it("masks an error's message, or its stack when asked", () => {
    const error = new Error("refused reader@example.test");
    expect(maskedErrorText(error)).toBe("refused r***@example.test");
    expect(maskedErrorText(error, true)).toMatch(/^Error: refused r\*\*\*@example\.test\n\s+at /);
    expect(maskedErrorText("thrown a@b.example")).toBe("thrown a***@b.example");
  });
});
