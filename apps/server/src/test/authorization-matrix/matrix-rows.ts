/**
 * What the authorization matrix (src/authorization-matrix.test.ts) is written in: the kinds of caller,
 * a row's shape, the fixture's names and the shorthand for expected statuses. The rows themselves live
 * beside this file, one file an area, and run in the order the test lists them.
 */
export const ACTORS = [
  "anonymous",
  "unverified",
  "member",
  "otherMember",
  // A guest of the lab on a running trial with the fixture team: its channel and feed are theirs, the
  // rest of the team is not (decision 061).
  "trialMember",
  "advisor",
  "coach",
  "admin",
] as const;
export type ActorName = (typeof ACTORS)[number];

export type Expected = Record<ActorName, number>;

export interface Row {
  /** Concrete path to call (fixture ids are filled in by `resolve`). */
  target: (fixture: Fixture) => string;
  /** JSON body; "plan" sends the fixture plan's id as `planId`. */
  body?: unknown;
  /** Sent as multipart/form-data with no file, for upload routes. */
  multipart?: boolean;
  /** Routes that exist only when Stripe is configured are called on such an app. */
  stripe?: boolean;
  expected: Expected;
}

export interface Fixture {
  memberSubscriptionId: string;
  planId: string;
  /** The member leads the fixture teams. */
  memberId: string;
  /** The member's profile address (decision 063). */
  memberHandle: string;
  milestoneId: string;
  /** A notification of the member's: everyone else is answered as if it did not exist. */
  memberNotificationId: string;
  teamChannelId: string;
  labChannelId: string;
  /** A message of the member's in the team's channel. */
  messageId: number;
  /** The member's TMAY delivery shared with the coach, a published mentor. */
  practiceShareId: string;
}

/** Every caller gets the same status. */
export function all(status: number): Expected {
  return Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expected;
}

/** Signed-out callers get 401, everyone signed in gets `signedIn` unless overridden. */
export function signedIn(status: number, overrides: Partial<Expected> = {}): Expected {
  return { ...all(status), anonymous: 401, ...overrides };
}

/** Needs a verified email: 401 signed out, 403 unverified. */
export function verified(status: number, overrides: Partial<Expected> = {}): Expected {
  return signedIn(status, { unverified: 403, ...overrides });
}

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
export const SLUG = "matrix-lab";
export const OPEN_SLUG = "matrix-open";
export const TEAM = "matrix-team";
export const DOOMED_TEAM = "matrix-doomed-team";
export const PROJECT = "matrix-project";
export const DOOMED_PROJECT = "matrix-doomed-project";
export const COURSE = "matrix-course";
export const LESSON = "matrix-lesson";

/** The fixture course (for the lab's members, the trial member a guest among them): its readers get `status`, the rest do not find it. */
export function courseReaders(status: number): Expected {
  return { ...all(404), member: status, trialMember: status, advisor: status, admin: status };
}

/** Changing the fixture course: its managers get `status`, a member who reads it 403, the rest 404. */
export function courseManagers(status: number): Expected {
  return { ...signedIn(404), member: 403, trialMember: 403, advisor: status, admin: status };
}
