import {
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  PROJECT_STATUSES,
  type ProjectStatus,
  TEAM_STAGES,
  type TeamStage,
} from "./team-model";

/*
 * The public directories' filters (/incubators, /teams, /projects): how a directory's address names
 * them, and the query its list reads with them. One place, because the page reads its address with
 * them and the server reads the same list for a visitor's document of it (decision 085): the two must
 * ask the same address.
 */

type ListQuery = Record<string, string | undefined>;

/** `value` if it is one of `choices` (a select's or an address's), else "" for none. */
export function chosenFilter<T extends string>(choices: readonly T[], value: string | null): T | "" {
  return choices.find((known) => known === value) ?? "";
}

export type AcceptingFilter = "all" | "accepting" | "not-accepting";
export const ACCEPTING_FILTERS: readonly AcceptingFilter[] = ["all", "accepting", "not-accepting"];

export interface IncubatorFilters {
  search: string;
  accepting: AcceptingFilter;
}

export function readIncubatorFilters(params: URLSearchParams): IncubatorFilters {
  return {
    search: params.get("search") ?? "",
    accepting: chosenFilter(ACCEPTING_FILTERS, params.get("accepting")) || "all",
  };
}

export function incubatorListQuery(filters: IncubatorFilters, cursor: string | null = null): ListQuery {
  return {
    search: filters.search.trim() || undefined,
    accepting: filters.accepting === "all" ? undefined : filters.accepting === "accepting" ? "true" : "false",
    cursor: cursor ?? undefined,
  };
}

/** The team directory's filters; an empty value means "any". */
export interface TeamFilters {
  search: string;
  /** An incubator's slug. */
  incubator: string;
  /** Teams where nobody holds this core role. */
  role: CoreTeamRole | "";
  stage: TeamStage | "";
}

export function readTeamFilters(params: URLSearchParams): TeamFilters {
  return {
    search: params.get("search") ?? "",
    incubator: params.get("incubator") ?? "",
    role: chosenFilter(CORE_TEAM_ROLES, params.get("role")),
    stage: chosenFilter(TEAM_STAGES, params.get("stage")),
  };
}

export function teamListQuery(filters: TeamFilters, cursor: string | null = null): ListQuery {
  return {
    search: filters.search.trim() || undefined,
    incubator: filters.incubator || undefined,
    role: filters.role || undefined,
    stage: filters.stage || undefined,
    cursor: cursor ?? undefined,
  };
}

/** The project directory's filters; an empty text or no status means "any". */
export interface ProjectFilters {
  search: string;
  status: ProjectStatus | "";
  tag: string;
  /** An incubator's slug. */
  incubator: string;
}

export function readProjectFilters(params: URLSearchParams): ProjectFilters {
  return {
    search: params.get("search") ?? "",
    status: chosenFilter(PROJECT_STATUSES, params.get("status")),
    tag: params.get("tag") ?? "",
    incubator: params.get("incubator") ?? "",
  };
}

export function projectListQuery(filters: ProjectFilters, cursor: string | null = null): ListQuery {
  return {
    search: filters.search.trim() || undefined,
    status: filters.status || undefined,
    tag: filters.tag.trim() || undefined,
    incubator: filters.incubator || undefined,
    cursor: cursor ?? undefined,
  };
}
