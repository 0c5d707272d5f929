import type { CoreTeamRole, RoleSound } from "@hatchery/shared";

/** How the career game names each role, what the role answers for, and its sound (SPEC §9). */
export const CAREER_ROLES: Record<CoreTeamRole, { name: string; description: string; sound: RoleSound }> = {
  ceo: {
    name: "CEO",
    description: "Chief executive: the direction, the money, the first customers and the people.",
    sound: "CEO",
  },
  cto: {
    name: "CTO",
    description: "Chief technology officer: the product's engineering and the team that builds it.",
    sound: "CTO",
  },
  cco: {
    name: "CCO",
    description: "Chief commercial officer: finding buyers, pricing, closing and keeping customers.",
    sound: "CCO",
  },
  cgo: {
    name: "CGO",
    description: "Chief growth officer: bringing people in, and making sure they stay.",
    sound: "CGO",
  },
};
