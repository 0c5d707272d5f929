import { librarySkillSource } from "./library-skill-source";
import { roleFitSkillSource } from "./role-fit-skill-source";
import type { SkillSource } from "./skill-source";

/**
 * Every source of the skills profile, in one static list (as `event-projector-list.ts` lists the
 * projectors), in the order each role's measures are shown. Games' practice results and mentor
 * feedback join here when those areas land; the profile's contract and pages stay as they are.
 */
export const SKILL_SOURCES: readonly SkillSource[] = [librarySkillSource, roleFitSkillSource];
