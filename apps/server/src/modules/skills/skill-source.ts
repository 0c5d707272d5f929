import type { CoreTeamRole, SkillMeasure, SkillSuggestion } from "@hatchery/shared";
import type { Database } from "../../db/client";
import type { PolicyActor } from "../../lib/policy";

/*
 * What one source of the skills profile gives (docs/decisions/040-skills-profile.md). A source reads
 * its own module's data for the signed-in person; the profile gathers every source of
 * `SKILL_SOURCES` the same way, so a new area (games, mentoring) adds a source there and changes
 * neither the profile's contract nor its pages.
 */

/** A suggestion and its place among all of them: lower comes first. */
export interface RankedSuggestion {
  rank: number;
  suggestion: SkillSuggestion;
}

export interface SkillReading {
  /** The source's figure for each role; none when the source holds nothing to measure yet. */
  measures: Partial<Record<CoreTeamRole, SkillMeasure>>;
  /** Whether the person did anything this source counts. */
  active: boolean;
  /** Roles the person leans to by this source, the strongest first (the role fit); empty if none. */
  leaning: CoreTeamRole[];
  /** The source's suggestions once the profile chose the role to work on. */
  suggest: (focus: CoreTeamRole) => RankedSuggestion[];
}

export interface SkillSource {
  /** The source's stable name, as the measures carry it. */
  id: string;
  read: (db: Database, actor: PolicyActor, now: Date) => Promise<SkillReading>;
}
