import {
  FUNDING_CALL_MESSAGES,
  fundingNeedsSubscriptionMessage,
  fundingStageNotEligibleMessage,
  type Role,
} from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import type { FundingApplicationResource, FundingApplyResource } from "./funding-applications.policy";
import * as applications from "./funding-applications.policy";
import type { FundingCallResource } from "./funding-calls.policy";
import * as calls from "./funding-calls.policy";

function person(userId = "viewer", roles: Role[] = [], emailVerified = true): PolicyActor {
  return {
    kind: "user",
    userId,
    email: `${userId}@example.com`,
    emailVerified,
    heldRoles: { ok: true, roles },
  };
}

function callIn(overrides: Partial<FundingCallResource> & { published?: boolean } = {}): FundingCallResource {
  const { published = true, ...rest } = overrides;
  return {
    incubator: { ownerId: "owner", isPublic: true },
    place: { viewerTier: null, viewerOwnsIncubator: false },
    call: { isPublished: published },
    isReviewer: false,
    ...rest,
  };
}

describe("the funding calls policy", () => {
  it("shows a draft to the owner and administrators only, as if it did not exist to anyone else", () => {
    const draft = callIn({
      published: false,
      place: { viewerTier: "subscriber", viewerOwnsIncubator: false },
    });
    expect(calls.can(person("owner"), "view", draft)).toBe(true);
    expect(calls.can(person("admin", ["admin"]), "view", draft)).toBe(true);
    expect(() => calls.assertCan(person(), "view", draft)).toThrow(
      expect.objectContaining({ status: 404, message: FUNDING_CALL_MESSAGES.callNotFound }),
    );
    expect(() => calls.assertCan(ANONYMOUS_ACTOR, "view", draft)).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });

  it("shows a published call of a public incubator to anyone, of an archived one to those inside it and its reviewers", () => {
    expect(calls.can(ANONYMOUS_ACTOR, "view", callIn())).toBe(true);
    const archived = { ownerId: "owner", isPublic: false };
    expect(calls.can(ANONYMOUS_ACTOR, "view", callIn({ incubator: archived }))).toBe(false);
    expect(calls.can(person(), "view", callIn({ incubator: archived }))).toBe(false);
    expect(
      calls.can(
        person(),
        "view",
        callIn({ incubator: archived, place: { viewerTier: "guest", viewerOwnsIncubator: false } }),
      ),
    ).toBe(true);
    expect(calls.can(person(), "view", callIn({ incubator: archived, isReviewer: true }))).toBe(true);
  });

  it("lets the owner and administrators manage calls, with a verified email", () => {
    expect(calls.can(person("owner"), "manage", callIn({ call: null }))).toBe(true);
    expect(calls.can(person("admin", ["admin"]), "manage", callIn())).toBe(true);
    expect(() => calls.assertCan(person("member", ["advisor"]), "manage", callIn())).toThrow(
      expect.objectContaining({ status: 403, message: FUNDING_CALL_MESSAGES.ownerOnly }),
    );
    expect(() => calls.assertCan(person("owner", [], false), "manage", callIn())).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(() => calls.assertCan(ANONYMOUS_ACTOR, "manage", callIn())).toThrow(
      expect.objectContaining({ status: 401 }),
    );
    // Someone who cannot see a draft is not told it exists.
    expect(() => calls.assertCan(person(), "manage", callIn({ published: false }))).toThrow(
      expect.objectContaining({ status: 404 }),
    );
  });
});

const team: FundingApplyResource = {
  kind: "team",
  phase: "open",
  isLeader: true,
  teamInCallIncubator: true,
  teamStage: "building",
  eligibleStages: ["building", "launched"],
  leaderTier: "subscriber",
  incubatorName: "Sun Lab",
};

describe("who may apply for funding", () => {
  it("lets the leader of an eligible team apply while holding a subscriber tier", () => {
    expect(applications.can(person(), "apply", team)).toBe(true);
  });

  it("refuses by tier: a guest leader is told funding is a subscriber benefit", () => {
    expect(() => applications.assertCan(person(), "apply", { ...team, leaderTier: "guest" })).toThrow(
      expect.objectContaining({ status: 403, message: fundingNeedsSubscriptionMessage("Sun Lab") }),
    );
    expect(applications.can(person(), "apply", { ...team, leaderTier: null })).toBe(false);
  });

  it("refuses by stage, naming the stages the call is for", () => {
    expect(() => applications.assertCan(person(), "apply", { ...team, teamStage: "idea" })).toThrow(
      expect.objectContaining({
        status: 403,
        message: fundingStageNotEligibleMessage(["building", "launched"]),
      }),
    );
    expect(fundingStageNotEligibleMessage(["building", "launched"])).toBe(
      "This call is for teams at the building or launched stage",
    );
  });

  it("refuses other members, a closed or upcoming call, and a team of another incubator", () => {
    expect(() => applications.assertCan(person(), "apply", { ...team, isLeader: false })).toThrow(
      expect.objectContaining({ status: 403, message: FUNDING_CALL_MESSAGES.leaderOnly }),
    );
    for (const phase of ["closed", "upcoming", "draft"] as const) {
      expect(() => applications.assertCan(person(), "apply", { ...team, phase })).toThrow(
        expect.objectContaining({ status: 409, message: FUNDING_CALL_MESSAGES.callNotOpen }),
      );
    }
    expect(() => applications.assertCan(person(), "apply", { ...team, teamInCallIncubator: false })).toThrow(
      expect.objectContaining({ status: 422 }),
    );
    expect(() => applications.assertCan(ANONYMOUS_ACTOR, "apply", team)).toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });
});

function application(
  overrides: Partial<Omit<FundingApplicationResource, "viewer">> = {},
  viewer: Partial<FundingApplicationResource["viewer"]> = {},
): FundingApplicationResource {
  return {
    kind: "application",
    status: "draft",
    phase: "open",
    ...overrides,
    viewer: { isLeader: false, isCoreMember: false, managesCall: false, isReviewer: false, ...viewer },
  };
}

describe("what each person may do with an application", () => {
  it("keeps a draft to the team's core members: the owner and reviewers do not find it", () => {
    expect(applications.can(person(), "view", application({}, { isCoreMember: true }))).toBe(true);
    expect(() => applications.assertCan(person(), "view", application({}, { managesCall: true }))).toThrow(
      expect.objectContaining({ status: 404, message: FUNDING_CALL_MESSAGES.applicationNotFound }),
    );
    expect(
      applications.can(person(), "view", application({ status: "withdrawn" }, { isReviewer: true })),
    ).toBe(false);
  });

  it("lets the owner and reviewers read a submitted one, but not its team's comments", () => {
    const submitted = application({ status: "submitted" }, { isReviewer: true });
    expect(applications.can(person(), "view", submitted)).toBe(true);
    expect(() => applications.assertCan(person(), "readComments", submitted)).toThrow(
      expect.objectContaining({ status: 403, message: FUNDING_CALL_MESSAGES.coreMembersOnly }),
    );
    expect(applications.can(person(), "edit", submitted)).toBe(false);
  });

  it("lets core members comment and the leader alone write, submit and withdraw", () => {
    const core = application({}, { isCoreMember: true });
    expect(applications.can(person(), "comment", core)).toBe(true);
    expect(() => applications.assertCan(person(), "edit", core)).toThrow(
      expect.objectContaining({ status: 403, message: FUNDING_CALL_MESSAGES.leaderOnly }),
    );
    const leader = application({}, { isCoreMember: true, isLeader: true });
    for (const action of ["edit", "submit", "withdraw"] as const) {
      expect(applications.can(person(), action, leader)).toBe(true);
    }
  });

  it("keeps a submitted application editable until the call closes, and submits it once", () => {
    const leaderView = { isCoreMember: true, isLeader: true };
    expect(applications.can(person(), "edit", application({ status: "submitted" }, leaderView))).toBe(true);
    expect(() =>
      applications.assertCan(
        person(),
        "edit",
        application({ status: "submitted", phase: "closed" }, leaderView),
      ),
    ).toThrow(expect.objectContaining({ status: 409, message: FUNDING_CALL_MESSAGES.notEditable }));
    expect(() =>
      applications.assertCan(person(), "submit", application({ status: "submitted" }, leaderView)),
    ).toThrow(expect.objectContaining({ status: 409, message: FUNDING_CALL_MESSAGES.alreadySubmitted }));
    expect(() =>
      applications.assertCan(person(), "edit", application({ status: "withdrawn" }, leaderView)),
    ).toThrow(expect.objectContaining({ status: 409, message: FUNDING_CALL_MESSAGES.withdrawnFirst }));
    expect(applications.can(person(), "withdraw", application({ status: "awarded" }, leaderView))).toBe(
      false,
    );
    expect(applications.can(person(), "resume", application({ status: "withdrawn" }, leaderView))).toBe(true);
  });
});
