import {
  CORE_TEAM_ROLE_LABELS,
  type CoreTeamRole,
  TEAM_SUGGESTIONS_MAX_COUNT,
  type TeamSuggestionsResponse,
} from "@hatchery/shared";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { positions, teams, userProfiles } from "../../db/schema";
import type { PolicyActor } from "../../lib/policy";
import { signedInUserId } from "../memberships/memberships.service";
import { selectCards, toCard } from "./team-records";

/** The teams suggested to one person: open positions that fit their skills and the roles they seek. */

/** Open positions read for one person's suggestions: plenty for six teams, bounded whatever the data. */
const SUGGESTION_POSITIONS_READ = 300;
const SKILL_WORD = /[\p{L}\p{N}+#.]+/gu;

interface SuggestionScore {
  roleMatch: number;
  skillMatches: string[];
  hoursFit: number;
}

function compareScores(a: SuggestionScore, b: SuggestionScore): number {
  return (
    b.roleMatch - a.roleMatch || b.skillMatches.length - a.skillMatches.length || b.hoursFit - a.hoursFit
  );
}

/** "Needs a CTO · 10 h/week · Matches react, sql". */
function suggestionReason(
  position: { coreRole: CoreTeamRole | null; title: string; hoursPerWeek: number },
  score: SuggestionScore,
): string {
  const parts = [
    position.coreRole
      ? `Needs a ${CORE_TEAM_ROLE_LABELS[position.coreRole]}`
      : `Looking for: ${position.title}`,
    `${position.hoursPerWeek} h/week`,
  ];
  if (score.skillMatches.length > 0) parts.push(`Matches ${score.skillMatches.slice(0, 3).join(", ")}`);
  return parts.join(" · ");
}

/**
 * "For you": teams with open positions in the incubators where the person is an active member, for
 * their preferred roles (only those when they are a must, those first when flexible), ranked by role,
 * then skills found in the position's title or description, then hours that fit theirs. Explicit
 * profile data only; teams the person is in are left out.
 */
export async function listTeamSuggestions(
  db: Database,
  actor: PolicyActor,
): Promise<TeamSuggestionsResponse> {
  const userId = signedInUserId(actor);
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const preferredRoles: readonly string[] = profile?.preferredRoles ?? [];
  const mustHave = profile?.rolePreference === "must_have";
  if (mustHave && preferredRoles.length === 0) return { items: [] };
  const conditions: (SQL | undefined)[] = [
    eq(positions.status, "open"),
    sql`exists (select 1 from incubator_members suggestion_membership
      where suggestion_membership.incubator_id = ${positions.incubatorId}
        and suggestion_membership.user_id = ${userId} and suggestion_membership.status = 'active')`,
    sql`not exists (select 1 from team_members own_team
      where own_team.team_id = ${positions.teamId} and own_team.user_id = ${userId})`,
  ];
  if (mustHave) conditions.push(inArray(positions.coreRole, preferredRoles as CoreTeamRole[]));
  const open = await db
    .select({
      teamId: positions.teamId,
      teamName: teams.name,
      title: positions.title,
      description: positions.description,
      coreRole: positions.coreRole,
      hoursPerWeek: positions.hoursPerWeek,
    })
    .from(positions)
    .innerJoin(teams, eq(teams.id, positions.teamId))
    .where(and(...conditions))
    .orderBy(desc(positions.createdAt), asc(positions.id))
    .limit(SUGGESTION_POSITIONS_READ);

  const skills = (profile?.skills ?? []).map((skill) => skill.toLowerCase());
  const best = new Map<string, { score: SuggestionScore; reason: string; teamName: string }>();
  for (const position of open) {
    const words = new Set(`${position.title} ${position.description}`.toLowerCase().match(SKILL_WORD) ?? []);
    const text = `${position.title} ${position.description}`.toLowerCase();
    const score: SuggestionScore = {
      roleMatch: position.coreRole !== null && preferredRoles.includes(position.coreRole) ? 1 : 0,
      // A one-word skill must be a word of the text; a skill of several words, a phrase in it.
      skillMatches: skills.filter((skill) => (skill.includes(" ") ? text.includes(skill) : words.has(skill))),
      hoursFit:
        profile?.hoursPerWeek !== null &&
        profile?.hoursPerWeek !== undefined &&
        position.hoursPerWeek <= profile.hoursPerWeek
          ? 1
          : 0,
    };
    const current = best.get(position.teamId);
    if (!current || compareScores(score, current.score) < 0) {
      best.set(position.teamId, {
        score,
        reason: suggestionReason(position, score),
        teamName: position.teamName,
      });
    }
  }
  const ranked = [...best.entries()]
    .sort(
      ([idA, a], [idB, b]) =>
        compareScores(a.score, b.score) || a.teamName.localeCompare(b.teamName) || idA.localeCompare(idB),
    )
    .slice(0, TEAM_SUGGESTIONS_MAX_COUNT);
  if (ranked.length === 0) return { items: [] };
  const cards = await selectCards(db).where(
    inArray(
      teams.id,
      ranked.map(([teamId]) => teamId),
    ),
  );
  const cardById = new Map(cards.map((card) => [card.id, card]));
  return {
    items: ranked.flatMap(([teamId, { reason }]) => {
      const card = cardById.get(teamId);
      return card ? [{ ...toCard(card), reason }] : [];
    }),
  };
}
