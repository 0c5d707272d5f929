import type { RoleFitScores } from "@hatchery/shared";
import { RoleShareBars } from "@/components/role-share-bars";

/** The four roles as horizontal bars, each its share of the most it could have scored. */
export function RoleFitChart({ scores }: { scores: RoleFitScores }) {
  return <RoleShareBars roles={scores.roles} />;
}

/** The roles with the highest share, those within five points of the best, best first. */
export function leadingRoles(scores: RoleFitScores): RoleFitScores["roles"] {
  const best = Math.max(...scores.roles.map((entry) => entry.share));
  return scores.roles.filter((entry) => entry.share >= best - 0.05).sort((a, b) => b.share - a.share);
}
