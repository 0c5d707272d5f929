import { CORE_TEAM_ROLE_LABELS, type CoreTeamRole, type SkillMeasure } from "@hatchery/shared";
import { type MemoryRoleRecall, readMemoryRoleRecall } from "../games/memory-results.service";
import type { SkillSource } from "./skill-source";

function recallMeasure(recall: MemoryRoleRecall): SkillMeasure {
  const games = `${recall.gamesPlayed} ${recall.gamesPlayed === 1 ? "game" : "games"}`;
  return {
    source: "memory",
    label: "Memory game",
    share: recall.accuracy,
    detail: `${games} of the ${CORE_TEAM_ROLE_LABELS[recall.role]}'s pairs, best ${recall.fewestMoves} moves for ${recall.pairs} pairs`,
  };
}

/**
 * The memory game per role (docs/decisions/043-memory-game.md): for each role whose own deck the person
 * played, how exactly they recalled its pairs (pairs over the fewest moves). Games of all pairs or of a
 * library section count as activity but measure no role. It suggests nothing: the other games teach more.
 */
export const memorySkillSource: SkillSource = {
  id: "memory",
  read: async (db, actor) => {
    const { played, roles } = await readMemoryRoleRecall(db, actor);
    const measures: Partial<Record<CoreTeamRole, SkillMeasure>> = {};
    for (const recall of roles) measures[recall.role] = recallMeasure(recall);
    return { measures, active: played, leaning: [], suggest: () => [] };
  },
};
