import { type CandidateReason, CORE_TEAM_ROLE_LABELS } from "@hatchery/shared";

/** "CTO or CGO", "CTO, CCO or CGO". */
function listOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** "React, Figma and SQL". */
function listAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** Why a candidate is suggested, as the leader reads it: one sentence per reason. */
export function candidateReasonText(reason: CandidateReason): string {
  switch (reason.kind) {
    case "roles": {
      const roles = listOr(reason.roles.map((role) => CORE_TEAM_ROLE_LABELS[role]));
      return reason.strictness === "must_have"
        ? `Wants only the ${roles} role, which your team has open`
        : `Would take the ${roles} role your team has open, among others`;
    }
    case "skills":
      return `Knows ${listAnd(reason.skills)}, which your open positions ask for`;
    case "hours":
      return `Has ${reason.hoursPerWeek} h a week, enough for a ${reason.positionHours} h position`;
  }
}
