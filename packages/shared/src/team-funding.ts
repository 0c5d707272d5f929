import { z } from "zod";
import { FUNDING_CURRENCIES, FUNDING_TRANCHE_STATUSES } from "./funding-model";

/**
 * A team's funding as its page and its projects' pages show it, part of `GET /api/teams/:slug` and
 * `GET /api/projects/:slug` (null when it has no award, so those pages ask nothing more). Anyone who
 * sees the team sees which calls funded it and how many tranches were released; the amounts only its
 * members, the people inside its incubator and administrators (decision 059).
 */
export const teamFundingAwardSchema = z.object({
  applicationId: z.string(),
  call: z.object({ title: z.string(), currency: z.enum(FUNDING_CURRENCIES) }),
  incubator: z.object({ name: z.string() }),
  project: z.object({ slug: z.string(), name: z.string() }).nullable(),
  awardedAt: z.string(),
  tranchesReleased: z.number(),
  tranchesTotal: z.number(),
  /** Null to those outside the incubator. */
  amounts: z
    .object({
      awardedCents: z.number(),
      releasedCents: z.number(),
      pendingCents: z.number(),
      tranches: z.array(
        z.object({
          id: z.string(),
          position: z.number(),
          amountCents: z.number(),
          milestoneTitle: z.string().nullable(),
          status: z.enum(FUNDING_TRANCHE_STATUSES),
        }),
      ),
    })
    .nullable(),
});
export type TeamFundingAward = z.infer<typeof teamFundingAwardSchema>;

/** Null when the team (or, on a project's page, the project) has no award. */
export const teamFundingSchema = z.object({ awards: z.array(teamFundingAwardSchema) }).nullable();
export type TeamFunding = z.infer<typeof teamFundingSchema>;
