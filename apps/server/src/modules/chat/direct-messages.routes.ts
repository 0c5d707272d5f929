import { DIRECT_MESSAGE_ERRORS, directMessageEndpoints } from "@hatchery/shared";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { ModuleDeps } from "../../module-deps";
import { getConversation, listConversations, startConversation } from "./direct-conversations.service";
import { blockedPeople, blockPerson, unblockPerson } from "./user-blocks.service";

const notSignedIn = apiErrorResponse("Not signed in.");

/** Direct conversations and blocks (docs/decisions/064-direct-messages.md); signed-in people only. */
export function directMessageRoutes({ db, guards }: ModuleDeps): ApiRoute[] {
  return [
    defineEndpointRoute(directMessageEndpoints.conversations, {
      summary: "The person's direct conversations, newest message first, with unread counts.",
      tags: ["direct messages"],
      success: "The conversations and how many wait unread.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c) => listConversations(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(directMessageEndpoints.startConversation, {
      summary:
        "Starts a conversation with up to seven others who share an incubator with the person; a one-to-one that exists is answered instead.",
      tags: ["direct messages"],
      success: "The conversation (its id is its chat channel's).",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(
          `${DIRECT_MESSAGE_ERRORS.noSharedIncubator}, ${DIRECT_MESSAGE_ERRORS.blockedByThem}, or ${DIRECT_MESSAGE_ERRORS.blockedByYou}`,
        ),
        404: apiErrorResponse(DIRECT_MESSAGE_ERRORS.personNotFound),
        422: apiErrorResponse(
          `${DIRECT_MESSAGE_ERRORS.nobodyElse}, or ${DIRECT_MESSAGE_ERRORS.tooManyPeople}`,
        ),
        429: apiErrorResponse(DIRECT_MESSAGE_ERRORS.tooManyStarts),
      },
      handler: async (c, { body }) => startConversation(db, await loadPolicyActor(c, db), body),
    }),
    defineEndpointRoute(directMessageEndpoints.conversation, {
      summary: "One of the person's conversations: the others, the unread count and whether they may write.",
      tags: ["direct messages"],
      success: "The conversation.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        404: apiErrorResponse(`${DIRECT_MESSAGE_ERRORS.conversationNotFound} (also for anyone not in it).`),
      },
      handler: async (c, { params }) => getConversation(db, await loadPolicyActor(c, db), params.id),
    }),
    defineEndpointRoute(directMessageEndpoints.blockedPeople, {
      summary: "The people the person blocked.",
      tags: ["direct messages"],
      success: "The blocked people.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c) => blockedPeople(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(directMessageEndpoints.block, {
      summary:
        "Blocks a person: neither writes to the other any more, and the person's messages are hidden from the blocker in their direct conversations.",
      tags: ["direct messages"],
      success: "The person is blocked.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        404: apiErrorResponse(DIRECT_MESSAGE_ERRORS.personNotFound),
        422: apiErrorResponse(DIRECT_MESSAGE_ERRORS.blockSelf),
      },
      handler: async (c, { params }) => {
        await blockPerson(db, await loadPolicyActor(c, db), params.userId);
      },
    }),
    defineEndpointRoute(directMessageEndpoints.unblock, {
      summary: "Unblocks a person.",
      tags: ["direct messages"],
      success: "The person is no longer blocked.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c, { params }) => {
        await unblockPerson(db, await loadPolicyActor(c, db), params.userId);
      },
    }),
  ];
}
