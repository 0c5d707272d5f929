import { z } from "zod";
import { sharedRoleFitSchema } from "./assessment";
import { personRefSchema } from "./people";
import { PERSON_HANDLE_MAX_LENGTH, PERSON_HANDLE_PATTERN } from "./people-rules";
import { skillRoleSchema } from "./skills";
import { CORE_TEAM_ROLES, ROLE_PREFERENCE_STRICTNESS } from "./team-model";

/*
 * A person's profile page (docs/decisions/063-people.md), apart from ./people.ts: every list that names
 * a person loads that file, only the profile page this one.
 */

/** Any text: a handle that cannot exist is answered not found like one that does not (decision 063). */
export const personHandleParamsSchema = z.object({ handle: z.string() });

export function isPersonHandle(value: string): boolean {
  return value.length <= PERSON_HANDLE_MAX_LENGTH && PERSON_HANDLE_PATTERN.test(value);
}

/** The answer for an unknown handle and for a profile the caller may not see alike (decision 063). */
export const PERSON_NOT_FOUND_MESSAGE = "There is no such person.";

/** `GET /api/people/{handle}`: the profile as the caller may see it. */
export const personProfileSchema = z.object({
  person: personRefSchema,
  headline: z.string().nullable(),
  /** Markdown, sanitised when it was stored. */
  bio: z.string().nullable(),
  location: z.string().nullable(),
  preferredRoles: z.array(z.enum(CORE_TEAM_ROLES)),
  skills: z.array(z.string()),
  hoursPerWeek: z.number().int().nullable(),
  rolePreference: z.enum(ROLE_PREFERENCE_STRICTNESS),
  incubators: z.array(z.object({ slug: z.string(), name: z.string() })),
  /** The teams the caller may see, with the person's place in each. */
  teams: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      coreRole: z.enum(CORE_TEAM_ROLES).nullable(),
      title: z.string(),
      isLeader: z.boolean(),
    }),
  ),
  projects: z.array(z.object({ slug: z.string(), name: z.string(), teamName: z.string() })),
  /** Only when the person shows it and has taken the role-fit part. */
  roleFit: sharedRoleFitSchema.nullable(),
  /** Only when the person shows it: the measures per founding role and the points, no suggestions. */
  skillsProfile: z.object({ roles: z.array(skillRoleSchema), points: z.number().int() }).nullable(),
  /** Whether anyone may see it: a public profile is indexed, any other is not. */
  isPublic: z.boolean(),
  /** Whether the caller is the person (the page then links to the settings). */
  isOwn: z.boolean(),
});
export type PersonProfile = z.infer<typeof personProfileSchema>;
