import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createManualClock } from "../../lib/clock";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import { getCall, listIncubatorCalls } from "../../modules/funding/funding-calls.service";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_SEEDED_AT } from "../../test/test-site";
import type { DatabaseConnection } from "../client";
import { DEMO_FUNDING_CALL_TITLE, DEMO_FUNDING_INCUBATOR } from "./demo-funding-calls";

let connection: DatabaseConnection;
// The call is open for a month from the moment the demo seed ran.
const clock = createManualClock(new Date(DEMO_SEEDED_AT.getTime() + 86_400_000));
beforeAll(async () => {
  connection = await createTestDatabase({ state: "demo-seeded" });
}, 120_000);
afterAll(() => connection.close());

describe("the demo funding call", () => {
  it("is open to visitors of its incubator, with its questions and rubric", async () => {
    const list = await listIncubatorCalls(
      connection.db,
      ANONYMOUS_ACTOR,
      { slug: DEMO_FUNDING_INCUBATOR },
      clock,
    );
    expect(list.items).toMatchObject([{ title: DEMO_FUNDING_CALL_TITLE, phase: "open" }]);
    const detail = await getCall(connection.db, ANONYMOUS_ACTOR, { callId: list.items[0]?.id ?? "" }, clock);
    expect(detail.call.questions).toHaveLength(3);
    expect(detail.call.criteria.map((criterion) => criterion.weight).reduce((a, b) => a + b)).toBe(100);
  });
});
