import { createServer, request, type Server } from "node:http";

export interface ReverseProxy {
  url: string;
  close: () => Promise<void>;
}

/**
 * A load balancer in front of the server, as operators run one: it passes each request on with
 * X-Forwarded-For/-Proto/-Host and the backend's own Host header (the visitor's host only in X-Forwarded-Host).
 */
export async function startReverseProxy(backendPort: number, forwardedProto = "http"): Promise<ReverseProxy> {
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers };
    headers["x-forwarded-for"] = incoming.socket.remoteAddress ?? "";
    headers["x-forwarded-proto"] = forwardedProto;
    headers["x-forwarded-host"] = incoming.headers.host ?? "";
    headers.host = `127.0.0.1:${backendPort}`;
    const upstream = request({ host: "127.0.0.1", port: backendPort, method: incoming.method, path: incoming.url, headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    upstream.on("error", () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
