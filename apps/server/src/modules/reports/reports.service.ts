import { REPORT_ERROR_MESSAGES, type ReportContentKind, type ReportReason } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { reports } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { announceToModerators, incubatorOfContent } from "./report-scope.service";

/**
 * Storing a report of any content (docs/decisions/034-reports.md). The caller has checked, by its own
 * module's policy, that the reporter may see and report the content; this is what every report then
 * does alike: one open report per person and content, and the moderators (the administrators and the
 * owner of the content's incubator, decision 055) told at once.
 */
export async function fileReport(
  tx: Database,
  report: {
    reporterId: string;
    contentKind: ReportContentKind;
    contentId: string;
    reason: ReportReason;
    details: string;
  },
): Promise<{ reportId: string }> {
  const [row] = await tx
    .insert(reports)
    .values({
      contentKind: report.contentKind,
      contentId: report.contentId,
      reporterId: report.reporterId,
      reason: report.reason,
      // PostgreSQL's text holds no NUL character.
      details: report.details.replaceAll("\u0000", ""),
    })
    .onConflictDoNothing()
    .returning({ id: reports.id });
  // The person's earlier report of this content is still open: a second one is refused, as it was.
  if (!row) throw new AppError("conflict", REPORT_ERROR_MESSAGES.alreadyReported);
  const { ownerId } = await incubatorOfContent(tx, report.contentKind, report.contentId);
  await announceToModerators(tx, ownerId, "report.created", {
    reportId: row.id,
    contentKind: report.contentKind,
    contentId: report.contentId,
  });
  return { reportId: row.id };
}
