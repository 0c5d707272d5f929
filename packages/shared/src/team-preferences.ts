import { z } from "zod";
import { CORE_TEAM_ROLES, ROLE_PREFERENCE_STRICTNESS } from "./team-model";

/**
 * The profile fields team suggestions match on (docs/decisions/018-teams-projects-positions.md): the
 * core roles a person wants, their skills, the hours a week they have, and whether the roles are a must.
 * Read in `GET /api/account/me`'s profile, changed through `PATCH /api/account/profile`.
 */

/** As the profile carries them; a person who never set them has the defaults of an empty profile. */
export const teamPreferencesSchema = z.object({
  preferredRoles: z.array(z.enum(CORE_TEAM_ROLES)),
  skills: z.array(z.string()),
  hoursPerWeek: z.number().int().nullable(),
  rolePreference: z.enum(ROLE_PREFERENCE_STRICTNESS),
});
export type TeamPreferences = z.infer<typeof teamPreferencesSchema>;
