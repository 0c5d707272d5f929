import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { EVENT_PROJECTORS } from "../../event-projector-list";
import {
  defineEventProjector,
  hasEventProjectors,
  installEventProjectors,
  type ProjectedEvent,
  runEventProjectors,
} from "./event-projectors";

/** These projectors only note that they ran; none reads the transaction. */
const tx = {} as Database;

const launched: ProjectedEvent<"project.launched"> = {
  id: 1,
  type: "project.launched",
  audience: { kind: "incubator", id: "i1" },
  payload: { projectId: "p1", projectSlug: "p", teamId: "t1" },
};

function recording(ran: string[]) {
  return [
    defineEventProjector("first", "project.launched", async (_tx, event) => {
      ran.push(`first:${event.payload.projectSlug}`);
    }),
    defineEventProjector("other type", "team.created", async () => {
      ran.push("other type");
    }),
    defineEventProjector("second", "project.launched", async () => {
      ran.push("second");
    }),
  ];
}

describe("event projectors", () => {
  it("run those of the event's type, in the list's order, with its payload", async () => {
    const ran: string[] = [];
    installEventProjectors(recording(ran));
    await runEventProjectors(tx, launched);
    expect(ran).toEqual(["first:p", "second"]);
  });

  it("are the list installed last: installing again replaces, so nothing runs twice", async () => {
    const ran: string[] = [];
    const list = recording(ran);
    installEventProjectors(list);
    installEventProjectors(list);
    await runEventProjectors(tx, launched);
    expect(ran).toEqual(["first:p", "second"]);

    installEventProjectors([]);
    await runEventProjectors(tx, launched);
    expect(ran).toHaveLength(2);
    expect(hasEventProjectors("project.launched")).toBe(false);
  });

  it("of the application are one static list: the feeds', the points ledger's and funding's", () => {
    installEventProjectors(EVENT_PROJECTORS);
    expect(EVENT_PROJECTORS.map((projector) => `${projector.name} ${projector.type}`).sort()).toEqual([
      "feeds funding.award_changed",
      "feeds membership.changed",
      "feeds position.changed",
      "feeds project.created",
      "feeds project.launched",
      "feeds project.milestone_done",
      "feeds team.member_joined",
      "funding project.milestone_done",
      "points application.changed",
      "points feed.item_changed",
      "points funding.award_changed",
      "points games.career_completed",
      "points games.interview_completed",
      "points games.memory_completed",
      "points games.tmay_completed",
      "points library.article_mastered",
      "points mentoring.session_changed",
      "points position.changed",
      "points project.milestone_done",
    ]);
    expect(hasEventProjectors("project.milestone_done")).toBe(true);
    // The plain chat send's fast path depends on messages having none.
    expect(hasEventProjectors("chat.message_posted")).toBe(false);
  });
});
