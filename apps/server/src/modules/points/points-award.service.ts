import { POINT_REASONS, type PointReason, type PointSourceKind } from "@hatchery/shared";
import type { Database } from "../../db/client";
import { pointsLedger } from "../../db/schema";

/* The points ledger's one write (docs/decisions/030-points-ledger.md). */

export interface Award {
  userIds: readonly string[];
  incubatorId: string | null;
  sourceKind: PointSourceKind;
  sourceId: string;
  reason: PointReason;
}

/**
 * The ledger's only write: an insert that a row already there for the same source turns into nothing.
 * Called by event projectors only (points-projector.ts, and an area's own list such as mentoring's),
 * never by request handlers.
 */
export async function awardPoints(tx: Database, award: Award): Promise<void> {
  if (award.userIds.length === 0) return;
  await tx
    .insert(pointsLedger)
    .values(
      award.userIds.map((userId) => ({
        userId,
        incubatorId: award.incubatorId,
        sourceKind: award.sourceKind,
        sourceId: award.sourceId,
        reason: award.reason,
        points: POINT_REASONS[award.reason],
      })),
    )
    .onConflictDoNothing();
}
