import { once } from "node:events";
import net from "node:net";

/**
 * A TCP proxy in front of a real database server that a test can make misbehave: `stall()` keeps
 * accepting connections but forwards nothing (a hung server or network), `refuse()` closes every
 * connection and stops listening (a server that went away). `resume()` and `accept()` undo them.
 */
export interface StallableProxy {
  port: number;
  stall(): void;
  resume(): void;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function startStallableProxy(target: { host: string; port: number }): Promise<StallableProxy> {
  let stalled = false;
  /** Bytes that arrived while stalled, delivered in order on `resume()`. */
  let held: { to: net.Socket; chunk: Buffer }[] = [];
  const sockets = new Set<net.Socket>();

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    // A peer cut off by `refuse()` or `close()` errors; that is the point, not a failure of the test.
    socket.on("error", () => {});
  };
  const forward = (from: net.Socket, to: net.Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (stalled) held.push({ to, chunk });
      else to.write(chunk);
    });
    from.on("close", () => to.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    forward(client, upstream);
    forward(upstream, client);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;

  const dropConnections = () => {
    for (const socket of sockets) socket.destroy();
    held = [];
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) resolve();
      else server.close(() => resolve());
    });

  return {
    port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      stalled = false;
      const pending = held;
      held = [];
      for (const { to, chunk } of pending) if (!to.destroyed) to.write(chunk);
    },
    refuse: async () => {
      const closed = stopListening();
      dropConnections();
      await closed;
    },
    accept: async () => {
      if (server.listening) return;
      server.listen(port, "127.0.0.1");
      await once(server, "listening");
    },
    close: async () => {
      const closed = stopListening();
      dropConnections();
      await closed;
    },
  };
}
