import { CHAT_ACTIONS, CHAT_ERROR_MESSAGES, type ChatPermissions } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";

/**
 * Who may do what in chat (docs/decisions/021-chat.md, 012-policies.md): the chat-access module finds
 * where the person stands in a team's or incubator's chat, this policy decides from that alone.
 */

export const CHAT_POLICY_ACTIONS = [
  "read",
  "manageChannels",
  "editMessage",
  "deleteMessage",
  "reportMessage",
] as const;
export type ChatPolicyAction = (typeof CHAT_POLICY_ACTIONS)[number];

/** Where the person stands in one team's or incubator's chat, and the message acted on if any. */
export interface ChatResource {
  place: "team" | "incubator" | "direct";
  /** A member of the team, an active member of the incubator, or one of a direct conversation's people. */
  isMember: boolean;
  /** Owns the incubator (of the channel, not of a team's incubator: a team's chat is its members'). */
  ownsIncubator: boolean;
  message?: { authorId: string | null };
}

function refusal(actor: PolicyActor, action: ChatPolicyAction, chat: ChatResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  switch (action) {
    case "read":
      if (chat.place === "direct") return chat.isMember ? null : new AppError("forbidden");
      if (chat.place === "team") {
        return chat.isMember ? null : new AppError("forbidden", CHAT_ERROR_MESSAGES.teamMembersOnly);
      }
      return chat.isMember || chat.ownsIncubator
        ? null
        : new AppError("forbidden", CHAT_ERROR_MESSAGES.incubatorMembersOnly);
    case "manageChannels":
      // A direct conversation is its people's, never an incubator's channel to rename or archive.
      if (chat.place === "direct") return new AppError("forbidden");
      if (chat.place === "team") return new AppError("forbidden", CHAT_ERROR_MESSAGES.teamChannelsFixed);
      return chat.ownsIncubator ? null : new AppError("forbidden", CHAT_ERROR_MESSAGES.ownerOnly);
    case "editMessage":
    case "deleteMessage":
      // Nobody moderates another's message in chat: only its author changes or deletes it.
      return chat.message?.authorId === actor.userId
        ? null
        : new AppError("forbidden", CHAT_ERROR_MESSAGES.authorOnly);
    case "reportMessage":
      // A reader reports another's message; their own they can edit or delete instead.
      return (
        refusal(actor, "read", chat) ??
        (chat.message?.authorId === actor.userId
          ? new AppError("forbidden", CHAT_ERROR_MESSAGES.ownMessageReport)
          : null)
      );
    default:
      return new AppError("forbidden");
  }
}

export const { can, assertCan } = definePolicy(refusal);

/** Every chat action a page shows controls for, with whether the actor may take it: `viewer.permissions`. */
export function chatPermissionsOn(actor: PolicyActor, chat: ChatResource): ChatPermissions {
  return Object.fromEntries(
    CHAT_ACTIONS.map((action) => [action, can(actor, action, chat)]),
  ) as ChatPermissions;
}
