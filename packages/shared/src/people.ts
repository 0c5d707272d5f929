import { z } from "zod";
import { type PersonRef, PROFILE_AUDIENCES, PROFILE_VISIBILITY_MESSAGES } from "./people-rules";

/** The schema of `PersonRef`: a name and a face that link to the profile. */
export const personRefSchema: z.ZodType<PersonRef> = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  handle: z.string(),
});

/** The person's choices about their profile, as `GET /api/account/me` carries them. */
export const profileVisibilitySchema = z.object({
  profileAudience: z.enum(PROFILE_AUDIENCES),
  showRoleFit: z.boolean(),
  showSkills: z.boolean(),
});
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

/** The fields `PATCH /api/account/profile` takes for them, each optional. */
export const profileVisibilityFields = {
  profileAudience: z
    .enum(PROFILE_AUDIENCES, { error: PROFILE_VISIBILITY_MESSAGES.profileAudience })
    .optional(),
  showRoleFit: z.boolean({ error: PROFILE_VISIBILITY_MESSAGES.show }).optional(),
  showSkills: z.boolean({ error: PROFILE_VISIBILITY_MESSAGES.show }).optional(),
};
