import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { proxyTrustWarning } from "../../server/proxy-warning";

// Issue 22, item 8: a hop count in TRUST_PROXY on an address every client can reach lets any of them forge
// X-Forwarded-For; the server says so once at start. (The e2e servers listen on loopback only, so the rule is
// checked here, on the environment as the server parses it.)

const warningFor = (vars: Record<string, string>) => proxyTrustWarning(parseEnv({ NODE_ENV: "test", ...vars }));

describe("the TRUST_PROXY warning at start", () => {
  it("warns for a hop count on every interface, naming the fix", () => {
    const warning = warningFor({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
    expect(warning).toMatch(/^\[config\] TRUST_PROXY=1 believes X-Forwarded-For from any client that connects to 0\.0\.0\.0 directly/);
    expect(warning).toContain("proxies' addresses");
    expect(warning).not.toContain("\n");
    expect(warningFor({ TRUST_PROXY: "2" })).toContain("0.0.0.0"); // HOST's default
    expect(warningFor({ TRUST_PROXY: "1", HOST: "::" })).toBeDefined();
    expect(warningFor({ TRUST_PROXY: "1", HOST: "10.0.0.7" })).toBeDefined();
  });

  it.each([
    [{ TRUST_PROXY: "10.0.0.5,10.1.0.0/16", HOST: "0.0.0.0" }],
    [{ TRUST_PROXY: "loopback", HOST: "0.0.0.0" }],
    [{ TRUST_PROXY: "1", HOST: "127.0.0.1" }],
    [{ TRUST_PROXY: "1", HOST: "::1" }],
    [{ TRUST_PROXY: "0", HOST: "0.0.0.0" }],
    [{ HOST: "0.0.0.0" }],
  ])("says nothing for %j", (vars) => {
    expect(warningFor(vars)).toBeUndefined();
  });
});
