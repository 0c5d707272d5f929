import { LEADERBOARD_ERROR_MESSAGES } from "@hatchery/shared";
import { AppError } from "../../lib/errors";
import { definePolicy, type PolicyActor } from "../../lib/policy";
import { type IncubatorPlace, seesEveryTeamOf } from "../access/team-access";

export type PointsAction = "readLeaderboard" | "readOwnPoints";

/** The board asked for: the platform's, or an incubator's with where the reader stands in it. */
export type LeaderboardResource = { kind: "platform" } | { kind: "incubator"; place: IncubatorPlace };

/**
 * Signed-in people read the platform's board and their own points anywhere. An incubator's board,
 * which names who earned what inside it, is for those who see all of its teams (its active members,
 * its owner and administrators), as its positions page is (docs/decisions/030-points-ledger.md).
 */
function refusal(actor: PolicyActor, action: PointsAction, board: LeaderboardResource): AppError | null {
  if (actor.kind !== "user") return new AppError("unauthenticated");
  if (action === "readOwnPoints" || board.kind === "platform") return null;
  return seesEveryTeamOf(actor, board.place)
    ? null
    : new AppError("forbidden", LEADERBOARD_ERROR_MESSAGES.notInside);
}

export const { can, assertCan } = definePolicy(refusal);
