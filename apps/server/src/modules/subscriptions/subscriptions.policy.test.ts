import { INCUBATOR_ERROR_MESSAGES, SUBSCRIPTION_ACTIONS } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { type Actor, ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { assertCan, can } from "./subscriptions.policy";

const subscription = { userId: "holder" };

function person(userId: string, emailVerified = true): Actor {
  return { kind: "user", userId, email: `${userId}@example.com`, emailVerified };
}

const notFound = { status: 404, message: INCUBATOR_ERROR_MESSAGES.subscriptionNotFound };
const CASES: { name: string; actor: Actor; expected: { status: number; message: string } | null }[] = [
  {
    name: "anonymous",
    actor: ANONYMOUS_ACTOR,
    expected: { status: 401, message: "Please sign in to continue." },
  },
  {
    name: "system",
    actor: { kind: "system", name: "renewals" },
    expected: { status: 401, message: "Please sign in to continue." },
  },
  { name: "holder", actor: person("holder"), expected: null },
  // Verification is a route's guard (changing a plan, paying), not a matter of whose subscription it is.
  { name: "unverified holder", actor: person("holder", false), expected: null },
  { name: "another member", actor: person("someone-else"), expected: notFound },
];

describe("subscription policy", () => {
  const table = CASES.flatMap((row) => SUBSCRIPTION_ACTIONS.map((action) => ({ ...row, action })));

  it.each(table)("$name → $action", ({ actor, action, expected }) => {
    let refusal: { status: number; message: string } | null = null;
    try {
      assertCan(actor, action, subscription);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = { status: error.status, message: error.message };
    }
    expect(refusal).toEqual(expected);
    expect(can(actor, action, subscription)).toBe(expected === null);
  });
});
