import { describe, expect, it } from "vitest";
import { AMOUNT_FORMAT_MESSAGE, callFormValues, callRequest } from "./call-form-values";

describe("the call editor's values", () => {
  it("sends amounts typed as 1234.56 in cents and moments as ISO strings", () => {
    const values = {
      ...callFormValues(undefined, new Date("2031-03-01T00:00:00Z")),
      title: "Seed",
      pool: "50,000",
      maxAward: "1234.5",
    };
    const { body } = callRequest(values);
    expect(body).toMatchObject({ title: "Seed", poolCents: 5_000_000, maxAwardCents: 123_450 });
    expect(body?.opensAt).toBe("2031-03-01T00:00:00.000Z");
    expect(body?.questions).toEqual([{ prompt: "", helpText: "", required: true, maxLength: 2000 }]);
  });

  it("names the amounts it cannot read instead of sending them", () => {
    const values = { ...callFormValues(), pool: "lots", maxAward: "12.345" };
    expect(callRequest(values).errors).toEqual({
      poolCents: AMOUNT_FORMAT_MESSAGE,
      maxAwardCents: AMOUNT_FORMAT_MESSAGE,
    });
  });

  it("keeps the ids of existing questions so their answers stay", () => {
    const call = {
      id: "c",
      title: "Seed",
      currency: "EUR" as const,
      poolCents: 100_00,
      maxAwardCents: 50_00,
      committedCents: 0,
      opensAt: "2031-03-01T00:00:00.000Z",
      closesAt: "2031-04-01T00:00:00.000Z",
      publishedAt: null,
      closedAt: null,
      eligibleStages: ["idea" as const],
      phase: "draft" as const,
      incubator: { id: "i", slug: "lab", name: "Lab" },
      description: "",
      questions: [{ id: "q1", position: 0, prompt: "Why?", helpText: "", required: false, maxLength: 300 }],
      criteria: [{ id: "k1", position: 0, name: "Team", description: "", weight: 3 }],
      formLocked: false,
    };
    const { body } = callRequest(callFormValues(call));
    expect(body).toMatchObject({
      poolCents: 100_00,
      questions: [{ id: "q1", prompt: "Why?", required: false, maxLength: 300 }],
      criteria: [{ id: "k1", name: "Team", weight: 3 }],
    });
  });
});
