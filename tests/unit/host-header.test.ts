import { describe, expect, it } from "vitest";
import { isWellFormedHost } from "../../server/request-guards";

// The Host check of server/request-guards.ts on its own, so it holds on any Node: URL parsers differ on a punycode
// label that does not decode (Node 20 refused `xn--`, Node 24 takes it).

describe("isWellFormedHost", () => {
  it.each(["example.sa", "www.example.sa:443", "xn--mgbh0fb.example", "localhost:3000", "127.0.0.1", "[::1]:3000"])("takes %s", (host) =>
    expect(isWellFormedHost(host)).toBe(true),
  );

  it.each(["xn--", "xn--a", "a.xn--.example", "[::1", "x y", "a@b", "<x>", ""])("refuses %j", (host) =>
    expect(isWellFormedHost(host)).toBe(false),
  );
});
