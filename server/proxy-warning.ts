import { isIP } from "node:net";
import type { Env } from "../app/config/env.server";

const isLoopback = (host: string) => host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));

/**
 * The start-up warning for a hop count in TRUST_PROXY on an address other clients can reach: a hop count trusts
 * whoever connects, so a client that reaches the server directly, past the proxy, sets its own X-Forwarded-For
 * (rate limits, address hash) and X-Forwarded-Host. The proxies' addresses trust only them.
 */
export function proxyTrustWarning({ TRUST_PROXY, HOST }: Pick<Env, "TRUST_PROXY" | "HOST">): string | undefined {
  if (typeof TRUST_PROXY !== "number" || TRUST_PROXY === 0 || isLoopback(HOST)) return undefined;
  return `[config] TRUST_PROXY=${TRUST_PROXY} believes X-Forwarded-For from any client that connects to ${HOST} directly: set TRUST_PROXY to the proxies' addresses (e.g. 10.0.0.5,10.1.0.0/16), or keep the port reachable from the proxy only (docs/operations.md).`;
}
