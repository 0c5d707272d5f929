import {
  type ActionItem,
  MENTORING_AFTER_MESSAGES,
  type MentoringDashboard,
  type SessionFollowUp,
  type SessionNotes,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mentoringSessions } from "../../db/schema";
import { type CookieJar, call, errorOf } from "../../test/auth-test-helpers";
import {
  createMentoringWorld,
  type MentoringWorld,
  WEDNESDAY_ELEVEN,
  WEDNESDAY_NINE,
} from "../../test/mentoring-test-helpers";
import type { TestApp } from "../../test/test-app";

/* Shared notes, private notes and action items of a session (decision 051, "After the session"). */

let w: MentoringWorld;
let t: TestApp;
let coach: MentoringWorld["coach"];
let subscriber: MentoringWorld["subscriber"];
let guest: MentoringWorld["guest"];

beforeAll(async () => {
  w = await createMentoringWorld();
  ({ t, coach, subscriber, guest } = w);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => w.reset());

async function confirmedSession(startsAt = WEDNESDAY_NINE): Promise<string> {
  const session = await w.booked(subscriber.jar, startsAt);
  expect((await w.step(coach.jar, session.id, "confirm")).status).toBe(200);
  return session.id;
}

function followUp(jar: CookieJar | undefined, id: string) {
  return call(t.app, `/api/mentoring/sessions/${id}/follow-up`, undefined, { jar });
}
async function followUpOf(jar: CookieJar, id: string): Promise<SessionFollowUp> {
  const response = await followUp(jar, id);
  expect(response.status).toBe(200);
  return (await response.json()) as SessionFollowUp;
}
function saveNotes(jar: CookieJar, id: string, markdown: string, version: number) {
  return call(t.app, `/api/mentoring/sessions/${id}/notes`, { markdown, version }, { jar, method: "PUT" });
}
function savePrivate(jar: CookieJar, id: string, markdown: string) {
  return call(t.app, `/api/mentoring/sessions/${id}/private-notes`, { markdown }, { jar, method: "PUT" });
}
function addItem(jar: CookieJar, id: string, body: Record<string, unknown>) {
  return call(t.app, `/api/mentoring/sessions/${id}/action-items`, body, { jar });
}
function editItem(jar: CookieJar, id: string, body: Record<string, unknown>) {
  return call(t.app, `/api/mentoring/action-items/${id}`, body, { jar, method: "PATCH" });
}
async function setStatus(id: string, status: "completed" | "cancelled" | "declined") {
  await t.db
    .update(mentoringSessions)
    .set(
      status === "cancelled"
        ? { status, cancelledAt: new Date() }
        : status === "declined"
          ? { status, declineReason: "Busy" }
          : // As the mentor's "Mark completed" leaves it (mentoring-session-completion.ts).
            { status, markedAt: new Date(), markedBy: coach.userId },
    )
    .where(eq(mentoringSessions.id, id));
}

describe("shared notes", () => {
  it("are read and written by both people, keeping who edited last and when", async () => {
    const id = await confirmedSession();
    const empty = await followUpOf(subscriber.jar, id);
    expect(empty.notes).toEqual({ markdown: "", html: "", version: 0, updatedBy: null, updatedAt: null });
    expect(empty.permissions.editNotes).toBe(true);

    const typed = "## Pricing\n\n- try **annual** plans  \n<script>alert(1)</script>";
    const first = await saveNotes(subscriber.jar, id, typed, 0);
    expect(first.status).toBe(200);
    const saved = (await first.json()) as SessionNotes;
    expect(saved.version).toBe(1);
    expect(saved.updatedBy).toEqual({ id: subscriber.userId, name: "Sam Example" });
    expect(saved.markdown).not.toContain("<script>");
    expect(saved.html).toContain("<strong>annual</strong>");

    const second = await saveNotes(coach.jar, id, `${saved.markdown}\n- and a pilot`, 1);
    expect(second.status).toBe(200);
    const read = await followUpOf(subscriber.jar, id);
    expect(read.notes).toMatchObject({ version: 2, updatedBy: { id: coach.userId } });
    expect(read.notes.markdown).toContain("and a pilot");
  });

  it("refuses a save over a newer version with 409, keeping the other person's text", async () => {
    const id = await confirmedSession();
    expect((await saveNotes(coach.jar, id, "Coach's text", 0)).status).toBe(200);
    expect(await errorOf(await saveNotes(subscriber.jar, id, "Sam's text", 0))).toMatchObject({
      status: 409,
      message: MENTORING_AFTER_MESSAGES.staleNotes,
    });
    // Two saves over one version: exactly one is kept.
    const [a, b] = await Promise.all([
      saveNotes(coach.jar, id, "A", 1),
      saveNotes(subscriber.jar, id, "B", 1),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const kept = (await followUpOf(coach.jar, id)).notes;
    expect(kept.version).toBe(2);
    expect(["A", "B"]).toContain(kept.markdown);
  });

  it("are for the session's two people only, from confirmation on", async () => {
    const session = await w.booked(subscriber.jar, WEDNESDAY_NINE);
    expect(await errorOf(await followUp(subscriber.jar, session.id))).toMatchObject({
      status: 403,
      message: MENTORING_AFTER_MESSAGES.notYetConfirmed,
    });
    expect((await w.step(coach.jar, session.id, "confirm")).status).toBe(200);
    expect((await followUp(guest.jar, session.id)).status).toBe(404);
    expect((await followUp(undefined, session.id)).status).toBe(401);
    expect((await followUp(guest.jar, "not-a-session")).status).toBe(404);
    expect((await saveNotes(guest.jar, session.id, "x", 0)).status).toBe(404);
    expect((await addItem(guest.jar, session.id, { text: "x", owner: "mentee" })).status).toBe(404);
  });

  it("stay readable but not writable once the session is cancelled or declined", async () => {
    const id = await confirmedSession();
    expect((await saveNotes(coach.jar, id, "Kept", 0)).status).toBe(200);
    await setStatus(id, "cancelled");
    const read = await followUpOf(subscriber.jar, id);
    expect(read.notes.markdown).toBe("Kept");
    expect(read.permissions.editNotes).toBe(false);
    expect(await errorOf(await saveNotes(coach.jar, id, "More", 1))).toMatchObject({
      status: 409,
      message: MENTORING_AFTER_MESSAGES.notesReadOnly,
    });
    expect((await addItem(coach.jar, id, { text: "x", owner: "mentee" })).status).toBe(409);
    expect((await savePrivate(coach.jar, id, "x")).status).toBe(409);
  });

  it("answer 422 for notes that are too long or a missing version", async () => {
    const id = await confirmedSession();
    expect((await saveNotes(coach.jar, id, "x".repeat(20_001), 0)).status).toBe(422);
    expect(
      (
        await call(
          t.app,
          `/api/mentoring/sessions/${id}/notes`,
          { markdown: "x" },
          { jar: coach.jar, method: "PUT" },
        )
      ).status,
    ).toBe(422);
  });
});

describe("private notes", () => {
  it("are the mentor's alone: the mentee never reads or writes them", async () => {
    const id = await confirmedSession();
    const saved = await savePrivate(coach.jar, id, "Sam seems unsure about pricing");
    expect(saved.status).toBe(200);
    expect((await followUpOf(coach.jar, id)).privateNotes?.markdown).toBe("Sam seems unsure about pricing");

    const response = await followUp(subscriber.jar, id);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ privateNotes: null, viewerRole: "mentee" });
    expect(text).not.toContain("unsure");
    expect(await errorOf(await savePrivate(subscriber.jar, id, "mine"))).toMatchObject({
      status: 403,
      message: MENTORING_AFTER_MESSAGES.mentorOnlyPrivateNotes,
    });
    expect((await savePrivate(guest.jar, id, "x")).status).toBe(404);
  });
});

describe("action items", () => {
  it("are added, done and undone by either side, and checked at the edge", async () => {
    const id = await confirmedSession();
    const added = await addItem(coach.jar, id, {
      text: "Draft the pricing page",
      owner: "mentee",
      dueDate: "2026-12-09",
    });
    expect(added.status).toBe(201);
    const item = (await added.json()) as ActionItem;
    expect(item).toMatchObject({ owner: "mentee", dueDate: "2026-12-09", doneAt: null, carried: false });

    const done = (await (await editItem(subscriber.jar, item.id, { done: true })).json()) as ActionItem;
    expect(done.doneAt).not.toBeNull();
    const undone = (await (await editItem(coach.jar, item.id, { done: false })).json()) as ActionItem;
    expect(undone.doneAt).toBeNull();

    expect((await addItem(coach.jar, id, { text: "   ", owner: "mentee" })).status).toBe(422);
    expect((await addItem(coach.jar, id, { text: "x", owner: "someone" })).status).toBe(422);
    expect((await addItem(coach.jar, id, { text: "x", owner: "mentor", dueDate: "soon" })).status).toBe(422);
    expect((await editItem(coach.jar, item.id, {})).status).toBe(422);
    expect((await editItem(guest.jar, item.id, { done: true })).status).toBe(404);
    expect(
      (
        await call(t.app, `/api/mentoring/action-items/${item.id}`, undefined, {
          jar: guest.jar,
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, `/api/mentoring/action-items/${item.id}`, undefined, {
          jar: coach.jar,
          method: "DELETE",
        })
      ).status,
    ).toBe(204);
    expect((await followUpOf(coach.jar, id)).actionItems).toEqual([]);
  });

  it("are carried into the next session with the same person until done, and shown on both dashboards", async () => {
    const first = await confirmedSession(WEDNESDAY_NINE);
    const open = (await (
      await addItem(coach.jar, first, { text: "Call three customers", owner: "mentee" })
    ).json()) as ActionItem;
    const closed = (await (
      await addItem(coach.jar, first, { text: "Send the deck", owner: "mentor" })
    ).json()) as ActionItem;
    await editItem(coach.jar, closed.id, { done: true });
    await setStatus(first, "completed");
    const second = await confirmedSession(WEDNESDAY_ELEVEN);

    const carried = (await followUpOf(subscriber.jar, second)).actionItems;
    expect(carried.map((item) => [item.text, item.carried])).toEqual([["Call three customers", true]]);

    for (const who of [coach, subscriber]) {
      const response = await call(t.app, "/api/mentoring/dashboard", undefined, { jar: who.jar });
      const card = (await response.json()) as MentoringDashboard;
      expect(card.openActionItems.map((item) => item.text)).toEqual(["Call three customers"]);
      expect(card.upcoming.map((session) => session.id)).toEqual([second]);
    }

    await editItem(subscriber.jar, open.id, { done: true });
    expect((await followUpOf(subscriber.jar, second)).actionItems).toEqual([]);
    // The session it was written in keeps it, done.
    expect((await followUpOf(subscriber.jar, first)).actionItems.map((item) => item.doneAt !== null)).toEqual(
      [true, true],
    );
  });
});

describe("the dashboard card", () => {
  it("shows the requests waiting for the mentor, and nothing to someone without sessions", async () => {
    const session = await w.booked(subscriber.jar, WEDNESDAY_NINE);
    const mentorCard = (await (
      await call(t.app, "/api/mentoring/dashboard", undefined, { jar: coach.jar })
    ).json()) as MentoringDashboard;
    expect(mentorCard.waitingForYou.map((s) => s.id)).toEqual([session.id]);
    const menteeCard = (await (
      await call(t.app, "/api/mentoring/dashboard", undefined, { jar: subscriber.jar })
    ).json()) as MentoringDashboard;
    expect(menteeCard.waitingForYou).toEqual([]);
    expect(menteeCard.upcoming.map((s) => s.id)).toEqual([session.id]);
    expect(
      await (await call(t.app, "/api/mentoring/dashboard", undefined, { jar: guest.jar })).json(),
    ).toEqual({ upcoming: [], waitingForYou: [], openActionItems: [] });
    expect((await call(t.app, "/api/mentoring/dashboard")).status).toBe(401);
  });
});
