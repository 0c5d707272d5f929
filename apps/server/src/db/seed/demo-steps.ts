import { demoChatStep } from "./demo-chat";
import { demoCoursesStep } from "./demo-courses";
import { demoFeedsStep } from "./demo-feeds";
import { demoFundingAwardsStep } from "./demo-funding-awards";
import { demoFundingCallsStep } from "./demo-funding-calls";
import { demoIncubatorsStep } from "./demo-incubators";
import { demoMentorsStep } from "./demo-mentors";
import { demoPointsStep } from "./demo-points";
import { demoTeamsStep } from "./demo-teams";
import type { SeedStep } from "./seed";

/**
 * The demo content a new installation starts with (SEED_DEMO). Each feature
 * that has demo data appends its step here; later steps may rely on earlier ones.
 */
export const DEMO_SEED_STEPS: readonly SeedStep[] = [
  demoIncubatorsStep,
  demoTeamsStep,
  demoFeedsStep,
  demoChatStep,
  demoPointsStep,
  demoCoursesStep,
  demoMentorsStep,
  demoFundingCallsStep,
  // A decided funding call, reviewed by two of the mentors above (decision 059).
  demoFundingAwardsStep,
];
