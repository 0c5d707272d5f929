import type { Role, ThemeChoice } from "@hatchery/shared";
import type { Session } from "@/lib/auth/session";
import { browserTimeZone } from "@/lib/dates";

/** A signed-in person as `GET /api/account/me` describes them, for tests. */
export function sessionFixture(
  overrides: {
    roles?: Role[];
    emailVerified?: boolean;
    twoFactorEnabled?: boolean;
    timeZone?: string | null;
    theme?: ThemeChoice;
  } = {},
): Session {
  return {
    user: {
      id: "user-1",
      email: "ada@example.com",
      emailVerified: overrides.emailVerified ?? true,
      firstName: "Ada",
      lastName: "Lovelace",
      name: "Ada Lovelace",
      image: null,
      handle: "ada-lovelace",
      twoFactorEnabled: overrides.twoFactorEnabled ?? false,
      // The browser's zone, already saved: dates read as before, and nothing saves a zone unasked.
      timeZone: overrides.timeZone === undefined ? (browserTimeZone() ?? null) : overrides.timeZone,
      theme: overrides.theme ?? "system",
    },
    profile: {
      headline: null,
      bio: null,
      location: null,
      linkedinUrl: null,
      preferredRoles: [],
      skills: [],
      hoursPerWeek: null,
      rolePreference: "flexible",
      profileAudience: "incubator",
      showRoleFit: false,
      showSkills: false,
    },
    roles: overrides.roles ?? ["member"],
  };
}
