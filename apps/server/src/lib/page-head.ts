import {
  courseEndpoints,
  documentTitle,
  endpointUrl,
  incubatorEndpoints,
  libraryEndpoints,
  mentorProfileEndpoints,
  metaDescription,
  PRODUCT_NAME,
  peopleEndpoints,
  projectEndpoints,
  ROUTE_DESCRIPTIONS,
  SITE_DESCRIPTION,
  teamEndpoints,
} from "@hatchery/shared";
import { escapeHtml } from "./html";

/**
 * The head of a page as the server sends it (docs/decisions/057-analytics-and-sitemaps.md): its title,
 * meta description, canonical link and Open Graph tags, so a crawler, a shared link's preview and the
 * tab read the page's own from the first paint. Pages about one piece of content take them from it.
 */
export interface PageHead {
  title: string;
  description?: string;
  /** Kept out of search engines: a person's profile that is not public (decision 063). */
  noindex?: boolean;
}

/** A page's content read for its head: the API address, and the title and description in its answer. */
interface ContentHead {
  address: (params: Record<string, string>) => string;
  head: (answer: unknown) => Partial<PageHead>;
}

function field(value: unknown, ...path: string[]): string | undefined {
  let current = value;
  for (const key of path) {
    if (typeof current !== "object" || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return typeof current === "string" && current.trim() !== "" ? current : undefined;
}

/**
 * The public pages about one piece of content, read as a visitor reads them: a members-only team or a
 * draft answers no 200, and the page keeps its route's words.
 */
export const CONTENT_HEADS: Readonly<Record<string, ContentHead>> = {
  incubator: {
    address: (params) => endpointUrl(incubatorEndpoints.detail, params),
    head: (answer) => ({
      title: field(answer, "incubator", "name"),
      description: field(answer, "incubator", "tagline") ?? field(answer, "incubator", "description"),
    }),
  },
  team: {
    address: (params) => endpointUrl(teamEndpoints.detail, params),
    head: (answer) => ({
      title: field(answer, "team", "name"),
      description: field(answer, "team", "tagline") ?? field(answer, "team", "description"),
    }),
  },
  project: {
    address: (params) => endpointUrl(projectEndpoints.detail, params),
    head: (answer) => ({
      title: field(answer, "project", "name"),
      description: field(answer, "project", "summary") ?? field(answer, "project", "description"),
    }),
  },
  "incubator-course": {
    address: (params) => endpointUrl(courseEndpoints.detail, params),
    head: (answer) => ({
      title: field(answer, "course", "title"),
      description: field(answer, "course", "summary"),
    }),
  },
  "incubator-lesson": {
    address: (params) => endpointUrl(courseEndpoints.lesson, params),
    head: (answer) => ({
      title: field(answer, "lesson", "title"),
      description: field(answer, "lesson", "summary"),
    }),
  },
  "library-article": {
    address: (params) => endpointUrl(libraryEndpoints.article, params),
    head: (answer) => ({ title: field(answer, "title"), description: field(answer, "summary") }),
  },
  advisor: {
    address: (params) => endpointUrl(mentorProfileEndpoints.detail, params),
    head: (answer) => ({ title: field(answer, "name"), description: field(answer, "headline") }),
  },
  coach: {
    address: (params) => endpointUrl(mentorProfileEndpoints.detail, params),
    head: (answer) => ({ title: field(answer, "name"), description: field(answer, "headline") }),
  },
  person: {
    address: (params) => endpointUrl(peopleEndpoints.profile, params),
    head: (answer) => ({ title: field(answer, "person", "name"), description: field(answer, "headline") }),
  },
};

/**
 * Pages indexed only when a visitor may read their content: a person's profile is in search engines
 * only when its person made it public (decision 063).
 */
export const INDEXED_ONLY_WHEN_PUBLIC: ReadonlySet<string> = new Set(["person"]);

const DESCRIPTION_ELEMENT = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
/** What this module adds, marked so a page cached with them is never given them twice. */
const HEAD_MARK = "data-page-head";

/**
 * `html` with the page's title, description, canonical link and Open Graph tags. `url` is the page's
 * absolute address without its query, which is also the canonical one: every route has one address.
 */
export function withPageHead(html: string, head: PageHead & { routeId?: string; url: string }): string {
  const title = documentTitle(head.title);
  const description = metaDescription(
    head.description ?? (head.routeId ? ROUTE_DESCRIPTIONS[head.routeId] : undefined) ?? SITE_DESCRIPTION,
  );
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" ${HEAD_MARK}>`,
    `<meta property="og:type" content="website" ${HEAD_MARK}>`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" ${HEAD_MARK}>`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" ${HEAD_MARK}>`,
    `<meta property="og:description" content="${escapeHtml(description)}" ${HEAD_MARK}>`,
    `<meta property="og:url" content="${escapeHtml(head.url)}" ${HEAD_MARK}>`,
    `<meta name="twitter:card" content="summary" ${HEAD_MARK}>`,
    ...(head.noindex ? [`<meta name="robots" content="noindex" ${HEAD_MARK}>`] : []),
  ].join("");
  const described = `<meta name="description" content="${escapeHtml(description)}">`;
  const cleared = html.replace(new RegExp(`<[^>]*${HEAD_MARK}[^>]*>`, "g"), "");
  // A shell without a title (never the build's) gets one first in its head.
  const withoutOld = TITLE_ELEMENT.test(cleared)
    ? cleared
    : cleared.replace(/<head[^>]*>/, (element) => `${element}<title></title>`);
  const withDescription = DESCRIPTION_ELEMENT.test(withoutOld)
    ? withoutOld.replace(DESCRIPTION_ELEMENT, () => described)
    : withoutOld.replace(TITLE_ELEMENT, (element) => `${element}${described}`);
  // Beside the title, so what the page adds at the end of the head (preloads, markers) stays last. Given
  // as functions: a `$&` in a team's name is its text, not a replacement pattern.
  return withDescription.replace(TITLE_ELEMENT, () => `<title>${escapeHtml(title)}</title>${tags}`);
}
