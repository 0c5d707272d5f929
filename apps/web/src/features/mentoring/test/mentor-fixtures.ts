import type {
  MentorCard,
  MentoringSession,
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
    nextFreeAt: "2026-12-02T14:00:00.000Z",
    ...overrides,
  };
}

export function mentorProfileFixture(overrides: Partial<MentorProfileResponse> = {}): MentorProfileResponse {
  return {
    ...(({ nextFreeAt: _nextFreeAt, ...card }) => card)(mentorCardFixture()),
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

/** A session as `GET /api/mentoring/sessions` answers it: a request the mentor (the viewer) may confirm. */
export function mentoringSessionFixture(overrides: Partial<MentoringSession> = {}): MentoringSession {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    mentor: { id: "coach-1", name: "Grace Hopper", slug: "grace", kind: "coach" },
    mentee: { id: "user-1", name: "Ada Lovelace" },
    startsAt: "2026-12-02T14:00:00.000Z",
    endsAt: "2026-12-02T15:00:00.000Z",
    status: "requested",
    agenda: "Pricing for our pilot",
    declineReason: null,
    cancelReason: null,
    cancelledBy: null,
    noShowOf: null,
    incubator: null,
    createdAt: "2026-12-01T12:00:00.000Z",
    updatedAt: "2026-12-01T12:00:00.000Z",
    viewerRole: "mentor",
    permissions: {
      confirm: true,
      decline: true,
      cancel: true,
      reschedule: true,
      complete: false,
      markNoShow: false,
    },
    lateCancel: false,
    lateCancelWindowHours: 12,
    ...overrides,
  };
}
