import { FEED_ERROR_MESSAGES, type FeedScopeKind } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, holdsRole, type PolicyActor } from "../../lib/policy";

/**
 * Who may do what in a feed (docs/decisions/020-feeds.md, 012-policies.md): the feed-access module
 * finds where the actor stands in a feed's scope, this policy decides from that alone.
 */

export const FEED_POLICY_ACTIONS = ["read", "post", "edit", "delete", "pin", "hide"] as const;
export type FeedPolicyAction = (typeof FEED_POLICY_ACTIONS)[number];

/** Where the actor stands in one feed's scope: facts read from the database, no decision yet. */
export interface FeedStanding {
  kind: FeedScopeKind;
  /**
   * For an incubator's feed: inside it (an active member or its owner). For a team's: a participant
   * (a member, or on trial with the team).
   */
  inAudience: boolean;
  /** Leads the team whose feed it is. */
  leadsTeam: boolean;
  /** Owns the incubator of the feed (for a team's feed, the team's incubator). */
  ownsIncubator: boolean;
  /** Inside the incubator of a public team, whose feed they may therefore read. */
  insidePublicTeamsIncubator: boolean;
}

/** The post, comment or platform item acted on. */
export interface FeedContent {
  authorId: string | null;
  writtenByPlatform: boolean;
}

/** What the feed policy decides on: the standing in the scope and, for edit and delete, what was written. */
export interface FeedResource {
  standing: FeedStanding;
  content?: FeedContent;
}

/** Those who keep a feed in order: its incubator's owner and administrators, and the team's leader. */
function moderates(actor: PolicyActor, standing: FeedStanding, withLeader: boolean): boolean {
  return standing.ownsIncubator || holdsRole(actor, "admin") || (withLeader && standing.leadsTeam);
}

function reads(actor: PolicyActor, standing: FeedStanding): boolean {
  return standing.inAudience || standing.insidePublicTeamsIncubator || moderates(actor, standing, false);
}

function writes(actor: PolicyActor, standing: FeedStanding): boolean {
  // An incubator's feed takes posts from all who read it; a team's only from its participants (and admins).
  if (standing.kind === "incubator") return reads(actor, standing);
  return standing.inAudience || holdsRole(actor, "admin");
}

function isAuthor(actor: PolicyActor, content: FeedContent | undefined): boolean {
  return (
    actor.kind === "user" &&
    content !== undefined &&
    !content.writtenByPlatform &&
    content.authorId === actor.userId
  );
}

function refusal(actor: PolicyActor, action: FeedPolicyAction, resource: FeedResource): AppError | null {
  const { standing, content } = resource;
  switch (action) {
    case "read":
      return reads(actor, standing) ? null : new AppError("forbidden", FEED_ERROR_MESSAGES.readOnlyMembers);
    case "post":
      return writes(actor, standing) ? null : new AppError("forbidden", FEED_ERROR_MESSAGES.postOnlyMembers);
    case "edit":
      if (content?.writtenByPlatform) {
        return new AppError("forbidden", FEED_ERROR_MESSAGES.platformItemNotEditable);
      }
      return isAuthor(actor, content) ? null : new AppError("forbidden", FEED_ERROR_MESSAGES.authorOnly);
    case "delete":
      return isAuthor(actor, content) || moderates(actor, standing, true)
        ? null
        : new AppError("forbidden", FEED_ERROR_MESSAGES.mayNotDelete);
    case "pin":
      return moderates(actor, standing, true)
        ? null
        : new AppError("forbidden", FEED_ERROR_MESSAGES.mayNotPin);
    case "hide":
      return moderates(actor, standing, false)
        ? null
        : new AppError("forbidden", FEED_ERROR_MESSAGES.mayNotHide);
    default:
      return new AppError("forbidden");
  }
}

export const { can, assertCan } = definePolicy(refusal);

/**
 * Whether deleting this content is moderation (someone removing what another wrote, or a platform
 * item), which the audit log keeps; an author deleting their own post is not.
 */
export function deletesAnothersContent(actor: PolicyActor, content: FeedContent): boolean {
  return !isAuthor(actor, content);
}
