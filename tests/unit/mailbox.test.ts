import { describe, expect, it } from "vitest";
import { mailboxKey } from "~/leads/schemas/mailbox";

describe("mailboxKey", () => {
  it("treats case, spaces and +tags as one mailbox", () => {
    expect(mailboxKey(" Visitor+Promo@Example.TEST ")).toBe("visitor@example.test");
    expect(mailboxKey("visitor+a+b@example.test")).toBe("visitor@example.test");
  });
  it("keeps addresses that have no tag, and a local part that is only a tag", () => {
    expect(mailboxKey("a.b@example.test")).toBe("a.b@example.test");
    expect(mailboxKey("+x@example.test")).toBe("+x@example.test");
  });
});
