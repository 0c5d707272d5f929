import type {
  MentorCard,
  MentorProfileResponse,
  MyMentorProfileResponse,
  OwnMentorProfile,
} from "@hatchery/shared";

export function mentorCardFixture(overrides: Partial<MentorCard> = {}): MentorCard {
  return {
    kind: "coach",
    slug: "bea-chen",
    name: "Bea Chen",
    photoUrl: null,
    headline: "Sales from zero",
    expertise: ["b2b sales", "outreach"],
    helpRoles: ["cgo"],
    languages: ["en", "de"],
    ...overrides,
  };
}

export function mentorProfileFixture(overrides: Partial<MentorProfileResponse> = {}): MentorProfileResponse {
  return {
    ...mentorCardFixture(),
    bioHtml: "<p>I <strong>coach</strong> founders.</p>",
    timeZone: "America/New_York",
    incubators: [{ slug: "acme-labs", name: "Acme Labs" }],
    publishedAt: "2026-11-01T00:00:00.000Z",
    viewer: { isOwner: false },
    reviews: { count: 0, average: null },
    ...overrides,
  };
}

export function ownMentorProfileFixture(overrides: Partial<OwnMentorProfile> = {}): OwnMentorProfile {
  return {
    kind: "coach",
    slug: "bea-chen",
    headline: "Sales from zero",
    bio: "I **coach** founders.",
    photoUrl: null,
    expertise: ["b2b sales"],
    helpRoles: ["cgo"],
    languages: ["en"],
    timeZone: "America/New_York",
    meetingLink: "https://meet.example.com/bea",
    incubators: [],
    publishedAt: null,
    updatedAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

export function myMentorProfileFixture(
  overrides: Partial<MyMentorProfileResponse> = {},
): MyMentorProfileResponse {
  return {
    profile: null,
    allowedKinds: ["coach"],
    suggestedSlug: "bea-chen",
    suggestedTimeZone: "Europe/Berlin",
    avatarUrl: null,
    ...overrides,
  };
}
