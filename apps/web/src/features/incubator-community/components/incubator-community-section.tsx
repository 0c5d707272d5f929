import { CORE_TEAM_ROLE_LABELS, CORE_TEAM_ROLES, type ProjectSummary, type TeamCard } from "@hatchery/shared";
import { Link } from "react-router";
import { QueryList } from "@/components/query-list";
import { Skeleton } from "@/components/ui/skeleton";
import { useIncubatorProjects } from "../api/list-incubator-projects";
import { useIncubatorTeams } from "../api/list-incubator-teams";
import { CommunityMembers } from "./community-members";

const LIST_SKELETON = (
  <div className="flex flex-col gap-2">
    <Skeleton className="h-12 w-full" />
    <Skeleton className="h-12 w-full" />
  </div>
);

/**
 * The incubator's community under its page (decision 065). Those inside it (members, its owner,
 * administrators) get its spaces (positions board, feed, chat) as links, every team with its open
 * roles, the projects and the members; a visitor gets the public teams and projects and the member
 * count. It loads after the page's first view, as its own chunk.
 */
export function IncubatorCommunitySection({
  slug,
  incubatorName,
  isInside,
  memberCount,
}: {
  slug: string;
  incubatorName: string;
  isInside: boolean;
  memberCount: number;
}) {
  return (
    <section aria-labelledby="community" className="space-y-8">
      <div className="space-y-2">
        <h2 id="community" className="text-2xl font-semibold tracking-tight">
          Community
        </h2>
        <p className="text-muted-foreground">
          {memberCount === 1 ? "1 member" : `${memberCount} members`} build their teams and projects in{" "}
          {incubatorName}.
        </p>
        {isInside && (
          <nav aria-label={`${incubatorName} spaces`}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <li>
                <Link to={`/incubators/${slug}/positions`} className="underline underline-offset-2">
                  Positions board
                </Link>
              </li>
              <li>
                <Link to={`/incubators/${slug}/feed`} className="underline underline-offset-2">
                  Feed
                </Link>
              </li>
              <li>
                <Link to={`/incubators/${slug}/communication`} className="underline underline-offset-2">
                  Chat
                </Link>
              </li>
            </ul>
          </nav>
        )}
      </div>
      <CommunityTeams slug={slug} incubatorName={incubatorName} />
      <CommunityProjects slug={slug} incubatorName={incubatorName} />
      {isInside && <CommunityMembers slug={slug} incubatorName={incubatorName} />}
      <p className="text-sm text-muted-foreground">
        A question about {incubatorName}?{" "}
        <Link to="/support" className="underline underline-offset-2">
          Write to us through the support page
        </Link>
        .
      </p>
    </section>
  );
}

function openRolesOf(team: TeamCard): string {
  return CORE_TEAM_ROLES.filter((role) => team.coverage[role] !== "filled")
    .map((role) => CORE_TEAM_ROLE_LABELS[role])
    .join(", ");
}

function CommunityTeams({ slug, incubatorName }: { slug: string; incubatorName: string }) {
  const teams = useIncubatorTeams(slug);
  return (
    <section aria-labelledby="community-teams" className="space-y-3">
      <h3 id="community-teams" className="text-lg font-semibold">
        Teams
      </h3>
      <QueryList
        query={teams}
        loadingLabel="Loading teams…"
        skeleton={LIST_SKELETON}
        errorTitle="The teams could not be loaded"
        empty={<p className="text-sm text-muted-foreground">No teams in {incubatorName} yet.</p>}
        loadMoreLabels={{ idle: "More teams", busy: "Loading more teams…" }}
      >
        {(items) => (
          <ul aria-label={`Teams of ${incubatorName}`} className="divide-y rounded-xl border">
            {items.map((team) => {
              const open = openRolesOf(team);
              return (
                <li key={team.id} className="space-y-0.5 p-3">
                  <Link to={`/teams/${team.slug}`} className="font-medium hover:underline">
                    {team.name}
                  </Link>
                  {team.tagline && <p className="text-sm text-muted-foreground">{team.tagline}</p>}
                  <p className="text-sm">
                    {open ? `Open roles: ${open}` : "Every core role is filled"}
                    {team.openPositionCount > 0 &&
                      ` · ${team.openPositionCount} open position${team.openPositionCount === 1 ? "" : "s"}`}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </QueryList>
    </section>
  );
}

function CommunityProjects({ slug, incubatorName }: { slug: string; incubatorName: string }) {
  const projects = useIncubatorProjects(slug);
  return (
    <section aria-labelledby="community-projects" className="space-y-3">
      <h3 id="community-projects" className="text-lg font-semibold">
        Projects
      </h3>
      <QueryList<ProjectSummary>
        query={projects}
        loadingLabel="Loading projects…"
        skeleton={LIST_SKELETON}
        errorTitle="The projects could not be loaded"
        empty={<p className="text-sm text-muted-foreground">No projects in {incubatorName} yet.</p>}
        loadMoreLabels={{ idle: "More projects", busy: "Loading more projects…" }}
      >
        {(items) => (
          <ul aria-label={`Projects of ${incubatorName}`} className="divide-y rounded-xl border">
            {items.map((project) => (
              <li key={project.id} className="space-y-0.5 p-3">
                <Link to={`/projects/${project.slug}`} className="font-medium hover:underline">
                  {project.name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  By {project.team.name}
                  {project.summary && ` · ${project.summary}`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
