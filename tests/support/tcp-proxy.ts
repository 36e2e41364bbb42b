import net from "node:net";

// A TCP proxy on loopback that a test puts between a server and a service (PostgreSQL) to cut the line without
// touching the service: cut() destroys every open connection and closes the port, so new connections are refused
// as when the database host is gone; restore() listens again on the same port.

export interface TcpProxy {
  port: number;
  /** Connections accepted since the start. */
  connections: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;

  const listen = async (port: number) => {
    const next = net.createServer((client) => {
      proxy.connections++;
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        open.add(socket);
        socket.on("close", () => open.delete(socket));
        // A reset on one side ends the other; the error itself is what the client sees.
        socket.on("error", () => (socket === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    server = next;
    return (next.address() as net.AddressInfo).port;
  };

  const proxy: TcpProxy = {
    port: 0,
    connections: 0,
    async cut() {
      const current = server;
      server = undefined;
      for (const socket of open) socket.destroy();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async restore() {
      if (!server) await listen(proxy.port);
    },
    close: () => proxy.cut(),
  };
  proxy.port = await listen(0);
  return proxy;
}

/** A PostgreSQL URL with its host and port replaced by the proxy's. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  return url.toString();
}
