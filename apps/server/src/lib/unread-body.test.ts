import type { Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_BODY_LIMIT_BYTES } from "../app";
import { SUPPORT_RATE_LIMIT } from "../modules/support/support.routes";
import { call } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(started as Server),
    ) as Server;
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  await t.close();
});

/** The head of the first answer on a socket: status and headers, lowercased names. */
function readHead(socket: Socket): Promise<{ status: number; headers: Map<string, string> }> {
  return new Promise((resolve, reject) => {
    let received = "";
    const onData = (chunk: Buffer) => {
      received += chunk.toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return;
      socket.off("data", onData);
      const [statusLine = "", ...lines] = received.slice(0, end).split("\r\n");
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    };
    socket.on("data", onData);
    socket.once("error", reject);
  });
}

async function openSocket(): Promise<Socket> {
  const socket = connect({ port, host: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return socket;
}

/** Sends the head and only the first part of a declared body, as a client uploading a large body would. */
async function answerToPartialBody(target: string, contentType: string, declaredLength: number) {
  const socket = await openSocket();
  try {
    const head = readHead(socket);
    socket.write(
      `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n` +
        `Content-Length: ${declaredLength}\r\nConnection: keep-alive\r\n\r\n`,
    );
    socket.write(Buffer.alloc(16 * 1024, "a"));
    return await head;
  } finally {
    socket.destroy();
  }
}

describe("answers sent before the body is read", () => {
  it("say Connection: close for a body over the limit (413)", async () => {
    const { status, headers } = await answerToPartialBody(
      "/api/support",
      "application/json",
      API_BODY_LIMIT_BYTES * 4,
    );
    expect(status).toBe(413);
    expect(headers.get("connection")).toBe("close");
  });

  it("say Connection: close for a body of the wrong type (415)", async () => {
    const { status, headers } = await answerToPartialBody("/api/support", "text/plain", 512 * 1024);
    expect(status).toBe(415);
    expect(headers.get("connection")).toBe("close");
  });

  it("say Connection: close for a request over its rate limit (429), counted before the body", async () => {
    // The socket's address (127.0.0.1) uses up its allowance, whatever the earlier tests left of it.
    for (let sent = 0; sent < SUPPORT_RATE_LIMIT.points; sent += 1) {
      await call(t.app, "/api/support", {}, { ip: "127.0.0.1", origin: null });
    }
    const { status, headers } = await answerToPartialBody("/api/support", "application/json", 512 * 1024);
    expect(status).toBe(429);
    expect(headers.get("connection")).toBe("close");
  });

  it("keep the connection for the next request when the body was read to its end", async () => {
    const socket = await openSocket();
    try {
      const body = JSON.stringify({ email: "" });
      const request =
        `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      const first = readHead(socket);
      socket.write(request);
      const answer = await first;
      expect(answer.status).toBe(422);
      expect(answer.headers.get("connection")).toBe("keep-alive");
    } finally {
      socket.destroy();
    }
  });
});
