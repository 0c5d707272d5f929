import { FEED_ERROR_MESSAGES, FILE_MAX_BYTES, feedEndpoints } from "@hatchery/shared";
import type { ModuleDeps } from "../../app";
import { loadPolicyActor } from "../../auth/actor-roles";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import { type FeedScopeAccess, loadIncubatorFeedScope, loadTeamFeedScope } from "./feed-access";
import {
  createComment,
  deleteComment,
  hideComment,
  listComments,
  listReactors,
  react,
  reportContent,
  unreact,
  updateComment,
} from "./feed-comments.service";
import {
  assertMayUploadImage,
  createPost,
  deleteItem,
  FEED_IMAGE_MIME_TYPES,
  getFeedItem,
  getMutes,
  hideItem,
  listHomeFeed,
  listScopeFeed,
  mentionCandidates,
  pinItem,
  readFeedImage,
  setMutes,
  storeFeedImage,
  updatePost,
} from "./feed-items.service";
import { registerFeedProjectors } from "./feed-projector";

const notSignedIn = apiErrorResponse("Please sign in to continue.");
const unverified = apiErrorResponse(
  "Email verification required, or the request came from another site; or the action is not the caller's to take.",
);
const feedNotFound = apiErrorResponse(
  `${FEED_ERROR_MESSAGES.feedNotFound} (also for a team the caller may not see).`,
);
const notReader = apiErrorResponse(FEED_ERROR_MESSAGES.readOnlyMembers);
const itemNotFound = apiErrorResponse(
  `${FEED_ERROR_MESSAGES.itemNotFound} (also for a deleted item, or one of a feed the caller does not read).`,
);
const commentNotFound = apiErrorResponse(`${FEED_ERROR_MESSAGES.commentNotFound} (or its post).`);
const tooFast = (message: string) => apiErrorResponse(message);

const imageErrors = {
  401: notSignedIn,
  403: apiErrorResponse(`${FEED_ERROR_MESSAGES.postOnlyMembers}, or the email address is not verified.`),
  404: feedNotFound,
  413: apiErrorResponse("File size exceeds 10MB limit"),
  415: apiErrorResponse("File type not allowed (judged by the file's bytes, name and declared type)."),
  422: apiErrorResponse("No file was sent in the field `file`."),
  429: apiErrorResponse("Too many images in a minute."),
};

export function feedsRoutes({ db, guards, storage }: ModuleDeps): ApiRoute[] {
  registerFeedProjectors();
  const receiveImage = async (
    request: Request,
    actor: Parameters<typeof assertMayUploadImage>[1],
    access: FeedScopeAccess,
  ) => {
    // Refused before a byte of the file is read: only a member's upload is worth receiving.
    await assertMayUploadImage(db, actor, access);
    return receiveMultipartFile(
      request,
      { field: "file", maxBytes: FILE_MAX_BYTES, accept: FEED_IMAGE_MIME_TYPES },
      (file) => storeFeedImage(db, storage, actor, file),
    );
  };
  return [
    defineEndpointRoute(feedEndpoints.uploadIncubatorImage, {
      summary:
        "Stores an image for a post in an incubator's feed: a JPEG, PNG, GIF or WebP of at most 10 MB in the multipart field `file`; the post embeds the address answered.",
      tags: ["feeds"],
      success: "The image's address.",
      middleware: [guards.requireVerifiedEmail],
      errors: imageErrors,
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        return receiveImage(c.req.raw, actor, await loadIncubatorFeedScope(db, actor, params.slug));
      },
    }),
    defineEndpointRoute(feedEndpoints.uploadTeamImage, {
      summary:
        "Stores an image for a post in a team's feed (its members): a JPEG, PNG, GIF or WebP of at most 10 MB in the multipart field `file`.",
      tags: ["feeds"],
      success: "The image's address.",
      middleware: [guards.requireVerifiedEmail],
      errors: imageErrors,
      handler: async (c, { params }) => {
        const actor = await loadPolicyActor(c, db);
        return receiveImage(c.req.raw, actor, await loadTeamFeedScope(db, actor, params.slug));
      },
    }),
    defineEndpointRoute(feedEndpoints.imageFile, {
      summary: "An image of a post, by the name its upload answered.",
      tags: ["feeds"],
      success: "The image, with its real type.",
      successContentType: "image/*",
      errors: { 404: apiErrorResponse("There is no such image.") },
      handler: async (c, { params }) => storedImageResponse(c, await readFeedImage(storage, params.name)),
    }),
    defineEndpointRoute(feedEndpoints.home, {
      summary:
        "The person's feed: everything from their incubators and teams, newest first (`latest`), or the week's items ranked by reactions and comments with a decay (`top`).",
      tags: ["feeds"],
      success: "A page of items.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 422: apiErrorResponse("The mode or the cursor is invalid.") },
      handler: async (c, { query }) => listHomeFeed(db, await loadPolicyActor(c, db), query),
    }),
    defineEndpointRoute(feedEndpoints.incubatorFeed, {
      summary:
        "An incubator's feed, for its active members: pinned items first, then newest first or the week's top.",
      tags: ["feeds"],
      success: "A page of items with the scope and what the reader may do there.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (c, { params, query }) => {
        const actor = await loadPolicyActor(c, db);
        return listScopeFeed(db, actor, await loadIncubatorFeedScope(db, actor, params.slug), query);
      },
    }),
    defineEndpointRoute(feedEndpoints.teamFeed, {
      summary:
        "A team's feed, for its members (and the incubator's active members when the team is public): pinned items first, then newest first or the week's top.",
      tags: ["feeds"],
      success: "A page of items with the scope and what the reader may do there.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (c, { params, query }) => {
        const actor = await loadPolicyActor(c, db);
        return listScopeFeed(db, actor, await loadTeamFeedScope(db, actor, params.slug), query);
      },
    }),
    defineEndpointRoute(feedEndpoints.postToIncubator, {
      summary: `Writes a post (sanitised markdown) in an incubator's feed; the mentioned who can read it are told. At most 10 posts a minute.`,
      tags: ["feeds"],
      success: "The new post.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: unverified,
        404: feedNotFound,
        429: tooFast(FEED_ERROR_MESSAGES.postsTooFast),
      },
      handler: async (c, { params, body }) => {
        const actor = await loadPolicyActor(c, db);
        return createPost(db, actor, await loadIncubatorFeedScope(db, actor, params.slug), body);
      },
    }),
    defineEndpointRoute(feedEndpoints.postToTeam, {
      summary:
        "Writes a post (sanitised markdown) in a team's feed (its members); the mentioned who can read it are told.",
      tags: ["feeds"],
      success: "The new post.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: unverified,
        404: feedNotFound,
        429: tooFast(FEED_ERROR_MESSAGES.postsTooFast),
      },
      handler: async (c, { params, body }) => {
        const actor = await loadPolicyActor(c, db);
        return createPost(db, actor, await loadTeamFeedScope(db, actor, params.slug), body);
      },
    }),
    defineEndpointRoute(feedEndpoints.item, {
      summary: "One feed item, for those who read its feed.",
      tags: ["feeds"],
      success: "The item.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: itemNotFound },
      handler: async (c, { params }) => getFeedItem(db, await loadPolicyActor(c, db), params.id),
    }),
    defineEndpointRoute(feedEndpoints.updateItem, {
      summary: "Changes a post's text (its author); the post shows it was edited.",
      tags: ["feeds"],
      success: "The post after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: apiErrorResponse(FEED_ERROR_MESSAGES.authorOnly), 404: itemNotFound },
      handler: async (c, { params, body }) => updatePost(db, await loadPolicyActor(c, db), params.id, body),
    }),
    defineEndpointRoute(feedEndpoints.deleteItem, {
      summary:
        "Deletes an item (softly): its author, a team leader, the incubator owner or an administrator.",
      tags: ["feeds"],
      success: "The item is gone from its feed.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotDelete),
        404: itemNotFound,
      },
      handler: async (c, { params }) => {
        await deleteItem(db, await loadPolicyActor(c, db), params.id);
      },
    }),
    defineEndpointRoute(feedEndpoints.pinItem, {
      summary: "Pins or unpins an item at the top of its feed: the incubator owner or the team's leader.",
      tags: ["feeds"],
      success: "The item after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotPin), 404: itemNotFound },
      handler: async (c, { params, body }) =>
        pinItem(db, await loadPolicyActor(c, db), params.id, body.pinned),
    }),
    defineEndpointRoute(feedEndpoints.hideItem, {
      summary:
        "Hides an item from its feed at once (the incubator owner or an administrator), until moderation decides.",
      tags: ["feeds"],
      success: "The item is hidden.",
      middleware: [guards.requireVerifiedEmail],
      errors: { 401: notSignedIn, 403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotHide), 404: itemNotFound },
      handler: async (c, { params }) => {
        await hideItem(db, await loadPolicyActor(c, db), params.id);
      },
    }),
    defineEndpointRoute(feedEndpoints.comments, {
      summary: "An item's comments oldest first, replies among them with their parent's id.",
      tags: ["feeds"],
      success: "A page of comments.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: itemNotFound, 422: apiErrorResponse("The cursor is invalid.") },
      handler: async (c, { params, query }) =>
        listComments(db, await loadPolicyActor(c, db), params.id, query),
    }),
    defineEndpointRoute(feedEndpoints.createComment, {
      summary:
        "Comments on an item, or replies to a top-level comment; the post's and the parent's authors and the mentioned are told. At most 30 comments a minute.",
      tags: ["feeds"],
      success: "The new comment.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: unverified,
        404: itemNotFound,
        422: apiErrorResponse(`${FEED_ERROR_MESSAGES.replyDepth}; ${FEED_ERROR_MESSAGES.bodyRequired}.`),
        429: tooFast(FEED_ERROR_MESSAGES.commentsTooFast),
      },
      handler: async (c, { params, body }) =>
        createComment(db, await loadPolicyActor(c, db), params.id, body),
    }),
    defineEndpointRoute(feedEndpoints.updateComment, {
      summary: "Changes a comment's text (its author); the comment shows it was edited.",
      tags: ["feeds"],
      success: "The comment after the change.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.authorOnly),
        404: commentNotFound,
      },
      handler: async (c, { params, body }) =>
        updateComment(db, await loadPolicyActor(c, db), params.id, body),
    }),
    defineEndpointRoute(feedEndpoints.deleteComment, {
      summary:
        "Deletes a comment (softly): its author, a team leader, the incubator owner or an administrator.",
      tags: ["feeds"],
      success: "The comment is gone.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotDelete),
        404: commentNotFound,
      },
      handler: async (c, { params }) => {
        await deleteComment(db, await loadPolicyActor(c, db), params.id);
      },
    }),
    defineEndpointRoute(feedEndpoints.hideComment, {
      summary: "Hides a comment at once (the incubator owner or an administrator).",
      tags: ["feeds"],
      success: "The comment is hidden.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotHide),
        404: commentNotFound,
      },
      handler: async (c, { params }) => {
        await hideComment(db, await loadPolicyActor(c, db), params.id);
      },
    }),
    defineEndpointRoute(feedEndpoints.reactors, {
      summary: "Who reacted to an item, per reaction.",
      tags: ["feeds"],
      success: "The people per reaction.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 404: itemNotFound },
      handler: async (c, { params }) => listReactors(db, await loadPolicyActor(c, db), params.id),
    }),
    defineEndpointRoute(feedEndpoints.react, {
      summary:
        "Adds the caller's reaction (one of the fixed set) to an item; adding it again changes nothing.",
      tags: ["feeds"],
      success: "The item with its reactions.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: unverified,
        404: apiErrorResponse(`${FEED_ERROR_MESSAGES.itemNotFound}, or an unknown reaction.`),
      },
      handler: async (c, { params }) => react(db, await loadPolicyActor(c, db), params.id, params.reaction),
    }),
    defineEndpointRoute(feedEndpoints.unreact, {
      summary: "Takes the caller's reaction back; taking back one not given changes nothing.",
      tags: ["feeds"],
      success: "The item with its reactions.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: unverified,
        404: apiErrorResponse(`${FEED_ERROR_MESSAGES.itemNotFound}, or an unknown reaction.`),
      },
      handler: async (c, { params }) => unreact(db, await loadPolicyActor(c, db), params.id, params.reaction),
    }),
    defineEndpointRoute(feedEndpoints.reportItem, {
      summary: "Reports an item with a reason; the report waits for moderation.",
      tags: ["feeds"],
      success: "The stored report.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: unverified,
        404: itemNotFound,
        409: apiErrorResponse(FEED_ERROR_MESSAGES.alreadyReported),
      },
      handler: async (c, { params, body }) =>
        reportContent(db, await loadPolicyActor(c, db), { itemId: params.id }, body),
    }),
    defineEndpointRoute(feedEndpoints.reportComment, {
      summary: "Reports a comment with a reason; the report waits for moderation.",
      tags: ["feeds"],
      success: "The stored report.",
      middleware: [guards.requireVerifiedEmail],
      errors: {
        401: notSignedIn,
        403: unverified,
        404: commentNotFound,
        409: apiErrorResponse(FEED_ERROR_MESSAGES.alreadyReported),
      },
      handler: async (c, { params, body }) =>
        reportContent(db, await loadPolicyActor(c, db), { commentId: params.id }, body),
    }),
    defineEndpointRoute(feedEndpoints.mutes, {
      summary: "The kinds of feed item the caller muted.",
      tags: ["feeds"],
      success: "The muted kinds.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c) => getMutes(db, await loadPolicyActor(c, db)),
    }),
    defineEndpointRoute(feedEndpoints.setMutes, {
      summary: "Replaces the kinds of feed item the caller mutes.",
      tags: ["feeds"],
      success: "The muted kinds.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn },
      handler: async (c, { body }) => setMutes(db, await loadPolicyActor(c, db), body.mutedKinds),
    }),
    defineEndpointRoute(feedEndpoints.incubatorMentionCandidates, {
      summary: "People who read an incubator's feed whose name starts with the text typed after @.",
      tags: ["feeds"],
      success: "Up to eight people.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (c, { params, query }) => {
        const actor = await loadPolicyActor(c, db);
        return mentionCandidates(db, actor, await loadIncubatorFeedScope(db, actor, params.slug), query.q);
      },
    }),
    defineEndpointRoute(feedEndpoints.teamMentionCandidates, {
      summary: "People who read a team's feed whose name starts with the text typed after @.",
      tags: ["feeds"],
      success: "Up to eight people.",
      middleware: [guards.requireUser],
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (c, { params, query }) => {
        const actor = await loadPolicyActor(c, db);
        return mentionCandidates(db, actor, await loadTeamFeedScope(db, actor, params.slug), query.q);
      },
    }),
  ];
}
