import type { EventProjector } from "./lib/realtime/event-projectors";
import { feedProjectors } from "./modules/feeds/feed-projector";
import { fundingProjectors } from "./modules/funding/funding-tranches.projectors";
import { mentoringPointsProjectors } from "./modules/mentoring/mentoring-points";
import { pointsProjectors } from "./modules/points/points-projector";

/**
 * Every event projector, in one static list (as `backgroundJobs()` lists the jobs): `createApp`
 * installs it for `publishEvent`. A new area adds its projectors here. For one event, projectors run
 * in this order, in the event's transaction.
 */
export const EVENT_PROJECTORS: readonly EventProjector[] = [
  ...feedProjectors,
  ...pointsProjectors,
  ...mentoringPointsProjectors,
  // Funding (decision 059): a milestone done makes its tranche due; awards and releases earn points.
  ...fundingProjectors,
];
