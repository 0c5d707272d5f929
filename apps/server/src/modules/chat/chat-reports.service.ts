import { CHAT_ERROR_MESSAGES, type ReportReason } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { PolicyActor } from "../../lib/policy";
import { fileReport } from "../reports/reports.service";
import * as chatPolicy from "./chat.policy";
import { chatResourceOf, loadReadableMessage, userIdOf } from "./chat-readers";

/**
 * A reader reports another's message to the moderators (decision 034): 404 for a message of a channel
 * they cannot read, 403 for their own, 410 once deleted (nothing is left to judge), 409 while their
 * earlier report of it is open, as for a post or comment.
 */
export async function reportMessage(
  db: Database,
  actor: PolicyActor,
  input: { messageId: string; reason: ReportReason; details: string },
): Promise<{ reportId: string }> {
  const reporterId = userIdOf(actor);
  const { row, access } = await loadReadableMessage(db, reporterId, input.messageId);
  chatPolicy.assertCan(actor, "reportMessage", { ...chatResourceOf(access), message: row });
  if (row.deletedAt !== null) throw new AppError("gone", CHAT_ERROR_MESSAGES.messageDeleted);
  return db.transaction((tx) =>
    fileReport(tx, {
      reporterId,
      contentKind: "chat_message",
      contentId: String(row.id),
      reason: input.reason,
      details: input.details,
    }),
  );
}
