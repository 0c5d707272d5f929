import { CHAT_ERROR_MESSAGES } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { ANONYMOUS_ACTOR } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import { assertCan, type ChatResource, can, chatPermissionsOn } from "./chat.policy";

const viewer: PolicyActor = {
  kind: "user",
  userId: "viewer",
  email: "viewer@example.com",
  emailVerified: true,
  heldRoles: { ok: true, roles: ["admin"] },
};

function chat(place: ChatResource["place"], facts: Partial<ChatResource> = {}): ChatResource {
  return { place, isMember: false, ownsIncubator: false, ...facts };
}

function refusalOf(action: Parameters<typeof assertCan>[1], resource: ChatResource, actor = viewer) {
  try {
    assertCan(actor, action, resource);
    return null;
  } catch (error) {
    return error;
  }
}

describe("the chat policy", () => {
  it("lets a team's members alone read its channel, even an administrator or the incubator's owner not", () => {
    expect(can(viewer, "read", chat("team", { isMember: true }))).toBe(true);
    expect(refusalOf("read", chat("team", { ownsIncubator: true }))).toMatchObject({
      status: 403,
      message: CHAT_ERROR_MESSAGES.teamMembersOnly,
    });
  });

  it("lets an incubator's active members and its owner read its channels", () => {
    expect(can(viewer, "read", chat("incubator", { isMember: true }))).toBe(true);
    expect(can(viewer, "read", chat("incubator", { ownsIncubator: true }))).toBe(true);
    expect(refusalOf("read", chat("incubator"))).toMatchObject({
      status: 403,
      message: CHAT_ERROR_MESSAGES.incubatorMembersOnly,
    });
  });

  it("lets the incubator's owner alone manage its channels, and nobody a team's", () => {
    expect(can(viewer, "manageChannels", chat("incubator", { ownsIncubator: true }))).toBe(true);
    expect(refusalOf("manageChannels", chat("incubator", { isMember: true }))).toMatchObject({
      status: 403,
      message: CHAT_ERROR_MESSAGES.ownerOnly,
    });
    expect(refusalOf("manageChannels", chat("team", { isMember: true, ownsIncubator: true }))).toMatchObject({
      status: 403,
      message: CHAT_ERROR_MESSAGES.teamChannelsFixed,
    });
  });

  it("lets a message's author alone edit or delete it, whoever else they are", () => {
    const owned = chat("incubator", { isMember: true, ownsIncubator: true });
    for (const action of ["editMessage", "deleteMessage"] as const) {
      expect(can(viewer, action, { ...owned, message: { authorId: "viewer" } })).toBe(true);
      expect(refusalOf(action, { ...owned, message: { authorId: "someone-else" } })).toMatchObject({
        status: 403,
        message: CHAT_ERROR_MESSAGES.authorOnly,
      });
      expect(can(viewer, action, { ...owned, message: { authorId: null } })).toBe(false);
    }
  });

  it("lets a reader report another's message, never their own, and nobody who cannot read the channel", () => {
    const reader = chat("team", { isMember: true });
    expect(can(viewer, "reportMessage", { ...reader, message: { authorId: "someone-else" } })).toBe(true);
    expect(can(viewer, "reportMessage", { ...reader, message: { authorId: null } })).toBe(true);
    expect(refusalOf("reportMessage", { ...reader, message: { authorId: "viewer" } })).toMatchObject({
      status: 403,
      message: CHAT_ERROR_MESSAGES.ownMessageReport,
    });
    expect(
      refusalOf("reportMessage", {
        ...chat("team", { ownsIncubator: true }),
        message: { authorId: "someone-else" },
      }),
    ).toMatchObject({ status: 403, message: CHAT_ERROR_MESSAGES.teamMembersOnly });
  });

  it("asks a visitor who is not signed in to sign in", () => {
    expect(refusalOf("read", chat("incubator", { isMember: true }), ANONYMOUS_ACTOR)).toMatchObject({
      status: 401,
    });
  });

  it("gives the page the same answers as its permissions", () => {
    expect(chatPermissionsOn(viewer, chat("incubator", { ownsIncubator: true }))).toEqual({
      manageChannels: true,
    });
    expect(chatPermissionsOn(viewer, chat("team", { isMember: true, ownsIncubator: true }))).toEqual({
      manageChannels: false,
    });
  });
});
