import { useIncubatorLinks } from "../api/list-incubator-links";
import { useProjectLinks } from "../api/list-project-links";
import { useTeamLinks } from "../api/list-team-links";
import { LinkGroup } from "./link-group";

/*
 * The community's own pages: incubators, public teams and their projects, each group the first page of
 * its directory (SITEMAP_GROUP_LINKS), ending with the directory itself when it holds more.
 */

const slugPath = (prefix: string, slug: string) => `${prefix}/${encodeURIComponent(slug)}`;

export function IncubatorLinks() {
  const incubators = useIncubatorLinks();
  const page = incubators.data;
  return (
    <LinkGroup
      id="incubators"
      title="Incubators"
      links={(page?.items ?? []).map((incubator) => ({
        key: incubator.slug,
        to: slugPath("/incubators", incubator.slug),
        label: incubator.name,
      }))}
      more={Boolean(page?.nextCursor) && { to: "/incubators", label: "All incubators" }}
    />
  );
}

export function TeamLinks() {
  const teams = useTeamLinks();
  const page = teams.data;
  return (
    <LinkGroup
      id="teams"
      title="Teams"
      // Public teams only: a team of an incubator's members is not a public page, even to a member.
      links={(page?.items ?? [])
        .filter((team) => team.visibility === "public")
        .map((team) => ({
          key: team.slug,
          to: slugPath("/teams", team.slug),
          label: team.name,
          note: team.incubator.name,
        }))}
      more={Boolean(page?.nextCursor) && { to: "/teams", label: "All teams" }}
    />
  );
}

export function ProjectLinks() {
  const projects = useProjectLinks();
  const page = projects.data;
  return (
    <LinkGroup
      id="projects"
      title="Projects"
      links={(page?.items ?? []).map((project) => ({
        key: project.slug,
        to: slugPath("/projects", project.slug),
        label: project.name,
        note: project.team.name,
      }))}
      more={Boolean(page?.nextCursor) && { to: "/projects", label: "All projects" }}
    />
  );
}
