import {
  ALLOWED_FILE_TYPES,
  CHAT_CHANGES_PER_MINUTE,
  CHAT_ERROR_MESSAGES,
  CHAT_MESSAGES_PER_MINUTE,
  chatEndpoints,
  DIRECT_MESSAGE_ERRORS,
  FILE_MAX_BYTES,
  FILE_TOO_LARGE_MESSAGE,
  FILE_TYPE_NOT_ALLOWED_MESSAGE,
  REPORT_ERROR_MESSAGES,
  TEAM_ERROR_MESSAGES,
} from "@hatchery/shared";
import type { Context } from "hono";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import type { AppEnv } from "../../lib/context";
import { createRateLimit } from "../../lib/rate-limit";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import type { ModuleDeps } from "../../module-deps";
import { loadSendContext } from "./chat-access";
import {
  createIncubatorChannel,
  listIncubatorChannels,
  listTeamChannels,
  unreadSummary,
  updateChannel,
} from "./chat-channels.service";
import { announceEphemeral } from "./chat-ephemeral.service";
import { assertMayAttach, attachmentResponse, removeStoredFiles, storeAttachment } from "./chat-files";
import { channelHistory, markRead, messageThread, searchMessages } from "./chat-history.service";
import { deleteMessage, editMessage, setReaction } from "./chat-message-changes.service";
import { channelMentionCandidates } from "./chat-readers";
import { reportMessage } from "./chat-reports.service";
import { isPlainMessage, sendMessage } from "./chat-send.service";

const notSignedIn = apiErrorResponse("Not signed in.");
const channelNotFound = apiErrorResponse(
  `${CHAT_ERROR_MESSAGES.channelNotFound} (also for a channel of a team or incubator the person is not in).`,
);
const messageNotFound = apiErrorResponse(
  `${CHAT_ERROR_MESSAGES.messageNotFound} (also for a message of a channel the person cannot read).`,
);

export function chatRoutes({ auth, clock, db, env, guards, storage }: ModuleDeps): ApiRoute[] {
  // Counted per person across channels and instances: a flood from one account is refused with 429.
  const messageFlood = createRateLimit(db, {
    name: "chat:messages",
    points: CHAT_MESSAGES_PER_MINUTE,
    windowMs: 60_000,
    message: CHAT_ERROR_MESSAGES.tooManyMessages,
  });
  // Edits and reaction changes, per person: each reaches every reader of the channel (decision 025).
  const changeFlood = createRateLimit(db, {
    name: "chat:changes",
    points: CHAT_CHANGES_PER_MINUTE,
    windowMs: 60_000,
    message: CHAT_ERROR_MESSAGES.tooManyChanges,
  });
  /** The signed-in person, counted against the changes' limit before anything else is read. */
  const countedChanger = async (c: Context<AppEnv>) => {
    const actor = await loadPolicyActor(c, db);
    if (actor.kind === "user") await changeFlood.consume(actor.userId);
    return actor;
  };
  return [
    defineEndpointRoute(chatEndpoints.teamChannels, {
      summary: "The team's channel with the reader's unread and mention counts (the team's members only).",
      tags: ["chat"],
      success: "The team's channel.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse("Only the team's members can read its channel"),
        404: apiErrorResponse(TEAM_ERROR_MESSAGES.teamNotFound),
      },
      handler: async (c, { params }) => listTeamChannels(db, await loadPolicyActor(c, db), params.slug),
    }),
    defineEndpointRoute(chatEndpoints.incubatorChannels, {
      summary:
        "The incubator's channels with the reader's unread and mention counts (its active members and owner only); archived ones last.",
      tags: ["chat"],
      success: "The incubator's channels, and whether the reader may manage them.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse("Only the incubator's members can read its channels"),
        404: apiErrorResponse("Incubator not found"),
      },
      handler: async (c, { params }) => listIncubatorChannels(db, await loadPolicyActor(c, db), params.slug),
    }),
    defineEndpointRoute(chatEndpoints.createChannel, {
      summary: "Adds a channel to the incubator (its owner only).",
      tags: ["chat"],
      success: "The new channel.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(CHAT_ERROR_MESSAGES.ownerOnly),
        404: apiErrorResponse("Incubator not found"),
        409: apiErrorResponse(CHAT_ERROR_MESSAGES.channelNameTaken),
        422: apiErrorResponse(CHAT_ERROR_MESSAGES.channelNameFormat),
      },
      handler: async (c, { params, body }) =>
        createIncubatorChannel(
          db,
          await loadPolicyActor(c, db),
          { slug: params.slug, body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(chatEndpoints.updateChannel, {
      summary:
        "Renames, archives or restores an incubator's channel (its owner only); the general channel is never archived and a team's channel never changes.",
      tags: ["chat"],
      success: "The channel after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(CHAT_ERROR_MESSAGES.ownerOnly),
        404: channelNotFound,
        409: apiErrorResponse(
          `${CHAT_ERROR_MESSAGES.channelNameTaken}, or ${CHAT_ERROR_MESSAGES.generalChannelFixed}.`,
        ),
        422: apiErrorResponse(CHAT_ERROR_MESSAGES.channelNameFormat),
      },
      handler: async (c, { params, body }) =>
        updateChannel(
          db,
          await loadPolicyActor(c, db),
          { channelId: params.id, changes: body },
          { requestId: c.get("requestId") },
        ),
    }),
    defineEndpointRoute(chatEndpoints.history, {
      summary: "A page of the channel's messages, newest first; `nextCursor` leads to older ones.",
      tags: ["chat"],
      success: "The page of messages.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: channelNotFound, 422: apiErrorResponse("The cursor is invalid.") },
      handler: async (c, { params, query }) =>
        channelHistory(db, await loadPolicyActor(c, db), { channelId: params.id, ...query }),
    }),
    defineEndpointRoute(chatEndpoints.send, {
      summary:
        "Sends a message to the channel, or a reply in a thread with `parentId`; mentions are written `<@userId>`.",
      tags: ["chat"],
      success: "The message as sent; readers receive it on their stream.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(
          `In a direct conversation: ${DIRECT_MESSAGE_ERRORS.blockedByThem}, ${DIRECT_MESSAGE_ERRORS.blockedByYou}, or ${DIRECT_MESSAGE_ERRORS.noLongerShared}.`,
        ),
        404: apiErrorResponse(
          `${CHAT_ERROR_MESSAGES.channelNotFound}, or ${CHAT_ERROR_MESSAGES.messageNotFound}.`,
        ),
        409: apiErrorResponse(
          `${CHAT_ERROR_MESSAGES.channelArchived}, or ${CHAT_ERROR_MESSAGES.replyToReply}.`,
        ),
        422: apiErrorResponse(
          `${CHAT_ERROR_MESSAGES.messageEmpty}, or ${CHAT_ERROR_MESSAGES.messageTooLong}.`,
        ),
        429: apiErrorResponse(CHAT_ERROR_MESSAGES.tooManyMessages),
      },
      handler: async (c, { params, body }) => {
        const actor = await loadPolicyActor(c, db);
        if (actor.kind !== "user") return sendMessage(db, actor, { channelId: params.id, ...body });
        // The flood count and the channel's access in one round trip; a plain message takes its id too.
        const context = await loadSendContext(db, actor.userId, params.id, messageFlood.rule, {
          reserve: isPlainMessage(body),
        });
        return sendMessage(db, actor, { channelId: params.id, ...body }, context);
      },
    }),
    defineEndpointRoute(chatEndpoints.markRead, {
      summary: "Marks the channel read up to a message; the pointer only moves forward.",
      tags: ["chat"],
      success: "The pointer is where it should be.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: channelNotFound },
      handler: async (c, { params, body }) => {
        await markRead(db, await loadPolicyActor(c, db), { channelId: params.id, messageId: body.messageId });
      },
    }),
    defineEndpointRoute(chatEndpoints.edit, {
      summary: "The author changes their message's text; it shows as edited.",
      tags: ["chat"],
      success: "The message after the change.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(CHAT_ERROR_MESSAGES.authorOnly),
        404: messageNotFound,
        409: apiErrorResponse(CHAT_ERROR_MESSAGES.channelArchived),
        410: apiErrorResponse(CHAT_ERROR_MESSAGES.messageDeleted),
        422: apiErrorResponse(
          `${CHAT_ERROR_MESSAGES.messageEmpty}, or ${CHAT_ERROR_MESSAGES.messageTooLong}.`,
        ),
        429: apiErrorResponse(CHAT_ERROR_MESSAGES.tooManyChanges),
      },
      handler: async (c, { params, body }) =>
        editMessage(db, await countedChanger(c), { messageId: params.id, body: body.body }),
    }),
    defineEndpointRoute(chatEndpoints.delete, {
      summary: "The author deletes their message; its place in the channel and its thread remain.",
      tags: ["chat"],
      success: "The message is deleted.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(CHAT_ERROR_MESSAGES.authorOnly),
        404: messageNotFound,
      },
      handler: async (c, { params }) => {
        const { removedFiles } = await deleteMessage(db, await loadPolicyActor(c, db), {
          messageId: params.id,
        });
        await removeStoredFiles(storage, removedFiles);
      },
    }),
    defineEndpointRoute(chatEndpoints.report, {
      summary: "A reader reports another's message with a reason; the report waits for moderation.",
      tags: ["chat"],
      success: "The stored report.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(CHAT_ERROR_MESSAGES.ownMessageReport),
        404: messageNotFound,
        409: apiErrorResponse(REPORT_ERROR_MESSAGES.alreadyReported),
        410: apiErrorResponse(CHAT_ERROR_MESSAGES.messageDeleted),
        422: apiErrorResponse("Choose a reason for the report."),
        429: apiErrorResponse(CHAT_ERROR_MESSAGES.tooManyChanges),
      },
      handler: async (c, { params, body }) =>
        reportMessage(db, await countedChanger(c), { messageId: params.id, ...body }),
    }),
    defineEndpointRoute(chatEndpoints.thread, {
      summary: "A thread: its first message and its replies, oldest first.",
      tags: ["chat"],
      success: "The thread.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        404: messageNotFound,
        409: apiErrorResponse(CHAT_ERROR_MESSAGES.replyToReply),
      },
      handler: async (c, { params }) =>
        messageThread(db, await loadPolicyActor(c, db), { messageId: params.id }),
    }),
    ...(["addReaction", "removeReaction"] as const).map((name) =>
      defineEndpointRoute(chatEndpoints[name], {
        summary:
          name === "addReaction"
            ? "Adds the reader's reaction to a message (once per reaction); the author is notified."
            : "Takes back the reader's reaction to a message.",
        tags: ["chat"],
        success: "The message with its reactions.",
        middleware: [guards.requireUser],
        errors: {
          401: notSignedIn,
          404: apiErrorResponse(
            `${CHAT_ERROR_MESSAGES.messageNotFound}, or ${CHAT_ERROR_MESSAGES.reactionNotFound}.`,
          ),
          409: apiErrorResponse(CHAT_ERROR_MESSAGES.channelArchived),
          410: apiErrorResponse(CHAT_ERROR_MESSAGES.messageDeleted),
          429: apiErrorResponse(CHAT_ERROR_MESSAGES.tooManyChanges),
        },
        handler: async (c, { params }) =>
          setReaction(
            db,
            await countedChanger(c),
            {
              messageId: params.id,
              reaction: params.reaction,
              add: name === "addReaction",
            },
            { mergeWindowMs: env.REALTIME_MERGE_WINDOW_MS },
          ),
      }),
    ),
    defineEndpointRoute(chatEndpoints.uploadAttachment, {
      summary:
        "Uploads a file for the next message in the channel: an image, PDF, text or Word file of at most 10 MB in the multipart field `file`.",
      tags: ["chat"],
      success: "The file, to name in the message's `attachmentIds`.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        404: channelNotFound,
        409: apiErrorResponse(CHAT_ERROR_MESSAGES.channelArchived),
        413: apiErrorResponse(FILE_TOO_LARGE_MESSAGE),
        415: apiErrorResponse(
          `${FILE_TYPE_NOT_ALLOWED_MESSAGE} (judged by the file's bytes, name and declared type).`,
        ),
        422: apiErrorResponse("No file was sent in the field `file`, or it is empty."),
        429: apiErrorResponse(CHAT_ERROR_MESSAGES.tooManyMessages),
      },
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        // Refused before a byte of the file is read: only a reader's upload is worth receiving.
        await assertMayAttach(db, actor, params.id);
        if (actor.kind === "user") await messageFlood.consume(actor.userId);
        return receiveMultipartFile(
          c.req.raw,
          { field: "file", maxBytes: FILE_MAX_BYTES, accept: ALLOWED_FILE_TYPES.map((type) => type.mime) },
          (file, part) =>
            storeAttachment(db, storage, actor, { channelId: params.id, file, fileName: part.fileName }),
        );
      },
    }),
    defineEndpointRoute(chatEndpoints.attachmentFile, {
      summary: "A file sent in a chat message, for the readers of its channel only.",
      tags: ["chat"],
      success: "The file, with its real type; images inline, other files as a download.",
      successContentType: "*/*",
      middleware: [optionalSession(auth)],
      errors: {
        404: apiErrorResponse(
          "There is no file with this name (or it is in a channel the person cannot read).",
        ),
      },
      handler: async (c, { params }) =>
        attachmentResponse(c, db, storage, await loadPolicyActor(c, db), params.name),
    }),
    defineEndpointRoute(chatEndpoints.typing, {
      summary:
        "Tells the channel's other readers, live and without storing it, that the person is writing (at most every 2 s).",
      tags: ["chat"],
      success: "Told (or skipped as too soon after the last time).",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: channelNotFound },
      handler: async (c, { params, body }) => {
        await announceEphemeral(db, await loadPolicyActor(c, db), {
          channelId: params.id,
          kind: "typing",
          parentId: body.parentId,
          now: clock.now().getTime(),
        });
      },
    }),
    defineEndpointRoute(chatEndpoints.mentionCandidates, {
      summary: "The channel's readers whose name starts with the text typed after @, for the composer.",
      tags: ["chat"],
      success: "Up to eight people, by name.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: channelNotFound },
      handler: async (c, { params, query }) =>
        channelMentionCandidates(db, await loadPolicyActor(c, db), { channelId: params.id, q: query.q }),
    }),
    defineEndpointRoute(chatEndpoints.presence, {
      summary:
        "Tells the channel's other readers, live and without storing it, that the person has the channel open (at most every 10 s).",
      tags: ["chat"],
      success: "Told (or skipped as too soon after the last time).",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: channelNotFound },
      handler: async (c, { params }) => {
        await announceEphemeral(db, await loadPolicyActor(c, db), {
          channelId: params.id,
          kind: "presence",
          now: clock.now().getTime(),
        });
      },
    }),
    defineEndpointRoute(chatEndpoints.search, {
      summary:
        'Searches the messages of every channel the person reads (full-text: words, "a phrase", -without), newest first.',
      tags: ["chat"],
      success: "A page of matching messages with their channel and team or incubator.",
      middleware: [guards.requireUser],
      errors: {
        401: notSignedIn,
        422: apiErrorResponse(`${CHAT_ERROR_MESSAGES.searchTooShort}, or the cursor is invalid.`),
      },
      handler: async (c, { query }) => searchMessages(db, await loadPolicyActor(c, db), query),
    }),
    defineEndpointRoute(chatEndpoints.unread, {
      summary: "Unread and mention counts of every open channel the person reads, for the navigation.",
      tags: ["chat"],
      success: "The counts per channel.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c) => unreadSummary(db, await loadPolicyActor(c, db)),
    }),
  ];
}
