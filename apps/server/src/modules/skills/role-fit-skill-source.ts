import { CORE_TEAM_ROLES, SKILLS_RETAKE_AFTER_MONTHS, type SkillMeasure } from "@hatchery/shared";
import { readLatestRoleFit } from "../assessment/assessment.service";
import type { RankedSuggestion, SkillSource } from "./skill-source";

const TAKE_RANK = 20;
/** A retake is worth offering, but after reading on: the result will not have moved much. */
const RETAKE_RANK = 40;

/** The calendar day of an ISO time, as the profile's words show it. */
const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * The same time `months` calendar months earlier, the day kept within the shorter month (31 August
 * less six months is 28 February, not 3 March as `setUTCMonth` alone would make it).
 */
export function monthsBefore(now: Date, months: number): Date {
  const then = new Date(now);
  then.setUTCDate(1);
  then.setUTCMonth(then.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(then.getUTCFullYear(), then.getUTCMonth() + 1, 0)).getUTCDate();
  then.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return then;
}

/** The latest role-fit share per role, and whether to take or retake the part. */
export const roleFitSkillSource: SkillSource = {
  id: "role-fit",
  read: async (db, actor, now) => {
    const latest = await readLatestRoleFit(db, actor);
    if (!latest) {
      return {
        measures: {},
        active: false,
        leaning: [],
        suggest: () => [
          {
            rank: TAKE_RANK,
            suggestion: {
              kind: "take-role-fit",
              title: "Take the role-fit part of the assessment",
              detail: "Twenty-four short scenes show which founding roles you lean to.",
              href: "/assessment",
            },
          },
        ],
      };
    }
    const measures: Partial<Record<(typeof CORE_TEAM_ROLES)[number], SkillMeasure>> = {};
    for (const { role, share } of latest.roles) {
      measures[role] = {
        source: "role-fit",
        label: "Role fit",
        share,
        detail: `${Math.round(share * 100)}% in the role-fit part of ${dayOf(latest.takenAt)}`,
      };
    }
    const leaning = [...latest.roles]
      .sort((a, b) => b.share - a.share || CORE_TEAM_ROLES.indexOf(a.role) - CORE_TEAM_ROLES.indexOf(b.role))
      .map((entry) => entry.role);
    const stale = new Date(latest.takenAt) < monthsBefore(now, SKILLS_RETAKE_AFTER_MONTHS);
    return {
      measures,
      active: true,
      leaning,
      suggest: (): RankedSuggestion[] =>
        stale
          ? [
              {
                rank: RETAKE_RANK,
                suggestion: {
                  kind: "retake-role-fit",
                  title: "Retake the role-fit part",
                  detail: `Your latest result is from ${dayOf(latest.takenAt)}; see how it has moved.`,
                  href: "/assessment",
                },
              },
            ]
          : [],
    };
  },
};
