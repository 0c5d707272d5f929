import {
  type Endpoint,
  type EndpointInput,
  FEED_ERROR_MESSAGES,
  FILE_MAX_BYTES,
  feedEndpoints,
} from "@hatchery/shared";
import type { Context } from "hono";
import { loadPolicyActor } from "../../auth/actor-roles";
import { optionalSession } from "../../auth/guards";
import {
  type ApiRoute,
  apiErrorResponse,
  defineEndpointRoute,
  type EndpointRouteOptions,
} from "../../lib/api-route";
import type { AppEnv } from "../../lib/context";
import type { PolicyActor } from "../../lib/policy";
import { receiveMultipartFile } from "../../lib/storage/multipart-upload";
import { storedImageResponse } from "../../lib/storage/stored-images";
import { cacheViewerReads } from "../../lib/viewer-read-cache";
import type { ModuleDeps } from "../../module-deps";
import { type FeedScopeAccess, loadIncubatorFeedScope, loadTeamFeedScope } from "./feed-access";
import {
  createComment,
  deleteComment,
  hideComment,
  listComments,
  updateComment,
} from "./feed-comments.service";
import { assertMayUploadImage, FEED_IMAGE_MIME_TYPES, readFeedImage, storeFeedImage } from "./feed-images";
import {
  createPost,
  deleteItem,
  getFeedItem,
  hideItem,
  mentionCandidates,
  pinItem,
  updatePost,
} from "./feed-items.service";
import { getMutes, listHomeFeed, listScopeFeed, setMutes } from "./feed-pages.service";
import { listReactors, react, unreact } from "./feed-reactions.service";
import { reportContent } from "./feed-reports.service";

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

/**
 * The shape every feed route but the image file shares: tagged `feeds`, for a signed-in person (`read`)
 * or a verified one (`write`, which also refuses other sites), and run with the person as the policies
 * see them (`loadPolicyActor`), so a route states only its words and what it does.
 */
function feedRouteBuilder({ db, guards }: Pick<ModuleDeps, "db" | "guards">) {
  return function feedRoute<const E extends Endpoint>(
    endpoint: E,
    access: "read" | "write",
    options: Omit<EndpointRouteOptions<E>, "tags" | "middleware" | "handler"> & {
      /** Whether a person's repeated read may be answered from their own earlier answer. */
      keptPerViewer?: boolean;
      handler: (
        actor: PolicyActor,
        input: EndpointInput<E>,
        c: Context<AppEnv>,
      ) => ReturnType<EndpointRouteOptions<E>["handler"]>;
    },
  ): ApiRoute {
    const { handler, keptPerViewer = false, ...rest } = options;
    const guard = access === "read" ? guards.requireUser : guards.requireVerifiedEmail;
    return defineEndpointRoute(endpoint, {
      ...rest,
      tags: ["feeds"],
      middleware: keptPerViewer ? [guard, cacheViewerReads(db)] : [guard],
      handler: (async (c: Context<AppEnv>, input: EndpointInput<E>) =>
        handler(await loadPolicyActor(c, db), input, c)) as EndpointRouteOptions<E>["handler"],
    });
  };
}

export function feedsRoutes({ auth, db, env, guards, storage }: ModuleDeps): ApiRoute[] {
  const feedRoute = feedRouteBuilder({ db, guards });
  const siteUrl = env.PUBLIC_URL;
  const reactionDeps = { mergeWindowMs: env.REALTIME_MERGE_WINDOW_MS, siteUrl };
  const receiveImage = async (request: Request, actor: PolicyActor, access: FeedScopeAccess) => {
    // Refused before a byte of the file is read: only a member's upload is worth receiving.
    await assertMayUploadImage(db, actor, access);
    return receiveMultipartFile(
      request,
      { field: "file", maxBytes: FILE_MAX_BYTES, accept: FEED_IMAGE_MIME_TYPES },
      (file) => storeFeedImage(db, storage, actor, { scope: access.scope, file }),
    );
  };
  return [
    feedRoute(feedEndpoints.uploadIncubatorImage, "write", {
      summary:
        "Stores an image for a post in an incubator's feed: a JPEG, PNG, GIF or WebP of at most 10 MB in the multipart field `file`; the post embeds the address answered.",
      success: "The image's address.",
      errors: imageErrors,
      handler: async (actor, { params }, c) =>
        receiveImage(c.req.raw, actor, await loadIncubatorFeedScope(db, actor, params.slug)),
    }),
    feedRoute(feedEndpoints.uploadTeamImage, "write", {
      summary:
        "Stores an image for a post in a team's feed (its members): a JPEG, PNG, GIF or WebP of at most 10 MB in the multipart field `file`.",
      success: "The image's address.",
      errors: imageErrors,
      handler: async (actor, { params }, c) =>
        receiveImage(c.req.raw, actor, await loadTeamFeedScope(db, actor, params.slug)),
    }),
    defineEndpointRoute(feedEndpoints.imageFile, {
      summary:
        "An image of a post, by the name its upload answered: for the readers of the feed it was uploaded for, and its uploader (cached by their browser only).",
      tags: ["feeds"],
      success: "The image, with its real type.",
      successContentType: "image/*",
      // Who is asking matters only for a members-only team's image or a feed's.
      middleware: [optionalSession(auth)],
      errors: { 404: apiErrorResponse("There is no such image.") },
      handler: async (c, { params }) =>
        storedImageResponse(c, await readFeedImage(db, await loadPolicyActor(c, db), params, { storage })),
    }),
    feedRoute(feedEndpoints.home, "read", {
      summary:
        "The person's feed: everything from their incubators and teams, newest first (`latest`), or the week's items ranked by reactions and comments with a decay (`top`).",
      success: "A page of items.",
      errors: { 401: notSignedIn, 422: apiErrorResponse("The mode or the cursor is invalid.") },
      // Read on every visit to /feed; any write through this instance (a post, a reaction) ends reuse.
      keptPerViewer: true,
      handler: (actor, { query }) => listHomeFeed(db, actor, { ...query, siteUrl }),
    }),
    feedRoute(feedEndpoints.incubatorFeed, "read", {
      summary:
        "An incubator's feed, for its active members: pinned items first, then newest first or the week's top.",
      success: "A page of items with the scope and what the reader may do there.",
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (actor, { params, query }) =>
        listScopeFeed(db, actor, await loadIncubatorFeedScope(db, actor, params.slug), { ...query, siteUrl }),
    }),
    feedRoute(feedEndpoints.teamFeed, "read", {
      summary:
        "A team's feed, for its members (and the incubator's active members when the team is public): pinned items first, then newest first or the week's top.",
      success: "A page of items with the scope and what the reader may do there.",
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (actor, { params, query }) =>
        listScopeFeed(db, actor, await loadTeamFeedScope(db, actor, params.slug), { ...query, siteUrl }),
    }),
    feedRoute(feedEndpoints.postToIncubator, "write", {
      summary: `Writes a post (sanitised markdown) in an incubator's feed; the mentioned who can read it are told. At most 10 posts a minute.`,
      success: "The new post.",
      errors: {
        401: notSignedIn,
        403: unverified,
        404: feedNotFound,
        429: tooFast(FEED_ERROR_MESSAGES.postsTooFast),
      },
      handler: async (actor, { params, body }) =>
        createPost(db, actor, await loadIncubatorFeedScope(db, actor, params.slug), { ...body, siteUrl }),
    }),
    feedRoute(feedEndpoints.postToTeam, "write", {
      summary:
        "Writes a post (sanitised markdown) in a team's feed (its members); the mentioned who can read it are told.",
      success: "The new post.",
      errors: {
        401: notSignedIn,
        403: unverified,
        404: feedNotFound,
        429: tooFast(FEED_ERROR_MESSAGES.postsTooFast),
      },
      handler: async (actor, { params, body }) =>
        createPost(db, actor, await loadTeamFeedScope(db, actor, params.slug), { ...body, siteUrl }),
    }),
    feedRoute(feedEndpoints.item, "read", {
      summary: "One feed item, for those who read its feed.",
      success: "The item.",
      errors: { 401: notSignedIn, 404: itemNotFound },
      handler: (actor, { params }) => getFeedItem(db, actor, params.id, siteUrl),
    }),
    feedRoute(feedEndpoints.updateItem, "write", {
      summary: "Changes a post's text (its author); the post shows it was edited.",
      success: "The post after the change.",
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.authorOnly),
        404: itemNotFound,
        429: tooFast(FEED_ERROR_MESSAGES.changesTooFast),
      },
      handler: (actor, { params, body }) => updatePost(db, actor, params.id, { ...body, siteUrl }),
    }),
    feedRoute(feedEndpoints.deleteItem, "write", {
      summary:
        "Deletes an item (softly): its author, a team leader, the incubator owner or an administrator.",
      success: "The item is gone from its feed.",
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotDelete),
        404: itemNotFound,
      },
      handler: async (actor, { params }, c) => {
        await deleteItem(db, actor, params.id, { requestId: c.get("requestId") });
      },
    }),
    feedRoute(feedEndpoints.pinItem, "write", {
      summary: "Pins or unpins an item at the top of its feed: the incubator owner or the team's leader.",
      success: "The item after the change.",
      errors: { 401: notSignedIn, 403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotPin), 404: itemNotFound },
      handler: (actor, { params, body }, c) =>
        pinItem(db, actor, params.id, { pinned: body.pinned, siteUrl }, { requestId: c.get("requestId") }),
    }),
    feedRoute(feedEndpoints.hideItem, "write", {
      summary:
        "Hides an item from its feed at once (the incubator owner or an administrator), until moderation decides.",
      success: "The item is hidden.",
      errors: { 401: notSignedIn, 403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotHide), 404: itemNotFound },
      handler: async (actor, { params }, c) => {
        await hideItem(db, actor, params.id, { requestId: c.get("requestId") });
      },
    }),
    feedRoute(feedEndpoints.comments, "read", {
      summary: "An item's comments oldest first, replies among them with their parent's id.",
      success: "A page of comments.",
      errors: { 401: notSignedIn, 404: itemNotFound, 422: apiErrorResponse("The cursor is invalid.") },
      handler: (actor, { params, query }) => listComments(db, actor, params.id, { ...query, siteUrl }),
    }),
    feedRoute(feedEndpoints.createComment, "write", {
      summary:
        "Comments on an item, or replies to a top-level comment; the post's and the parent's authors and the mentioned are told. At most 30 comments a minute.",
      success: "The new comment.",
      errors: {
        401: notSignedIn,
        403: unverified,
        404: itemNotFound,
        422: apiErrorResponse(`${FEED_ERROR_MESSAGES.replyDepth}; ${FEED_ERROR_MESSAGES.bodyRequired}.`),
        429: tooFast(FEED_ERROR_MESSAGES.commentsTooFast),
      },
      handler: (actor, { params, body }) => createComment(db, actor, params.id, { ...body, siteUrl }),
    }),
    feedRoute(feedEndpoints.updateComment, "write", {
      summary: "Changes a comment's text (its author); the comment shows it was edited.",
      success: "The comment after the change.",
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.authorOnly),
        404: commentNotFound,
        429: tooFast(FEED_ERROR_MESSAGES.changesTooFast),
      },
      handler: (actor, { params, body }) => updateComment(db, actor, params.id, { ...body, siteUrl }),
    }),
    feedRoute(feedEndpoints.deleteComment, "write", {
      summary:
        "Deletes a comment (softly): its author, a team leader, the incubator owner or an administrator.",
      success: "The comment is gone.",
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotDelete),
        404: commentNotFound,
      },
      handler: async (actor, { params }, c) => {
        await deleteComment(db, actor, params.id, { requestId: c.get("requestId") });
      },
    }),
    feedRoute(feedEndpoints.hideComment, "write", {
      summary: "Hides a comment at once (the incubator owner or an administrator).",
      success: "The comment is hidden.",
      errors: {
        401: notSignedIn,
        403: apiErrorResponse(FEED_ERROR_MESSAGES.mayNotHide),
        404: commentNotFound,
      },
      handler: async (actor, { params }, c) => {
        await hideComment(db, actor, params.id, { requestId: c.get("requestId") });
      },
    }),
    feedRoute(feedEndpoints.reactors, "read", {
      summary: "Who reacted to an item, per reaction.",
      success: "The people per reaction.",
      errors: { 401: notSignedIn, 404: itemNotFound },
      handler: (actor, { params }) => listReactors(db, actor, params.id),
    }),
    feedRoute(feedEndpoints.react, "write", {
      summary:
        "Adds the caller's reaction (one of the fixed set) to an item; adding it again changes nothing.",
      success: "The item with its reactions.",
      errors: {
        401: notSignedIn,
        403: unverified,
        404: apiErrorResponse(`${FEED_ERROR_MESSAGES.itemNotFound}, or an unknown reaction.`),
        429: tooFast(FEED_ERROR_MESSAGES.changesTooFast),
      },
      handler: (actor, { params }) => react(db, actor, params.id, params.reaction, reactionDeps),
    }),
    feedRoute(feedEndpoints.unreact, "write", {
      summary: "Takes the caller's reaction back; taking back one not given changes nothing.",
      success: "The item with its reactions.",
      errors: {
        401: notSignedIn,
        403: unverified,
        404: apiErrorResponse(`${FEED_ERROR_MESSAGES.itemNotFound}, or an unknown reaction.`),
        429: tooFast(FEED_ERROR_MESSAGES.changesTooFast),
      },
      handler: (actor, { params }) => unreact(db, actor, params.id, params.reaction, reactionDeps),
    }),
    feedRoute(feedEndpoints.reportItem, "write", {
      summary: "Reports an item with a reason; the report waits for moderation.",
      success: "The stored report.",
      errors: {
        401: notSignedIn,
        403: unverified,
        404: itemNotFound,
        409: apiErrorResponse(FEED_ERROR_MESSAGES.alreadyReported),
      },
      handler: (actor, { params, body }) => reportContent(db, actor, { itemId: params.id }, body),
    }),
    feedRoute(feedEndpoints.reportComment, "write", {
      summary: "Reports a comment with a reason; the report waits for moderation.",
      success: "The stored report.",
      errors: {
        401: notSignedIn,
        403: unverified,
        404: commentNotFound,
        409: apiErrorResponse(FEED_ERROR_MESSAGES.alreadyReported),
      },
      handler: (actor, { params, body }) => reportContent(db, actor, { commentId: params.id }, body),
    }),
    feedRoute(feedEndpoints.mutes, "read", {
      summary: "The kinds of feed item the caller muted.",
      success: "The muted kinds.",
      errors: { 401: notSignedIn },
      handler: (actor) => getMutes(db, actor),
    }),
    feedRoute(feedEndpoints.setMutes, "read", {
      summary: "Replaces the kinds of feed item the caller mutes.",
      success: "The muted kinds.",
      errors: { 401: notSignedIn },
      handler: (actor, { body }) => setMutes(db, actor, body.mutedKinds),
    }),
    feedRoute(feedEndpoints.incubatorMentionCandidates, "read", {
      summary: "People who read an incubator's feed whose name starts with the text typed after @.",
      success: "Up to eight people.",
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (actor, { params, query }) =>
        mentionCandidates(db, actor, await loadIncubatorFeedScope(db, actor, params.slug), query.q),
    }),
    feedRoute(feedEndpoints.teamMentionCandidates, "read", {
      summary: "People who read a team's feed whose name starts with the text typed after @.",
      success: "Up to eight people.",
      errors: { 401: notSignedIn, 403: notReader, 404: feedNotFound },
      handler: async (actor, { params, query }) =>
        mentionCandidates(db, actor, await loadTeamFeedScope(db, actor, params.slug), query.q),
    }),
  ];
}
