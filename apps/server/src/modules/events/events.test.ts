import {
  type CreateSubscriptionResponse,
  REALTIME_READY_EVENT as READY_EVENT,
  REALTIME_MAX_STREAMS_PER_PERSON,
  REALTIME_RESET_EVENT,
  REALTIME_TOO_MANY_STREAMS_MESSAGE,
  type RealtimeMessage,
} from "@hatchery/shared";
import { max } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events, incubators, subscriptionPlans, userRoles } from "../../db/schema";
import type { AppEnv } from "../../lib/context";
import {
  currentHorizon,
  deleteEventsBefore,
  latestEventId,
  publishEvent,
} from "../../lib/realtime/event-log";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { type EventStreamReader, isEvent, readEventStream } from "../../test/event-stream-client";
import { createTestApp, type TestApp } from "../../test/test-app";

// Each test signs a person up (password hashing) and waits for streams: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let t: TestApp;
/** A second server instance on the same database, with its own LISTEN. */
let instanceB: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp();
  instanceB = t.anotherInstance();
});
afterAll(() => t.close());

interface Person {
  jar: CookieJar;
  userId: string;
  ip: string;
}

let people = 0;
async function newPerson(): Promise<Person> {
  people += 1;
  const ip = `198.51.100.${people}`;
  const { jar, userId } = await createVerifiedUser(t.app, t.db, person(`listener${people}@hatchery.test`), {
    ip,
  });
  return { jar, userId, ip };
}

let incubatorCount = 0;
async function newIncubator() {
  incubatorCount += 1;
  const [row] = await t.db
    .insert(incubators)
    .values({ slug: `realtime-${incubatorCount}`, name: `Realtime ${incubatorCount}`, status: "active" })
    .returning();
  if (!row) throw new Error("no incubator");
  return row;
}

const openStreams: EventStreamReader[] = [];
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.close().catch(() => {})));
});

/** Opens GET /api/events on `app` and waits until it is live (its `ready` event). */
async function connect(
  app: Hono<AppEnv>,
  who: Person,
  lastEventId?: string,
): Promise<{ stream: EventStreamReader; ready: ReturnType<EventStreamReader["until"]> }> {
  const response = await call(app, "/api/events", undefined, {
    jar: who.jar,
    ip: who.ip,
    headers: lastEventId === undefined ? {} : { "Last-Event-ID": lastEventId },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const stream = readEventStream(response);
  openStreams.push(stream);
  return { stream, ready: stream.until(isEvent(READY_EVENT)) };
}

/** A person event that marks a point in the stream: everything published before it was decided on. */
function publishMarker(who: Person, slug: string): Promise<number> {
  return publishEvent(t.db, {
    type: "subscription.confirmed",
    audience: { kind: "person", id: who.userId },
    payload: { subscriptionId: slug, status: "active", incubatorSlug: slug },
  });
}

/** Whether a frame carries the event `id` (a frame's own SSE id is where to resume, not the event's). */
const carriesEvent = (id: number) => (message: { data?: string }) =>
  message.data !== undefined && (JSON.parse(message.data) as { id?: number }).id === id;

function payloadsOf(messages: { event?: string; data?: string }[]): RealtimeMessage[] {
  return messages
    .filter((message) => message.data !== undefined && message.event !== READY_EVENT)
    .map((message) => JSON.parse(message.data ?? "") as RealtimeMessage);
}

describe("GET /api/events", () => {
  it("answers 401 without a session", async () => {
    const response = await call(t.app, "/api/events");
    expect(await errorOf(response)).toMatchObject({ status: 401, code: "unauthenticated" });
  });

  it("delivers an event produced on instance A to a client connected to instance B", async () => {
    const who = await newPerson();
    const { stream, ready } = await connect(instanceB, who);
    await ready;
    const incubator = await newIncubator();
    const [plan] = await t.db
      .insert(subscriptionPlans)
      .values({ incubatorId: incubator.id, name: "Monthly", priceMonthly: 1999 })
      .returning();
    const created = await call(
      t.app,
      "/api/subscriptions",
      { planId: plan?.id },
      { jar: who.jar, ip: who.ip },
    );
    const { url } = (await created.json()) as CreateSubscriptionResponse;
    const subscriptionId = url.split("/").at(-1) ?? "";
    const confirmed = await call(t.app, `/api/checkout/${subscriptionId}/confirm`, {}, who);
    expect(confirmed.status).toBe(200);

    const messages = payloadsOf(await stream.until(isEvent("subscription.confirmed")));
    expect(messages.at(-1)).toMatchObject({
      type: "subscription.confirmed",
      payload: { subscriptionId, status: "active", incubatorSlug: incubator.slug },
    });
  });

  it("replays, after Last-Event-ID, every event a reconnecting client missed, in order", async () => {
    const who = await newPerson();
    const first = await connect(instanceB, who);
    await first.ready;
    const seen = await publishMarker(who, "seen");
    const frames = await first.stream.until(isEvent("subscription.confirmed"));
    const [received] = payloadsOf(frames);
    expect(received?.id).toBe(seen);
    await first.stream.close();

    const missed = [await publishMarker(who, "missed-1"), await publishMarker(who, "missed-2")];
    const second = await connect(t.app, who, frames.at(-1)?.id);
    const replayed = payloadsOf(await second.ready);
    expect(replayed.map((message) => message.id)).toEqual(missed);
    const after = await publishMarker(who, "live");
    expect(payloadsOf(await second.stream.until(isEvent("subscription.confirmed"))).map((m) => m.id)).toEqual(
      [after],
    );
  });

  it("answers a reset when an event after the resume point has left the log", async () => {
    const who = await newPerson();
    const first = await connect(t.app, who);
    await first.ready;
    await publishMarker(who, "seen");
    const resumeFrom = (await first.stream.until(isEvent("subscription.confirmed"))).at(-1)?.id;
    await first.stream.close();
    await publishMarker(who, "missed");
    const [newest] = await t.db.select({ txId: max(events.txId) }).from(events);
    await deleteEventsBefore(t.db, new Date(Date.now() + 60_000));
    // The cleanup deletes events hours old, which every running transaction began after; these are
    // seconds old, and another test's transaction (on any database of the server: transaction ids are
    // the server's) may have begun before them. Once those have ended, a new point is past the deleted.
    await vi.waitFor(async () => expect(await currentHorizon(t.db)).toBeGreaterThan(Number(newest?.txId)), {
      timeout: 30_000,
      interval: 50,
    });
    const { ready } = await connect(t.app, who, resumeFrom);
    const messages = await ready;
    expect(messages.map((message) => message.event)).toEqual([REALTIME_RESET_EVENT, READY_EVENT]);
    // The ready frame's point resumes without a reset.
    const again = await connect(t.app, who, messages.at(-1)?.id);
    expect((await again.ready).map((message) => message.event)).toEqual([READY_EVENT]);
  });

  it("answers a reset to a bare event id, which says nothing of the events committed after it", async () => {
    const who = await newPerson();
    const old = await publishMarker(who, "old");
    const { ready } = await connect(t.app, who, String(old));
    const messages = await ready;
    expect(messages.map((message) => message.event)).toEqual([REALTIME_RESET_EVENT, READY_EVENT]);
  });

  it("never sends a person an event of an incubator or team they are not in, checked on every event", async () => {
    const who = await newPerson();
    const theirs = await newIncubator();
    const other = await newIncubator();
    const joined = await call(t.app, `/api/incubators/${theirs.slug}/membership`, {}, who);
    expect(joined.status).toBe(201);
    // Joining announced itself to the person; its notice may reach the other instance after the stream
    // opened, and a late notice of an event they may see is fine. Only what follows is checked here.
    const joinedUpTo = await latestEventId(t.db);
    const { stream, ready } = await connect(instanceB, who);
    await ready;

    const publishTo = (kind: "incubator" | "team", id: string) =>
      publishEvent(t.db, {
        type: "membership.changed",
        audience: { kind, id },
        payload: { incubatorId: id },
      });
    const visible = await publishTo("incubator", theirs.id);
    await publishTo("incubator", other.id);
    await publishTo("team", "00000000-0000-4000-8000-000000000001");
    const marker = await publishMarker(who, "after-incubator-events");
    const delivered = payloadsOf(await stream.until(carriesEvent(marker)));
    expect(delivered.map((message) => message.id).filter((id) => id > joinedUpTo)).toEqual([visible, marker]);

    // Leaving is seen by the open stream: the incubator's next event no longer reaches them.
    const left = await call(t.app, `/api/incubators/${theirs.slug}/membership`, undefined, {
      ...who,
      method: "DELETE",
    });
    expect(left.status).toBe(200);
    await publishTo("incubator", theirs.id);
    const nextMarker = await publishMarker(who, "after-leaving");
    const afterLeaving = payloadsOf(await stream.until(carriesEvent(nextMarker)));
    expect(afterLeaving.map((message) => message.type)).toEqual([
      "membership.changed",
      "subscription.confirmed",
    ]);
    expect(afterLeaving[0]?.payload).toEqual({ incubatorId: theirs.id });
    expect(afterLeaving.some((message) => message.id === nextMarker - 1)).toBe(false);
  });

  it("sends an event for the administrators to signed-in administrators only", async () => {
    const admin = await newPerson();
    const someone = await newPerson();
    await t.db.insert(userRoles).values({ userId: admin.userId, role: "admin" });
    const adminStream = await connect(instanceB, admin);
    const otherStream = await connect(instanceB, someone);
    await Promise.all([adminStream.ready, otherStream.ready]);

    const report = await publishEvent(t.db, {
      type: "report.created",
      audience: { kind: "admins" },
      payload: { reportId: "r-1", contentKind: "chat_message", contentId: "1" },
    });
    const adminMarker = await publishMarker(admin, "admins-admin");
    const otherMarker = await publishMarker(someone, "admins-other");
    const toAdmin = payloadsOf(await adminStream.stream.until(carriesEvent(adminMarker)));
    const toOther = payloadsOf(await otherStream.stream.until(carriesEvent(otherMarker)));
    expect(toAdmin.filter((message) => message.id === report)).toEqual([
      {
        id: report,
        type: "report.created",
        payload: { reportId: "r-1", contentKind: "chat_message", contentId: "1" },
      },
    ]);
    expect(toOther.map((message) => message.type)).not.toContain("report.created");
    expect(toOther.some((message) => message.id === report)).toBe(false);
  });

  it(`allows ${REALTIME_MAX_STREAMS_PER_PERSON} open streams per person and answers 429 beyond`, async () => {
    const who = await newPerson();
    const streams = [];
    for (let index = 0; index < REALTIME_MAX_STREAMS_PER_PERSON; index += 1) {
      const opened = await connect(t.app, who);
      await opened.ready;
      streams.push(opened.stream);
    }
    const refused = await call(t.app, "/api/events", undefined, { jar: who.jar, ip: who.ip });
    expect(await errorOf(refused)).toEqual({
      status: 429,
      code: "rate_limited",
      message: REALTIME_TOO_MANY_STREAMS_MESSAGE,
    });
    await streams[0]?.close();
    // The slot is released once the server sees the client go; a new stream then opens.
    await expect
      .poll(async () => {
        const response = await call(t.app, "/api/events", undefined, { jar: who.jar, ip: who.ip });
        if (response.status === 200) openStreams.push(readEventStream(response));
        return response.status;
      })
      .toBe(200);
  });

  it("drops a client that does not read, instead of queueing without bound", async () => {
    const who = await newPerson();
    const { stream, ready } = await connect(t.app, who);
    await ready;
    const bulky = "x".repeat(4096);
    for (let index = 0; index < 100; index += 1) await publishMarker(who, `${bulky}-${index}`);
    const rest = await stream.rest();
    expect(stream.ended).toBe(true);
    expect(payloadsOf(rest).length).toBeLessThan(100);
  });
});

describe("the realtime event log", () => {
  it("rolls an event back with its transaction", async () => {
    const who = await newPerson();
    await expect(
      t.db.transaction(async (tx) => {
        await publishEvent(tx, {
          type: "membership.changed",
          audience: { kind: "person", id: who.userId },
          payload: { incubatorId: "rolled-back" },
        });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const rows = await t.db.select({ payload: events.payload }).from(events);
    expect(rows.map((row) => row.payload)).not.toContainEqual({ incubatorId: "rolled-back" });
  });

  it("cleans events older than the retention window and keeps newer ones", async () => {
    const who = await newPerson();
    const kept = await publishMarker(who, "kept");
    const deleted = await deleteEventsBefore(t.db, new Date(Date.now() - 60 * 60_000));
    expect(deleted).toBe(0);
    const ids = (await t.db.select({ id: events.id }).from(events)).map((row) => row.id);
    expect(ids).toContain(kept);
  });
});
