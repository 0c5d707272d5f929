import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  REALTIME_READY_EVENT as READY_EVENT,
  REALTIME_MAX_STREAMS_PER_PERSON,
  type RealtimeMessage,
} from "@hatchery/shared";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publishEvent } from "../../lib/realtime/event-log";
import { createVerifiedUser, person } from "../../test/auth-test-helpers";
import { isEvent, readEventStream } from "../../test/event-stream-client";
import { createTestApp, type TestApp } from "../../test/test-app";

// Signs people up (password hashing) and waits for streams: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

/**
 * Under @hono/node-server the stream writes to Node's response itself (lib/realtime/node-sse-body.ts),
 * not through the web ReadableStream `app.request` gets: these run it on a listening server.
 */
let t: TestApp;
let server: Server;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
      resolve(created as Server),
    );
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe("GET /api/events on a listening server", () => {
  it("answers with the middleware's headers, then the person's events and not another's", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("node-stream@hatchery.test"));
    const other = await createVerifiedUser(t.app, t.db, person("node-stream-other@hatchery.test"));
    const controller = new AbortController();
    const response = await fetch(`${url}/api/events`, {
      headers: { Cookie: jar.header() },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    // Added by the security headers middleware on the answer's way out, after the handler.
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.has("x-hono-already-sent")).toBe(false);
    const stream = readEventStream(response);
    await stream.until(isEvent(READY_EVENT));

    const publishTo = (userId: string, slug: string) =>
      publishEvent(t.db, {
        type: "subscription.confirmed",
        audience: { kind: "person", id: userId },
        payload: { subscriptionId: slug, status: "active", incubatorSlug: slug },
      });
    await publishTo(other.userId, "not-theirs");
    const theirs = await publishTo(userId, "theirs");
    const frames = await stream.until(isEvent("subscription.confirmed"));
    const delivered = frames
      .filter((frame) => frame.event === "subscription.confirmed")
      .map((frame) => JSON.parse(frame.data ?? "") as RealtimeMessage);
    expect(delivered.map((message) => message.id)).toEqual([theirs]);
    controller.abort();
  });

  it("frees a person's stream slot when the browser goes away", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("node-stream-slots@hatchery.test"));
    const open = async () => {
      const controller = new AbortController();
      const response = await fetch(`${url}/api/events`, {
        headers: { Cookie: jar.header() },
        signal: controller.signal,
      });
      if (response.status === 200) await readEventStream(response).until(isEvent(READY_EVENT));
      else await response.body?.cancel();
      return { status: response.status, close: () => controller.abort() };
    };
    const streams = [];
    for (let index = 0; index < REALTIME_MAX_STREAMS_PER_PERSON; index += 1) streams.push(await open());
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    const refused = await open();
    expect(refused.status).toBe(429);

    for (const stream of streams) stream.close();
    // The server hears the sockets close on its own schedule: a slot comes back once it has.
    await vi.waitFor(
      async () => {
        const again = await open();
        again.close();
        expect(again.status).toBe(200);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
