import { matchRoute } from "@hatchery/shared";
import {
  readIncubatorFilters,
  readProjectFilters,
  readTeamFilters,
} from "@hatchery/shared/directory-filters";
import type { QueryClient } from "@tanstack/react-query";

/*
 * What a page sent to a visitor as a document reads before its render, with the query options the page
 * reads with: for a directory (decision 085) the first page of its address's filters and the incubators
 * its filter offers; for an incubator (decision 086) the sections its app loads after its first paint. The server makes the same reads and renders with their answers (EMBEDDED_READS and
 * DOCUMENT_FURTHER_READS in apps/server/src/lib/page-first-reads.ts). Only the server renderer
 * (prerender.tsx) loads it: the app's directory is the build's page, which reads its list once started.
 */
const FIRST_READS_FOR_A_DOCUMENT: Readonly<
  Record<
    string,
    (queryClient: QueryClient, query: URLSearchParams, params: Record<string, string>) => Promise<unknown>
  >
> = {
  incubators: async (queryClient, query) => {
    const { listIncubatorsQueryOptions } = await import("@/features/incubators/api/list-incubators");
    return queryClient.ensureInfiniteQueryData(listIncubatorsQueryOptions(readIncubatorFilters(query)));
  },
  teams: async (queryClient, query) => {
    const [{ listTeamsQueryOptions }, { incubatorFilterOptionsQueryOptions }] = await Promise.all([
      import("@/features/teams/api/list-teams"),
      import("@/features/teams/api/list-incubator-filter-options"),
    ]);
    return Promise.all([
      queryClient.ensureInfiniteQueryData(listTeamsQueryOptions(readTeamFilters(query))),
      queryClient.ensureQueryData(incubatorFilterOptionsQueryOptions()),
    ]);
  },
  projects: async (queryClient, query) => {
    const [{ listProjectsQueryOptions }, { incubatorChoicesQueryOptions }] = await Promise.all([
      import("@/features/projects/api/list-projects"),
      import("@/features/projects/api/list-incubator-choices"),
    ]);
    return Promise.all([
      queryClient.ensureInfiniteQueryData(listProjectsQueryOptions(readProjectFilters(query))),
      queryClient.ensureQueryData(incubatorChoicesQueryOptions()),
    ]);
  },
  incubator: async (queryClient, _query, { slug = "" }) => {
    const [courses, calls, teams, projects] = await Promise.all([
      import("@/features/classrooms/api/list-courses"),
      import("@/features/funding/calls/api/funding-calls"),
      import("@/features/incubator-community/api/list-incubator-teams"),
      import("@/features/incubator-community/api/list-incubator-projects"),
    ]);
    return Promise.all([
      queryClient.ensureQueryData(courses.listCoursesQueryOptions(slug)),
      queryClient.ensureQueryData(calls.incubatorCallsQueryOptions(slug)),
      queryClient.ensureInfiniteQueryData(teams.incubatorTeamsQueryOptions(slug)),
      queryClient.ensureInfiniteQueryData(projects.incubatorProjectsQueryOptions(slug)),
    ]);
  },
};

/**
 * Reads the first data of the document at `address` into `queryClient`, beside the route's own
 * (`readFirstData`). A read that fails leaves the page to show its own error: the server sends no
 * document whose reads it could not make.
 */
export async function readDocumentFirstData(queryClient: QueryClient, address: string): Promise<void> {
  const url = new URL(address, "http://localhost");
  const matched = matchRoute(url.pathname);
  if (!matched) return;
  await FIRST_READS_FOR_A_DOCUMENT[matched.route.id]?.(queryClient, url.searchParams, matched.params).catch(
    () => undefined,
  );
}
