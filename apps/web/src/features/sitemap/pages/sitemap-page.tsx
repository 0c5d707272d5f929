import { type RouteDefinition, SITEMAP_ROUTES } from "@hatchery/shared";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { CourseLinks } from "../components/course-links";
import { IncubatorLinks, ProjectLinks, TeamLinks } from "../components/directory-links";
import { LibraryArticleLinks } from "../components/library-article-links";
import { MentorLinks } from "../components/mentor-links";

interface SitemapGroup {
  id: string;
  title: string;
  includes: (route: RouteDefinition) => boolean;
}

const isUnder = (prefix: string) => (route: RouteDefinition) =>
  route.path === prefix || route.path.startsWith(`${prefix}/`);

const GROUPS: readonly SitemapGroup[] = [
  {
    id: "start",
    title: "Getting to know Hatchery",
    includes: (route) => ["home", "about", "who-is-this-for", "who-is-product-for"].includes(route.id),
  },
  {
    id: "community",
    title: "Community",
    includes: (route) =>
      ["/incubators", "/teams", "/projects", "/advisors"].some((prefix) => isUnder(prefix)(route)),
  },
  { id: "library", title: "Library", includes: isUnder("/library") },
  { id: "games", title: "Career games", includes: isUnder("/games") },
  { id: "assessment", title: "Assessment", includes: isUnder("/assessment") },
  {
    id: "help",
    title: "Help and policies",
    includes: (route) =>
      ["faq", "documentation", "support", "terms", "privacy", "sitemap"].includes(route.id),
  },
];

/** Each public page sits in the first group that claims it; anything unclaimed is still listed. */
function groupRoutes(): { id: string; title: string; routes: RouteDefinition[] }[] {
  const claimed = new Set<RouteDefinition>();
  const groups = GROUPS.map((group) => {
    const routes = SITEMAP_ROUTES.filter((route) => !claimed.has(route) && group.includes(route));
    for (const route of routes) claimed.add(route);
    return { id: group.id, title: group.title, routes };
  });
  const rest = SITEMAP_ROUTES.filter((route) => !claimed.has(route));
  if (rest.length > 0) groups.push({ id: "more", title: "More pages", routes: rest });
  return groups.filter((group) => group.routes.length > 0);
}

export function SitemapPage() {
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Sitemap"
        lead={
          <>
            Every public page of Hatchery, grouped by topic. Search engines can use the{" "}
            <a href="/sitemap.xml" className="font-medium text-primary underline underline-offset-4">
              XML sitemap
            </a>{" "}
            instead.
          </>
        }
      />
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {groupRoutes().map((group) => (
          <section key={group.id} aria-labelledby={`sitemap-${group.id}`}>
            <h2 id={`sitemap-${group.id}`} className="mb-3 text-lg font-semibold">
              {group.title}
            </h2>
            <ul className="space-y-2">
              {group.routes.map((route) => (
                <li key={route.id}>
                  <Link
                    to={route.path}
                    className="rounded-sm text-primary underline-offset-4 hover:underline"
                  >
                    {route.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <IncubatorLinks />
        <TeamLinks />
        <ProjectLinks />
        <LibraryArticleLinks />
        <CourseLinks />
        <MentorLinks />
      </div>
    </PageContainer>
  );
}
