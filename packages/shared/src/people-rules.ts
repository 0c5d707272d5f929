/*
 * People's rules without their schemas (../people.ts): the links, lists and cards that name a person
 * import these without loading the schema library into their chunk.
 */

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
export interface PersonRef {
  id: string;
  name: string;
  image: string | null;
  handle: string;
}

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

export const PROFILE_VISIBILITY_MESSAGES = {
  profileAudience: "Choose who can see your profile: people in your incubators or everyone",
  show: "Choose whether to show it: true or false",
} as const;
