import { z } from "zod";
import { CORE_TEAM_ROLES } from "./team-model";

/**
 * A core role as the forms and answers carry it. Its own module because both the team and the position
 * contracts use it, and the team page's answer carries whole positions: living in either of them, it
 * would make the two import each other.
 */
export const coreTeamRoleSchema = z.enum(CORE_TEAM_ROLES, { error: "Role must be CEO, CTO, CCO or CGO" });
