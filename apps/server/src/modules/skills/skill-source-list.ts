import { careerSkillSource } from "./career-skill-source";
import { interviewSkillSource } from "./interview-skill-source";
import { librarySkillSource } from "./library-skill-source";
import { memorySkillSource } from "./memory-skill-source";
import { mentoringSkillSource } from "./mentoring-skill-source";
import { roleFitSkillSource } from "./role-fit-skill-source";
import type { SkillSource } from "./skill-source";
import { tmaySkillSource } from "./tmay-skill-source";

/**
 * Every source of the skills profile, in one static list (as `event-projector-list.ts` lists the
 * projectors), in the order each role's measures are shown. Interview practice joined with decision
 * 045, the career game with 046, the introduction tutor with decision 048, the memory game's role decks, and mentor feedback on shared practice with decision 051; the profile's contract and pages stay as they are.
 */
export const SKILL_SOURCES: readonly SkillSource[] = [
  librarySkillSource,
  roleFitSkillSource,
  interviewSkillSource,
  careerSkillSource,
  tmaySkillSource,
  memorySkillSource,
  mentoringSkillSource,
];
