import {
  courseEndpoints,
  endpointUrl,
  fundingCallEndpoints,
  incubatorEndpoints,
  libraryEndpoints,
  MENTOR_KINDS,
  mentorProfileEndpoints,
  mentorProfilePath,
  PAGE_LIMIT_MAX,
  platformEndpoints,
  projectEndpoints,
  teamEndpoints,
} from "@hatchery/shared";
import {
  incubatorListQuery,
  projectListQuery,
  readIncubatorFilters,
  readProjectFilters,
  readTeamFilters,
  teamListQuery,
} from "@hatchery/shared/directory-filters";

/*
 * The reads the server makes for a page before sending it (lib/web-app.ts): which API read a page makes
 * first, and what a page named by its read learns from the answer.
 */

/**
 * The API read a page makes first, by route id, for the pages whose largest paint waits for it: the
 * server puts its answer into the page's HTML, so the page starts with it (apps/web/src/lib/api-client.ts
 * takes it for its first request of that address). Only reads that are the same for every visitor.
 * A directory's read is the first page of its address's filters, asked as its page asks it (the
 * directory filters of packages/shared), which a visitor's document of it is drawn with (decision 085).
 */
export const EMBEDDED_READS: Readonly<
  Record<string, (params: Record<string, string>, query: URLSearchParams) => string | undefined>
> = {
  // What the installation offers (LinkedIn beside the forms): the page's one read, answered in the HTML
  // rather than started among the hydration's effects (decision 076).
  auth: () => endpointUrl(platformEndpoints.config),
  incubators: (_params, query) =>
    endpointUrl(incubatorEndpoints.list, undefined, incubatorListQuery(readIncubatorFilters(query))),
  teams: (_params, query) =>
    endpointUrl(teamEndpoints.list, undefined, teamListQuery(readTeamFilters(query))),
  projects: (_params, query) =>
    endpointUrl(projectEndpoints.list, undefined, projectListQuery(readProjectFilters(query))),
  incubator: (params) => endpointUrl(incubatorEndpoints.detail, params),
  team: (params) => endpointUrl(teamEndpoints.detail, params),
  project: (params) => endpointUrl(projectEndpoints.detail, params),
  library: () => endpointUrl(libraryEndpoints.overview),
  "library-tech-roles": () => endpointUrl(libraryEndpoints.section, { section: "tech-roles" }),
  "library-sales-lifecycle": () => endpointUrl(libraryEndpoints.section, { section: "sales-lifecycle" }),
  "library-software-lifecycle": () =>
    endpointUrl(libraryEndpoints.section, { section: "software-lifecycle" }),
  "library-product": () => endpointUrl(libraryEndpoints.section, { section: "product" }),
  "library-article": (params) => endpointUrl(libraryEndpoints.article, params),
  "incubator-course": (params) => endpointUrl(courseEndpoints.detail, params),
  "incubator-lesson": (params) => endpointUrl(courseEndpoints.lesson, params),
  advisor: (params) => endpointUrl(mentorProfileEndpoints.detail, params),
  coach: (params) => endpointUrl(mentorProfileEndpoints.detail, params),
};

/**
 * The further reads a visitor's document of a page is drawn with (lib/visitor-documents.ts): what its
 * app reads after the first, asked as the app asks them (apps/web/src/app/document-first-data.ts): the
 * incubators a directory's filter offers (the projects' `listIncubatorChoices`, the teams'
 * `listIncubatorFilterOptions`); an incubator's courses, funding calls, teams and projects, the sections
 * under its plans (decision 086).
 */
export const DOCUMENT_FURTHER_READS: Readonly<
  Record<string, (params: Record<string, string>) => readonly string[]>
> = {
  teams: () => [endpointUrl(incubatorEndpoints.list)],
  projects: () => [endpointUrl(incubatorEndpoints.list, undefined, { limit: String(PAGE_LIMIT_MAX) })],
  incubator: ({ slug = "" }) => [
    endpointUrl(courseEndpoints.list, { slug }),
    endpointUrl(fundingCallEndpoints.list, { slug }),
    endpointUrl(teamEndpoints.list, undefined, { incubator: slug }),
    endpointUrl(projectEndpoints.list, undefined, { incubator: slug }),
  ],
};

/**
 * Pages whose address names one piece written in the repository: the embedded read decides the answer,
 * 404 with the not-found title when it finds nothing (for a session too), and the piece's own title
 * otherwise, so a crawler and a shared link see the article, not the route's generic name.
 */
export const PAGES_NAMED_BY_THEIR_READ: Readonly<Record<string, (answer: unknown) => string | undefined>> = {
  "library-article": (answer) => titleOfPart(answer),
  "incubator-course": (answer) => titleOfPart(answer, "course"),
  "incubator-lesson": (answer) => titleOfPart(answer, "lesson"),
  advisor: (answer) => nameOf(answer),
  coach: (answer) => nameOf(answer),
};

/**
 * Pages named by their read that live at one address of several: the read tells the page's own
 * address, and any other one answers 301 to it. A coach's slug under /advisors goes to /coaches and
 * the other way (decision 051), so a link made before a profile changed kind still lands.
 */
export const PAGES_AT_THEIR_OWN_ADDRESS: Readonly<Record<string, (answer: unknown) => string | undefined>> = {
  advisor: mentorAddress,
  coach: mentorAddress,
};

function nameOf(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const name: unknown = Reflect.get(answer, "name");
  return typeof name === "string" ? name : undefined;
}

function mentorAddress(answer: unknown): string | undefined {
  if (typeof answer !== "object" || answer === null) return undefined;
  const kind = MENTOR_KINDS.find((known) => known === Reflect.get(answer, "kind"));
  const slug: unknown = Reflect.get(answer, "slug");
  return kind && typeof slug === "string" ? mentorProfilePath(kind, slug) : undefined;
}

/**
 * Pages named by their read whose answer depends on who reads: a course opens by membership
 * (decision 039), so a signed-in member's read is made with their session, or a members' course would
 * be 404 for the very people it is for. A visitor's read is still the same for every visitor.
 */
export const READ_AS_THE_READER = new Set(["incubator-course", "incubator-lesson", "advisor", "coach"]);

/** `answer.title`, or `answer[part].title`: the name of what a page's read found. */
function titleOfPart(answer: unknown, part?: string): string | undefined {
  const named = part && typeof answer === "object" && answer !== null ? Reflect.get(answer, part) : answer;
  if (typeof named !== "object" || named === null) return undefined;
  const title: unknown = Reflect.get(named, "title");
  return typeof title === "string" ? title : undefined;
}
