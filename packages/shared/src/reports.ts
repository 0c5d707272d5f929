import { z } from "zod";
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS } from "./report-model";

/** The schemas of reports (docs/decisions/034-reports.md); the constants are report-model.ts. */

/** The body of every report: a reason and, optionally, what the moderators should know. */
export const reportContentSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: "Choose a reason for the report" }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, {
      error: `Details can be at most ${REPORT_DETAILS_MAX_LENGTH} characters`,
    })
    .default(""),
});

export const reportResponseSchema = z.object({ reportId: z.string() });
export type ReportResponse = z.infer<typeof reportResponseSchema>;
