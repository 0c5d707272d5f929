import type { FundingReportResponse } from "@hatchery/shared";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { fundingApplications, teams } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { assertCan } from "./funding-awards.policy";
import { awardsOf, callFigures, isOwnerOrAdmin, loadCall } from "./funding-reviews.records";

/*
 * The owner's report of a call (docs/decisions/059-business-funding.md, "Review, decisions and
 * awards"): the pool, what the awards commit, what their tranches released and what remains, and each
 * award with its tranches; as JSON for the page, or as CSV for a spreadsheet.
 */

export async function fundingReport(
  db: Database,
  actor: PolicyActor,
  callId: string,
): Promise<FundingReportResponse> {
  const { call, incubator } = await loadCall(db, callId);
  assertCan(actor, "report", { kind: "call", isOwner: isOwnerOrAdmin(actor, incubator.ownerId) });
  const awarded = await db
    .select({ applicationId: fundingApplications.id, team: { slug: teams.slug, name: teams.name } })
    .from(fundingApplications)
    .innerJoin(teams, eq(teams.id, fundingApplications.teamId))
    .where(and(eq(fundingApplications.callId, call.id), eq(fundingApplications.status, "awarded")))
    .orderBy(asc(teams.name));
  const awards = await awardsOf(
    db,
    awarded.map((row) => row.applicationId),
  );
  return {
    call: await callFigures(db, call, incubator),
    awards: awarded.flatMap(({ applicationId, team }) => {
      const award = awards.find((entry) => entry.applicationId === applicationId);
      return award ? [{ ...award, team }] : [];
    }),
  };
}

/**
 * One CSV field: quoted when it holds a separator, a quote or a line break, and a text a spreadsheet
 * would run as a formula (=, +, -, @) kept as text with a leading apostrophe.
 */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Amounts in the call's currency as plain decimals (1234.56), which spreadsheets read as numbers. */
function decimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

export const FUNDING_REPORT_CSV_HEADER = [
  "Team",
  "Award",
  "Tranche",
  "Tranche amount",
  "Milestone",
  "Status",
  "Released at",
  "Payment reference",
  "Currency",
];

/** The report as CSV: a row per tranche, after a header; the call's figures in its first row. */
export function fundingReportCsv(report: FundingReportResponse): string {
  const { call } = report;
  const lines = [
    [
      "Call",
      call.title,
      "Pool",
      decimal(call.poolCents),
      "Committed",
      decimal(call.committedCents),
      "Released",
      decimal(call.releasedCents),
      "Remaining",
      decimal(call.remainingCents),
    ],
    FUNDING_REPORT_CSV_HEADER,
  ];
  for (const award of report.awards) {
    for (const tranche of award.tranches) {
      lines.push([
        award.team.name,
        decimal(award.amountCents),
        String(tranche.position),
        decimal(tranche.amountCents),
        tranche.milestone?.title ?? "",
        tranche.status,
        tranche.releasedAt ?? "",
        tranche.paymentReference,
        call.currency,
      ]);
    }
  }
  return `${lines.map((line) => line.map(field).join(",")).join("\r\n")}\r\n`;
}

/** The file name the CSV is saved under. */
export function fundingReportFileName(report: FundingReportResponse): string {
  const slug =
    report.call.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "call";
  return `funding-report-${slug}.csv`;
}
