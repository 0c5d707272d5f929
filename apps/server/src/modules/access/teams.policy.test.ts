import {
  leadershipNeedsSubscriptionMessage,
  type Role,
  TEAM_ACTIONS,
  TEAM_ERROR_MESSAGES,
  type TeamAction,
} from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { assertCan, assertMayLead, can, type TeamResource, teamPermissionsOn } from "./teams.policy";

function person(roles: Role[] = [], emailVerified = true): PolicyActor {
  return {
    kind: "user",
    userId: "someone",
    email: "someone@example.com",
    emailVerified,
    heldRoles: { ok: true, roles },
  };
}

const INCUBATOR = "Northwind Labs";
function team(viewer: Partial<TeamResource>): TeamResource {
  return {
    incubatorName: INCUBATOR,
    viewerTier: null,
    viewerMember: null,
    leaderIsSubscriber: true,
    ...viewer,
  };
}
const subscriberLeader = team({ viewerTier: "subscriber", viewerMember: { isLeader: true } });
const guestLeader = team({
  viewerTier: "guest",
  viewerMember: { isLeader: true },
  leaderIsSubscriber: false,
});
const member = team({ viewerTier: "guest", viewerMember: { isLeader: false } });
const incubatorMember = team({ viewerTier: "guest" });
const outsider = team({});

function refusalOf(actor: PolicyActor, action: TeamAction, resource: TeamResource): AppError | null {
  try {
    assertCan(actor, action, resource);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe("team policy", () => {
  it("allows a subscribed leader every leader action, and refuses joining and leaving", () => {
    expect(teamPermissionsOn(person(), subscriberLeader)).toEqual({
      edit: true,
      delete: true,
      manageMembers: true,
      managePositions: true,
      invite: true,
      reviewApplications: true,
      requestToJoin: false,
      leave: false,
      manageProjects: true,
    });
    expect(refusalOf(person(), "leave", subscriberLeader)?.message).toBe(
      TEAM_ERROR_MESSAGES.leaderCannotLeave,
    );
  });

  it("lets a leader who dropped to guest run the team, but not open positions or send invites", () => {
    expect(can(person(), "edit", guestLeader)).toBe(true);
    expect(can(person(), "manageMembers", guestLeader)).toBe(true);
    for (const action of ["managePositions", "invite"] as const) {
      const refused = refusalOf(person(), action, guestLeader);
      expect(refused?.status).toBe(403);
      expect(refused?.message).toBe(leadershipNeedsSubscriptionMessage(INCUBATOR));
    }
  });

  it("lets a member work on projects and leave, and nothing of the leader's", () => {
    expect(can(person(), "manageProjects", member)).toBe(true);
    expect(can(person(), "leave", member)).toBe(true);
    expect(refusalOf(person(), "edit", member)?.message).toBe(TEAM_ERROR_MESSAGES.leaderOnly);
    expect(refusalOf(person(), "delete", member)?.message).toBe(TEAM_ERROR_MESSAGES.leaderOnly);
    expect(refusalOf(person(), "requestToJoin", member)?.message).toBe(TEAM_ERROR_MESSAGES.alreadyMember);
  });

  it("lets a member of the incubator ask to join, and someone outside it nothing", () => {
    expect(can(person(), "requestToJoin", incubatorMember)).toBe(true);
    expect(refusalOf(person(), "requestToJoin", outsider)?.message).toBe(
      TEAM_ERROR_MESSAGES.notIncubatorMember,
    );
    for (const action of TEAM_ACTIONS) expect(can(person(), action, outsider)).toBe(false);
  });

  it("lets an administrator manage any team, and refuses the signed out and the unverified", () => {
    const admin = person(["admin"]);
    for (const action of [
      "edit",
      "delete",
      "manageMembers",
      "managePositions",
      "invite",
      "reviewApplications",
      "manageProjects",
    ] as const) {
      expect(can(admin, action, outsider)).toBe(true);
    }
    expect(refusalOf(ANONYMOUS_ACTOR, "edit", subscriberLeader)?.status).toBe(401);
    expect(refusalOf(person([], false), "edit", subscriberLeader)?.message).toBe(
      EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    );
  });

  it("makes only an active subscriber of the incubator a leader", () => {
    expect(() => assertMayLead("subscriber", INCUBATOR)).not.toThrow();
    for (const tier of ["guest", null] as const) {
      expect(() => assertMayLead(tier, INCUBATOR)).toThrow(leadershipNeedsSubscriptionMessage(INCUBATOR));
    }
  });
});
