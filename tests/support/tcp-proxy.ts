import net from "node:net";

// A TCP proxy on loopback that a test puts between a server and a service (PostgreSQL) to cut the line without
// touching the service: cut() destroys every open connection and closes the port, so new connections are refused
// as when the database host is gone; stall() keeps every connection open and forwards nothing (a line that drops
// packets); restore() forwards again, through new connections.

export interface TcpProxy {
  port: number;
  /** Connections accepted since the start. */
  connections: number;
  cut(): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let server: net.Server | undefined;
  let stalled = false;
  const track = (socket: net.Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    return socket;
  };

  const listen = async (port: number) => {
    const next = net.createServer((client) => {
      proxy.connections++;
      track(client);
      if (stalled) {
        client.on("error", () => undefined);
        return; // accepted, never answered
      }
      const upstream = track(net.connect(target.port, target.host));
      // A reset on one side ends the other; the error itself is what the client sees.
      client.on("error", () => upstream.destroy());
      upstream.on("error", () => client.destroy());
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
    stall() {
      stalled = true;
      for (const socket of open) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      if (stalled) {
        stalled = false;
        for (const socket of open) socket.destroy();
      }
      if (!server) await listen(proxy.port);
    },
    close: () => proxy.cut(),
  };
  proxy.port = await listen(0);
  return proxy;
}

/** A proxy in front of the host and port of a database URL. */
export function startProxyFor(databaseUrl: string): Promise<TcpProxy> {
  const url = new URL(databaseUrl);
  return startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
}

/** A PostgreSQL URL with its host and port replaced by the proxy's. */
export function throughProxy(databaseUrl: string, proxy: TcpProxy): string {
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(proxy.port);
  return url.toString();
}
