import {
  type AuditAction,
  MODERATION_MESSAGES,
  PRODUCT_NAME,
  REPORT_CONTENT_KIND_LABELS,
  type ReportContentKind,
  type ReportResolution,
} from "@hatchery/shared";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mentoringReviews, reports, users } from "../../db/schema";
import { type AuditOptions, recordAudit } from "../../lib/audit";
import { renderEmail, siteUrl } from "../../lib/email-layout";
import { AppError } from "../../lib/errors";
import { enqueueEmail } from "../../lib/outbox";
import type { PolicyActor } from "../../lib/policy";
import { disableAccount } from "../admin-users/account-status.service";
import { setMessageHidden } from "../chat/chat-moderation.service";
import { setCommentHidden, setItemHidden } from "../feeds/feed-moderation.service";
import { notify } from "../notifications/notify.service";
import { announceToModerators } from "../reports/report-scope.service";
import * as moderationPolicy from "./moderation.policy";
import { type ContentView, loadContents } from "./moderation-content";

/**
 * What a moderator does with reported content (docs/decisions/055-moderation-queue.md): hide it,
 * restore it, dismiss its reports, warn or suspend its author. Each is decided by the moderation policy, audited
 * in its transaction, records on the reports who handled them, when and how, and updates the queues live.
 */

export interface ContentRef {
  kind: ReportContentKind;
  id: string;
}

export const MODERATION_WARNING_EMAIL_KIND = "moderation-warning";

function moderatorId(actor: PolicyActor): string {
  if (actor.kind !== "user") throw new AppError("unauthenticated", "Please sign in to continue.");
  return actor.userId;
}

/** The content as it is, the actor's right to the action checked: 404 for content that is gone. */
async function loadTarget(
  tx: Database,
  actor: PolicyActor,
  ref: ContentRef,
  action: "hide" | "restore" | "dismiss" | "warn" | "suspend",
): Promise<ContentView> {
  const content = (await loadContents(tx, [ref])).values().next().value;
  if (!content || content.state === "missing")
    throw new AppError("not_found", MODERATION_MESSAGES.contentNotFound);
  moderationPolicy.assertCan(actor, action, {
    ownsIncubator: content.ownerId !== null && content.ownerId === moderatorId(actor),
  });
  return content;
}

/** Closes the content's open reports as handled by the moderator; how many were open. */
async function handleOpenReports(
  tx: Database,
  handlerId: string,
  ref: ContentRef,
  resolution: ReportResolution,
): Promise<number> {
  const handled = await tx
    .update(reports)
    .set({
      status: resolution === "dismissed" ? "dismissed" : "resolved",
      resolution,
      handlerId,
      handledAt: sql`now()`,
    })
    .where(and(eq(reports.contentKind, ref.kind), eq(reports.contentId, ref.id), eq(reports.status, "open")))
    .returning({ id: reports.id });
  return handled.length;
}

async function setReviewHidden(tx: Database, id: string, hiddenBy: string | null) {
  const [before] = await tx.select().from(mentoringReviews).where(eq(mentoringReviews.id, id)).for("update");
  if (!before) return null;
  const [after] = await tx
    .update(mentoringReviews)
    .set(
      hiddenBy === null
        ? { hiddenAt: null, hiddenBy: null }
        : { hiddenAt: before.hiddenAt ?? new Date(), hiddenBy },
    )
    .where(eq(mentoringReviews.id, id))
    .returning();
  return after ? { before, after } : null;
}

/** Hides or restores the content in its own module; its hidden time before and after. */
async function setHidden(
  tx: Database,
  ref: ContentRef,
  hiddenBy: string | null,
): Promise<{ before: { hiddenAt: Date | null }; after: { hiddenAt: Date | null } } | null> {
  switch (ref.kind) {
    case "feed_item":
      return setItemHidden(tx, ref.id, hiddenBy);
    case "feed_comment":
      return setCommentHidden(tx, ref.id, hiddenBy);
    case "chat_message":
      return setMessageHidden(tx, Number(ref.id), hiddenBy);
    case "mentor_review":
      return setReviewHidden(tx, ref.id, hiddenBy);
  }
}

const HIDE_ACTIONS: Record<ReportContentKind, { hide: AuditAction; restore: AuditAction }> = {
  feed_item: { hide: "feed_item.hide", restore: "feed_item.restore" },
  feed_comment: { hide: "feed_comment.hide", restore: "feed_comment.restore" },
  chat_message: { hide: "chat_message.hide", restore: "chat_message.restore" },
  mentor_review: { hide: "mentor_review.hide", restore: "mentor_review.restore" },
};

async function changeVisibility(
  db: Database,
  actor: PolicyActor,
  ref: ContentRef,
  hide: boolean,
  options: AuditOptions,
): Promise<void> {
  const userId = moderatorId(actor);
  await db.transaction(async (tx) => {
    const content = await loadTarget(tx, actor, ref, hide ? "hide" : "restore");
    const changed = await setHidden(tx, ref, hide ? userId : null);
    if (!changed) throw new AppError("not_found", MODERATION_MESSAGES.contentNotFound);
    await recordAudit(tx, {
      actor,
      action: HIDE_ACTIONS[ref.kind][hide ? "hide" : "restore"],
      target: { type: ref.kind, id: ref.id },
      before: { hiddenAt: changed.before.hiddenAt },
      after: { hiddenAt: changed.after.hiddenAt },
      requestId: options.requestId,
    });
    // Hiding answers the reports; restoring leaves them as they were handled.
    if (hide) await handleOpenReports(tx, userId, ref, "hidden");
    await announceToModerators(tx, content.ownerId, "report.handled", {
      contentKind: ref.kind,
      contentId: ref.id,
    });
  });
}

/** Hides the content from everyone but its moderators, and resolves its open reports. */
export function hideContent(db: Database, actor: PolicyActor, ref: ContentRef, options: AuditOptions = {}) {
  return changeVisibility(db, actor, ref, true, options);
}

/** Shows hidden content again, where it was. */
export function restoreContent(
  db: Database,
  actor: PolicyActor,
  ref: ContentRef,
  options: AuditOptions = {},
) {
  return changeVisibility(db, actor, ref, false, options);
}

/** Dismisses the content's open reports: nothing to do about it. Dismissing none changes nothing. */
export async function dismissReports(
  db: Database,
  actor: PolicyActor,
  ref: ContentRef,
  options: AuditOptions = {},
): Promise<void> {
  const userId = moderatorId(actor);
  await db.transaction(async (tx) => {
    const content = await loadTarget(tx, actor, ref, "dismiss");
    const dismissed = await handleOpenReports(tx, userId, ref, "dismissed");
    if (dismissed === 0) return;
    await recordAudit(tx, {
      actor,
      action: "report.dismiss",
      target: { type: ref.kind, id: ref.id },
      before: { openReports: dismissed },
      after: { openReports: 0 },
      requestId: options.requestId,
    });
    await announceToModerators(tx, content.ownerId, "report.handled", {
      contentKind: ref.kind,
      contentId: ref.id,
    });
  });
}

/**
 * Warns the content's author with the moderator's words: a notification and an email (sent whatever
 * the person chose for notifications: it is about their account's standing). Resolves the open reports.
 */
export async function warnAuthor(
  db: Database,
  actor: PolicyActor,
  ref: ContentRef,
  input: { message: string; publicUrl: string },
  options: AuditOptions = {},
): Promise<void> {
  const userId = moderatorId(actor);
  await db.transaction(async (tx) => {
    const content = await loadTarget(tx, actor, ref, "warn");
    const [author] =
      content.authorId === null
        ? []
        : await tx
            .select({ id: users.id, email: users.email, firstName: users.firstName })
            .from(users)
            .where(eq(users.id, content.authorId));
    if (!author) throw new AppError("conflict", MODERATION_MESSAGES.authorGone);
    const what = REPORT_CONTENT_KIND_LABELS[ref.kind].toLowerCase();
    const path = content.path ?? "/notifications";
    await notify(tx, [author.id], {
      kind: "moderation",
      actorId: userId,
      title: `A moderator warned you about your ${what}`,
      excerpt: input.message,
      url: path,
      subject: { contentKind: ref.kind, contentId: ref.id },
    });
    await enqueueEmail(
      tx,
      renderEmail({
        kind: MODERATION_WARNING_EMAIL_KIND,
        to: author.email,
        subject: `A warning from the ${PRODUCT_NAME} moderators`,
        greetingName: author.firstName ?? "",
        paragraphs: [
          `A moderator looked at your ${what} in ${content.where} after it was reported, and asks you to read this:`,
        ],
        quote: input.message,
        action: { label: `Open ${PRODUCT_NAME}`, url: siteUrl(input.publicUrl, path) },
        footnote: "Please keep to the community's rules: content that breaks them may be hidden.",
      }),
    );
    await handleOpenReports(tx, userId, ref, "warned");
    await recordAudit(tx, {
      actor,
      action: "report.warn",
      target: { type: ref.kind, id: ref.id },
      before: {},
      after: { warnedUserId: author.id, message: input.message },
      requestId: options.requestId,
    });
    await announceToModerators(tx, content.ownerId, "report.handled", {
      contentKind: ref.kind,
      contentId: ref.id,
    });
  });
}

/**
 * Suspends the content's author: their account is disabled as an administrator disables it from the
 * Users section (decision 053), sessions ended and sign-in refused, audited there as `account.disable`.
 * The reports stay open: hiding or dismissing the content is a decision of its own.
 */
export async function suspendAuthor(
  db: Database,
  actor: PolicyActor,
  ref: ContentRef,
  input: { reason?: string | undefined },
  now: Date,
  options: AuditOptions = {},
): Promise<void> {
  const authorId = await db.transaction(async (tx) => {
    const content = await loadTarget(tx, actor, ref, "suspend");
    if (content.authorId === null) throw new AppError("conflict", MODERATION_MESSAGES.authorGone);
    return content.authorId;
  });
  await disableAccount(db, actor, { userId: authorId, reason: input.reason }, now, options);
}
