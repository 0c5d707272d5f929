import { z } from "zod";

/**
 * A person's handle: the address of their profile (`/people/{handle}`, docs/decisions/063-people.md).
 * The database picks it from the name when the account is made (lowercase letters and digits in words
 * joined by hyphens, a number added when taken) and keeps it when the name changes, so links stay.
 */
export const PERSON_HANDLE_MAX_LENGTH = 40;
export const PERSON_HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function personPath(handle: string): string {
  return `/people/${handle}`;
}

/** A person as lists, cards and messages show them: a name and a face that link to the profile. */
export const personRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  handle: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * Who sees a person's profile: the people who share an incubator with them (the default), or everyone,
 * visitors and search engines included. The person and administrators always do.
 */
export const PROFILE_AUDIENCES = ["incubator", "public"] as const;
export type ProfileAudience = (typeof PROFILE_AUDIENCES)[number];
export const PROFILE_AUDIENCE_LABELS: Record<ProfileAudience, string> = {
  incubator: "People in my incubators",
  public: "Everyone, including visitors and search engines",
};

/** The person's choices about their profile, as `GET /api/account/me` carries them. */
export const profileVisibilitySchema = z.object({
  profileAudience: z.enum(PROFILE_AUDIENCES),
  showRoleFit: z.boolean(),
  showSkills: z.boolean(),
});
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

export const PROFILE_VISIBILITY_MESSAGES = {
  profileAudience: "Choose who can see your profile: people in your incubators or everyone",
  show: "Choose whether to show it: true or false",
} as const;

/** The fields `PATCH /api/account/profile` takes for them, each optional. */
export const profileVisibilityFields = {
  profileAudience: z
    .enum(PROFILE_AUDIENCES, { error: PROFILE_VISIBILITY_MESSAGES.profileAudience })
    .optional(),
  showRoleFit: z.boolean({ error: PROFILE_VISIBILITY_MESSAGES.show }).optional(),
  showSkills: z.boolean({ error: PROFILE_VISIBILITY_MESSAGES.show }).optional(),
};
