import { z } from "zod";
import { SLUG_FORMAT_MESSAGE, SLUG_PATTERN } from "./incubator-rules";
import { slugFilterSchema } from "./list-filters";
import {
  MENTOR_DIRECTORY_PAGE_SIZE,
  MENTOR_PROFILE_MESSAGES,
  MENTOR_SEARCH_MAX_LENGTH,
  MENTOR_SLUG_MIN_LENGTH,
} from "./mentor-profile-model";
import { mentorReviewSummarySchema } from "./mentor-review-summary";
import {
  MENTOR_BIO_MAX_LENGTH,
  MENTOR_EXPERTISE_MAX_COUNT,
  MENTOR_EXPERTISE_TAG_MAX_LENGTH,
  MENTOR_HEADLINE_MAX_LENGTH,
  MENTOR_HELP_ROLES,
  MENTOR_KINDS,
  MENTOR_LANGUAGES_MAX_COUNT,
  MENTOR_MEETING_LINK_MAX_LENGTH,
  MENTOR_SLUG_MAX_LENGTH,
} from "./mentoring-model";
import { pageQuerySchema, pageSchema } from "./pagination";
import { codePointCount, collapseWhitespace } from "./validation/text";
import { optionalText } from "./validation/text-fields";
import { timeZoneSchema } from "./validation/time-zone";

export * from "./mentor-profile-model";

/**
 * Mentor profiles and the advisors directory (docs/decisions/051-mentoring.md): the editor's input with
 * the messages a person reads, and the answers of the profile and directory endpoints.
 */

export const mentorKindSchema = z.enum(MENTOR_KINDS, { error: "Choose advisor or coach" });
export const mentorHelpRoleSchema = z.enum(MENTOR_HELP_ROLES, {
  error: "Roles must be CEO, CTO, CCO or CGO",
});

const SLUG_LENGTH = `Slug must be between ${MENTOR_SLUG_MIN_LENGTH} and ${MENTOR_SLUG_MAX_LENGTH} characters`;

export const mentorSlugSchema = z
  .string({ error: SLUG_FORMAT_MESSAGE })
  .trim()
  .min(MENTOR_SLUG_MIN_LENGTH, { error: SLUG_LENGTH })
  .max(MENTOR_SLUG_MAX_LENGTH, { error: SLUG_LENGTH })
  .regex(SLUG_PATTERN, { error: SLUG_FORMAT_MESSAGE });

const EXPERTISE_MESSAGE = `Each expertise tag must be 1 to ${MENTOR_EXPERTISE_TAG_MAX_LENGTH} characters`;

/** Lowercase, whitespace collapsed, each once, in the order first given: the directory filters on them. */
export const mentorExpertiseSchema = z
  .array(
    z
      .string({ error: "Expertise must be texts" })
      .transform((tag) => collapseWhitespace(tag.replace(/\p{Cc}/gu, " ")).toLowerCase())
      .refine(
        (tag) =>
          tag !== "" &&
          codePointCount(tag, MENTOR_EXPERTISE_TAG_MAX_LENGTH) <= MENTOR_EXPERTISE_TAG_MAX_LENGTH,
        { error: EXPERTISE_MESSAGE },
      ),
    { error: "Expertise must be a list of texts" },
  )
  .transform((tags) => [...new Set(tags)])
  .refine((tags) => tags.length <= MENTOR_EXPERTISE_MAX_COUNT, {
    error: `At most ${MENTOR_EXPERTISE_MAX_COUNT} expertise tags`,
  });

const LANGUAGE_MESSAGE = "Languages must be language codes such as en, de or pt-BR";

/** A BCP 47 tag in its canonical spelling ("pt-br" → "pt-BR"), or undefined for anything else. */
export function canonicalLanguageTag(value: string): string | undefined {
  const text = value.trim();
  if (text === "" || text.length > 35 || !/^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(text))
    return undefined;
  try {
    return Intl.getCanonicalLocales(text)[0];
  } catch {
    return undefined;
  }
}

export const mentorLanguagesSchema = z
  .array(z.string({ error: LANGUAGE_MESSAGE }), { error: LANGUAGE_MESSAGE })
  .transform((tags, context) => {
    const canonical: string[] = [];
    for (const tag of tags) {
      const known = canonicalLanguageTag(tag);
      if (known === undefined) {
        context.addIssue({ code: "custom", message: LANGUAGE_MESSAGE });
        return z.NEVER;
      }
      if (!canonical.includes(known)) canonical.push(known);
    }
    return canonical;
  })
  .refine((tags) => tags.length <= MENTOR_LANGUAGES_MAX_COUNT, {
    error: `At most ${MENTOR_LANGUAGES_MAX_COUNT} languages`,
  });

const MEETING_LINK_MESSAGE = "Meeting link must be a web address starting with https://";

/** Where sessions are held: https only, since mentees open it from mail and calendars. Empty means none. */
export const meetingLinkSchema = z
  .string({ error: MEETING_LINK_MESSAGE })
  .trim()
  .max(MENTOR_MEETING_LINK_MAX_LENGTH, {
    error: `Meeting link must be at most ${MENTOR_MEETING_LINK_MAX_LENGTH} characters`,
  })
  .refine(
    (value) => {
      if (value === "") return true;
      try {
        const url = new URL(value);
        return url.protocol === "https:" && url.hostname !== "" && value.startsWith("https://");
      } catch {
        return false;
      }
    },
    { error: MEETING_LINK_MESSAGE },
  )
  .transform((value) => (value === "" ? null : value))
  .nullable();

/**
 * `PUT /api/mentor-profile`: the whole profile, created as a draft on first save. Publishing is its own
 * step, so a saved change to a published profile shows at once. Incubators are named by their slugs.
 */
export const saveMentorProfileSchema = z.object({
  kind: mentorKindSchema,
  slug: mentorSlugSchema,
  headline: optionalText("Headline", MENTOR_HEADLINE_MAX_LENGTH, { multiline: false }).default(""),
  bio: optionalText("Bio", MENTOR_BIO_MAX_LENGTH, { multiline: true }).default(""),
  expertise: mentorExpertiseSchema.default([]),
  helpRoles: z
    .array(mentorHelpRoleSchema, { error: "Roles must be a list" })
    .transform((roles) => [...new Set(roles)])
    .default([]),
  languages: mentorLanguagesSchema.default([]),
  timeZone: timeZoneSchema,
  meetingLink: meetingLinkSchema.default(null),
  incubators: z
    .array(z.string({ error: MENTOR_PROFILE_MESSAGES.incubatorUnknown }), {
      error: MENTOR_PROFILE_MESSAGES.incubatorUnknown,
    })
    .max(50, { error: "At most 50 incubators" })
    .transform((slugs) => [...new Set(slugs.map((slug) => slug.trim()))])
    .default([]),
});
export type SaveMentorProfileInput = z.input<typeof saveMentorProfileSchema>;
export type SaveMentorProfileData = z.output<typeof saveMentorProfileSchema>;

const incubatorRefSchema = z.object({ slug: z.string(), name: z.string() });

/** The owner's own profile, as the editor shows it. */
export const ownMentorProfileSchema = z.object({
  kind: mentorKindSchema,
  slug: z.string(),
  headline: z.string(),
  /** Markdown, sanitised by the server. */
  bio: z.string(),
  /** The uploaded photo, or null (pages then show the person's avatar). */
  photoUrl: z.string().nullable(),
  expertise: z.array(z.string()),
  helpRoles: z.array(mentorHelpRoleSchema),
  languages: z.array(z.string()),
  timeZone: z.string(),
  meetingLink: z.string().nullable(),
  incubators: z.array(incubatorRefSchema),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OwnMentorProfile = z.infer<typeof ownMentorProfileSchema>;

/**
 * `GET /api/mentor-profile`: the person's profile (null before the first save), the kinds they may be
 * listed as (their advisor and coach roles; none means they cannot have a profile) and, for a first
 * save, a free slug made from their name and their own time zone.
 */
export const myMentorProfileResponseSchema = z.object({
  profile: ownMentorProfileSchema.nullable(),
  allowedKinds: z.array(mentorKindSchema),
  suggestedSlug: z.string(),
  suggestedTimeZone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type MyMentorProfileResponse = z.infer<typeof myMentorProfileResponseSchema>;

/** What a card of the directory and a profile page share. */
const mentorCardFields = {
  kind: mentorKindSchema,
  slug: z.string(),
  name: z.string(),
  /** The uploaded photo, else the person's avatar, else null (initials). */
  photoUrl: z.string().nullable(),
  headline: z.string(),
  expertise: z.array(z.string()),
  helpRoles: z.array(mentorHelpRoleSchema),
  languages: z.array(z.string()),
};

/** `GET /api/mentors/:slug`: a published profile, or its owner's draft for its owner. */
export const mentorProfileResponseSchema = z.object({
  ...mentorCardFields,
  bioHtml: z.string(),
  timeZone: z.string(),
  incubators: z.array(incubatorRefSchema),
  /** Null on the owner's view of their draft. */
  publishedAt: z.string().nullable(),
  viewer: z.object({ isOwner: z.boolean() }),
  /** Revealed reviews from mentees (docs/decisions/051-mentoring.md, "After the session"). */
  reviews: mentorReviewSummarySchema,
});
export type MentorProfileResponse = z.infer<typeof mentorProfileResponseSchema>;

export const mentorCardSchema = z.object({
  ...mentorCardFields,
  /** The mentor's next free time (a UTC instant the page writes in the reader's zone); null for none. */
  nextFreeAt: z.string().nullable(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

/**
 * `GET /api/mentors?search=&expertise=&role=&language=&incubator=&kind=&available=&cursor=&limit=`:
 * published advisors and coaches in slug order. Search looks in names, headlines and expertise; each
 * filter narrows to the profiles that list it; `available=week` to those with a free time in the next
 * seven days.
 */
export const mentorDirectoryQuerySchema = pageQuerySchema(MENTOR_DIRECTORY_PAGE_SIZE).extend({
  search: z
    .string()
    .transform(collapseWhitespace)
    .refine((value) => codePointCount(value, MENTOR_SEARCH_MAX_LENGTH) <= MENTOR_SEARCH_MAX_LENGTH, {
      error: `Search must be at most ${MENTOR_SEARCH_MAX_LENGTH} characters`,
    })
    .optional(),
  expertise: z
    .string()
    .transform((tag) => collapseWhitespace(tag).toLowerCase())
    .refine(
      (tag) => codePointCount(tag, MENTOR_EXPERTISE_TAG_MAX_LENGTH) <= MENTOR_EXPERTISE_TAG_MAX_LENGTH,
      {
        error: EXPERTISE_MESSAGE,
      },
    )
    .optional(),
  role: mentorHelpRoleSchema.optional(),
  language: z
    .string()
    .transform((tag, context) => {
      const known = canonicalLanguageTag(tag);
      if (known === undefined) {
        context.addIssue({ code: "custom", message: LANGUAGE_MESSAGE });
        return z.NEVER;
      }
      return known;
    })
    .optional(),
  incubator: slugFilterSchema("incubator"),
  kind: mentorKindSchema.optional(),
  available: z.enum(["week"], { error: "available must be week" }).optional(),
});
export type MentorDirectoryQuery = z.input<typeof mentorDirectoryQuerySchema>;
export type MentorDirectoryFilters = z.output<typeof mentorDirectoryQuerySchema>;

export const mentorDirectoryResponseSchema = pageSchema(mentorCardSchema);
export type MentorDirectoryResponse = z.infer<typeof mentorDirectoryResponseSchema>;

export const mentorPhotoResponseSchema = z.object({ photoUrl: z.string().nullable() });
export type MentorPhotoResponse = z.infer<typeof mentorPhotoResponseSchema>;
