import { awardPointsFromHistory } from "../../modules/points/points-history";
import type { SeedStep } from "./seed";

/**
 * The demo's points: its teams' done milestones and filled positions are written without events, so
 * the ledger's projectors never saw them; the leaderboards start from what the demo says happened.
 */
export const demoPointsStep: SeedStep = {
  name: "points",
  run: (tx) => awardPointsFromHistory(tx),
};
