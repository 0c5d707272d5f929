import {
  COURSE_AUTHOR_ROLE_MESSAGE,
  COURSE_MANAGE_FORBIDDEN_MESSAGE,
  COURSE_NOT_FOUND_MESSAGE,
  type CourseStatus,
  type CourseVisibility,
  courseLockedMessage,
  courseReach,
  type Role,
} from "@hatchery/shared";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/**
 * - `list`: see the course on the incubator's list (locked or not);
 * - `read`: open its lessons and answer their questions;
 * - `manage`: edit, publish, reorder and delete it and its lessons;
 * - `create`: add a course to the incubator; `manageAuthors`: add or remove its authors.
 */
export type CourseAction = "list" | "read" | "manage" | "create" | "manageAuthors";

/** What the course policy decides on: the incubator, the course (none for `create`) and the viewer. */
export interface CourseResource {
  incubator: { name: string; ownerId: string | null };
  course: { visibility: CourseVisibility; status: CourseStatus } | null;
  /** The actor is one of the course's added authors. */
  isAuthor: boolean;
  /** The actor's active membership tier in the incubator, or null. */
  tier: "guest" | "subscriber" | null;
}

/** Owner or administrator: they create courses and choose their authors. */
function ownsIncubator(actor: PolicyActor, resource: CourseResource): boolean {
  if (actor.kind !== "user") return false;
  return resource.incubator.ownerId === actor.userId || holdsRole(actor, "admin");
}

export function managesCourse(actor: PolicyActor, resource: CourseResource): boolean {
  return ownsIncubator(actor, resource) || (actor.kind === "user" && resource.isAuthor);
}

const notFound = () => new AppError("not_found", COURSE_NOT_FOUND_MESSAGE);

/**
 * A course someone may not even list is 404, so its address reveals nothing; one they list but may
 * not open (a guest and a course for subscribers) is 403 with what would open it. Changes need the
 * owner, an administrator or an added author, with a verified email address (as editing an incubator).
 */
function refusal(actor: PolicyActor, action: CourseAction, resource: CourseResource): AppError | null {
  const manages = managesCourse(actor, resource);
  const reach = resource.course ? courseReach({ manages, tier: resource.tier }, resource.course) : "open";
  if (action === "list") return reach === "hidden" ? notFound() : null;
  if (action === "read") {
    if (reach === "hidden") return notFound();
    return reach === "locked"
      ? new AppError("forbidden", courseLockedMessage(resource.incubator.name))
      : null;
  }
  if (actor.kind !== "user") return new AppError("unauthenticated");
  const allowed = action === "manage" ? manages : ownsIncubator(actor, resource);
  if (!allowed)
    return reach === "hidden" ? notFound() : new AppError("forbidden", COURSE_MANAGE_FORBIDDEN_MESSAGE);
  if (!actor.emailVerified) return new AppError("forbidden", EMAIL_VERIFICATION_REQUIRED_MESSAGE);
  return null;
}

export const { can, assertCan } = definePolicy(refusal);

/** SPEC §6's advisor check: only a person holding advisor or coach may be added as a course's author. */
export function assertCanBecomeAuthor(roles: readonly Role[]): void {
  if (!roles.includes("advisor") && !roles.includes("coach")) {
    throw new AppError("validation_failed", COURSE_AUTHOR_ROLE_MESSAGE, [
      { path: ["email"], message: COURSE_AUTHOR_ROLE_MESSAGE },
    ]);
  }
}
