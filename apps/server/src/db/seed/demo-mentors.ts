import { randomBytes } from "node:crypto";
import type { CoreTeamRole, MentorKind } from "@hatchery/shared";
import { inArray } from "drizzle-orm";
import type { Database } from "../client";
import { incubators, mentorIncubators, mentorProfiles, userRoles, users } from "../schema";
import { initialsAvatar } from "./demo-avatar";
import { DEMO_EMAIL_DOMAIN } from "./demo-people";
import type { SeedStep } from "./seed";

/**
 * The demo's advisors and coaches (docs/decisions/051-mentoring.md): published profiles the advisors
 * directory opens with, each holding the role their profile is listed as. Like the other demo people,
 * nobody can sign in as them (no password, an `.invalid` address).
 */

interface DemoMentor {
  key: string;
  firstName: string;
  lastName: string;
  kind: MentorKind;
  headline: string;
  bio: string;
  expertise: string[];
  helpRoles: CoreTeamRole[];
  languages: string[];
  timeZone: string;
  /** Incubator slugs; none means they mentor in any. */
  incubators: string[];
  publishedDaysAgo: number;
}

export const DEMO_MENTORS: readonly DemoMentor[] = [
  {
    key: "helena.voss",
    firstName: "Helena",
    lastName: "Voss",
    kind: "advisor",
    headline: "Two-time founder, now angel investor in B2B health software",
    bio: "I started a clinic-scheduling company in 2012 and sold it six years later, then spent three years inside the acquirer running product for their outpatient line.\n\nI can help you with:\n\n- choosing your first market and **saying no** to the rest\n- pricing and contracts for hospital buyers\n- preparing a seed round that closes in weeks, not months",
    expertise: ["fundraising", "healthcare", "b2b sales", "pricing"],
    helpRoles: ["ceo", "cgo"],
    languages: ["en", "de"],
    timeZone: "Europe/Berlin",
    incubators: ["northstar-venture-studio"],
    publishedDaysAgo: 40,
  },
  {
    key: "marcus.oyelaran",
    firstName: "Marcus",
    lastName: "Oyelaran",
    kind: "advisor",
    headline: "Former VP Engineering, scaled a payments platform from 4 to 120 engineers",
    bio: "Most early technical mistakes are not about the stack: they are about hiring too fast and shipping without a way to undo. I have made both and would like you to skip them.\n\nBring me your architecture sketch, your hiring plan or your on-call rota.",
    expertise: ["system design", "hiring", "engineering management", "payments"],
    helpRoles: ["cto"],
    languages: ["en"],
    timeZone: "America/New_York",
    incubators: [],
    publishedDaysAgo: 31,
  },
  {
    key: "sofia.lindqvist",
    firstName: "Sofia",
    lastName: "Lindqvist",
    kind: "advisor",
    headline: "Climate hardware operator: supply chains, pilots and grant funding",
    bio: "Eight years bringing battery and heat-pump products from prototype to first thousand units. I know which grants are worth the paperwork and how to run a pilot a utility will actually sign.",
    expertise: ["climate tech", "hardware", "supply chain", "grants"],
    helpRoles: ["ceo", "cto"],
    languages: ["en", "sv"],
    timeZone: "Europe/Stockholm",
    incubators: ["harbor-climate-ventures"],
    publishedDaysAgo: 22,
  },
  {
    key: "daniel.reyes",
    firstName: "Daniel",
    lastName: "Reyes",
    kind: "coach",
    headline: "Sales coach for first-time founders: discovery calls to signed pilots",
    bio: "I ran enterprise sales teams for ten years and now coach founders who have never sold before. We practise real calls, rewrite your outreach together and build a pipeline you can read at a glance.",
    expertise: ["b2b sales", "discovery calls", "outreach", "negotiation"],
    helpRoles: ["cgo", "ceo"],
    languages: ["en", "es"],
    timeZone: "America/Mexico_City",
    incubators: ["signal-sales-academy"],
    publishedDaysAgo: 18,
  },
  {
    key: "aiko.tanaka",
    firstName: "Aiko",
    lastName: "Tanaka",
    kind: "coach",
    headline: "Product and design coach: research habits that survive deadlines",
    bio: "Former design lead at two consumer apps. I coach product people and designers on running interviews every week, turning what they hear into a roadmap, and presenting it so the team believes it.",
    expertise: ["user research", "product strategy", "design systems", "interviewing"],
    helpRoles: ["cco", "ceo"],
    languages: ["en", "ja"],
    timeZone: "Asia/Tokyo",
    incubators: ["open-source-product-guild", "northstar-venture-studio"],
    publishedDaysAgo: 12,
  },
  {
    key: "ravi.menon",
    firstName: "Ravi",
    lastName: "Menon",
    kind: "coach",
    headline: "Career coach for engineers moving into data and ML roles",
    bio: "I hired data scientists for six years and now help engineers make the switch: which projects to show, how to talk about them in interviews and what the first ninety days look like.",
    expertise: ["career change", "data science", "interviewing", "machine learning"],
    helpRoles: ["cto"],
    languages: ["en", "hi", "ml"],
    timeZone: "Asia/Kolkata",
    incubators: ["data-craft-collective"],
    publishedDaysAgo: 5,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Under the demo people's reserved domain, apart from the incubators' sample members. */
export const DEMO_MENTOR_EMAIL_DOMAIN = `mentors.${DEMO_EMAIL_DOMAIN}`;

function demoMentorEmail(mentor: DemoMentor): string {
  return `${mentor.key}@${DEMO_MENTOR_EMAIL_DOMAIN}`;
}

export const demoMentorsStep: SeedStep = {
  name: "mentors",
  async run(tx: Database, { now }) {
    const slugs = [...new Set(DEMO_MENTORS.flatMap((mentor) => mentor.incubators))];
    const incubatorIds = new Map(
      (
        await tx
          .select({ id: incubators.id, slug: incubators.slug })
          .from(incubators)
          .where(inArray(incubators.slug, slugs))
      ).map((row) => [row.slug, row.id]),
    );
    const created = await tx
      .insert(users)
      .values(
        DEMO_MENTORS.map((mentor) => ({
          id: randomBytes(24).toString("base64url"),
          name: `${mentor.firstName} ${mentor.lastName}`,
          email: demoMentorEmail(mentor),
          emailVerified: false,
          image: initialsAvatar(mentor.firstName, mentor.lastName),
          firstName: mentor.firstName,
          lastName: mentor.lastName,
          timeZone: mentor.timeZone,
          createdAt: new Date(now.getTime() - (mentor.publishedDaysAgo + 3) * DAY_MS),
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, email: users.email });
    const ids = new Map(created.map((row) => [row.email, row.id]));
    const mentors = DEMO_MENTORS.flatMap((mentor) => {
      const userId = ids.get(demoMentorEmail(mentor));
      return userId ? [{ mentor, userId }] : [];
    });
    if (mentors.length === 0) return;
    await tx.insert(userRoles).values(mentors.map(({ mentor, userId }) => ({ userId, role: mentor.kind })));
    await tx.insert(mentorProfiles).values(
      mentors.map(({ mentor, userId }) => ({
        userId,
        kind: mentor.kind,
        slug: `${mentor.firstName}-${mentor.lastName}`.toLowerCase(),
        headline: mentor.headline,
        bio: mentor.bio,
        expertise: mentor.expertise,
        helpRoles: mentor.helpRoles,
        languages: mentor.languages,
        timeZone: mentor.timeZone,
        publishedAt: new Date(now.getTime() - mentor.publishedDaysAgo * DAY_MS),
      })),
    );
    const links = mentors.flatMap(({ mentor, userId }) =>
      mentor.incubators.flatMap((slug) => {
        const incubatorId = incubatorIds.get(slug);
        return incubatorId ? [{ mentorId: userId, incubatorId }] : [];
      }),
    );
    if (links.length > 0) await tx.insert(mentorIncubators).values(links);
  },
};
