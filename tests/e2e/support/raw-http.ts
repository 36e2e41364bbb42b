import { connect } from "node:net";

// Requests written byte for byte on a socket: fetch and node:http would refuse or normalise the malformed ones
// (Host, paths, methods, header syntax) before they ever reached the server.

export interface RawRequest {
  method?: string;
  path?: string;
  /** Header lines as sent; `Host` is added unless `host` is null. */
  headers?: string[];
  /** Sent as is, with a Content-Length of its length unless the headers give one. */
  body?: string | Buffer;
  /** The Host header's value; null for none. */
  host?: string | null;
}

export interface RawAnswer {
  /** The status code, or 0 when the connection ended without one. */
  status: number;
  head: string;
}

/** Sends one request on a fresh loopback connection and returns the status line's code (the rest is not read). */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawAnswer> {
  const { method = "GET", path = "/", headers = [], body, host = `127.0.0.1:${port}` } = request;
  const lines = [`${method} ${path} HTTP/1.1`, ...(host === null ? [] : [`Host: ${host}`]), "Connection: close", ...headers];
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  if (body !== undefined && !headers.some((line) => /^content-length:/i.test(line))) lines.push(`Content-Length: ${payload.length}`);
  const wire = Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), payload]);
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const head = received.split("\r\n\r\n")[0] ?? "";
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), head });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No answer in ${timeoutMs} ms to ${method} ${path.slice(0, 80)}`));
    }, timeoutMs);
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    socket.on("error", finish);
    socket.write(wire);
  });
}
