import {
  COURSE_MANAGE_FORBIDDEN_MESSAGE,
  COURSE_NOT_FOUND_MESSAGE,
  courseLockedMessage,
  type Role,
} from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { assertCan, assertCanBecomeAuthor, type CourseResource, can } from "./courses.policy";

function user(userId: string, roles: Role[] = [], emailVerified = true): PolicyActor {
  return {
    kind: "user",
    userId,
    email: `${userId}@hatchery.test`,
    emailVerified,
    heldRoles: { ok: true, roles },
  };
}

const incubator = { name: "Policy Lab", ownerId: "owner" };
function resource(
  course: CourseResource["course"],
  viewer: Partial<Pick<CourseResource, "isAuthor" | "tier">> = {},
): CourseResource {
  return { incubator, course, isAuthor: false, tier: null, ...viewer };
}
const forSubscribers = { visibility: "subscribers", status: "published" } as const;
const draft = { visibility: "everyone", status: "draft" } as const;

describe("course policy", () => {
  it("lists a subscriber course to a guest but refuses its lessons with what would open them", () => {
    const guest = resource(forSubscribers, { tier: "guest" });
    expect(can(user("guest"), "list", guest)).toBe(true);
    expect(() => assertCan(user("guest"), "read", guest)).toThrow(
      new AppError("forbidden", courseLockedMessage("Policy Lab")),
    );
    expect(can(user("subscriber"), "read", resource(forSubscribers, { tier: "subscriber" }))).toBe(true);
  });

  it("hides what a person may not list with 404", () => {
    for (const actor of [ANONYMOUS_ACTOR, user("outsider")]) {
      expect(() => assertCan(actor, "list", resource(forSubscribers))).toThrow(
        new AppError("not_found", COURSE_NOT_FOUND_MESSAGE),
      );
    }
    expect(can(user("subscriber"), "list", resource(draft, { tier: "subscriber" }))).toBe(false);
  });

  it("lets the owner, an administrator and added authors manage; only the first two create and choose authors", () => {
    expect(can(user("owner"), "manage", resource(draft))).toBe(true);
    expect(can(user("admin", ["admin"]), "manage", resource(draft))).toBe(true);
    expect(can(user("author"), "manage", resource(draft, { isAuthor: true }))).toBe(true);
    expect(can(user("author"), "create", resource(null, { isAuthor: true }))).toBe(false);
    expect(can(user("author"), "manageAuthors", resource(draft, { isAuthor: true }))).toBe(false);
    expect(can(user("owner"), "create", resource(null))).toBe(true);
    expect(() =>
      assertCan(user("subscriber"), "manage", resource(forSubscribers, { tier: "subscriber" })),
    ).toThrow(new AppError("forbidden", COURSE_MANAGE_FORBIDDEN_MESSAGE));
    expect(() => assertCan(ANONYMOUS_ACTOR, "manage", resource(draft))).toThrow(
      new AppError("unauthenticated"),
    );
    expect(can(user("owner", [], false), "manage", resource(draft))).toBe(false);
  });

  it("accepts only advisors and coaches as authors", () => {
    expect(() => assertCanBecomeAuthor(["advisor"])).not.toThrow();
    expect(() => assertCanBecomeAuthor(["coach"])).not.toThrow();
    expect(() => assertCanBecomeAuthor([])).toThrow(AppError);
    expect(() => assertCanBecomeAuthor(["admin"])).toThrow(AppError);
  });
});
