import {
  CORE_TEAM_ROLE_LABELS,
  type CoreTeamRole,
  PROJECT_STATUS_LABELS,
  TEAM_STAGE_LABELS,
  TEAM_VISIBILITY_LABELS,
  type TeamDetailResponse,
} from "@hatchery/shared";
import { CrownIcon, PlusIcon } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Link, useParams } from "react-router";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { PageContainer, PageHeader, PageLoading, Prose } from "@/components/page-layout";
import { PersonAvatar } from "@/components/person-avatar";
import { PersonLink } from "@/components/person-link";
import { PersonMessageActionFor } from "@/components/person-message-action";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { lazySection } from "@/lib/lazy-section";
import { usePageHead } from "@/lib/page-head";
import { useDeferredFirstAnswer } from "@/lib/use-deferred-first-answer";
import { useNearViewport } from "@/lib/use-near-viewport";
import { useRevealedCount } from "@/lib/use-revealed-count";
import { useTeam } from "../api/get-team";
import { RoleCoverageLegend, RoleCoverageTable } from "../components/role-coverage";
import { TeamActionsPanel } from "../components/team-actions-panel";
import { TeamLogo } from "../components/team-logo";

/** Only the leader reads who wants the team's open roles: the list loads for them alone. */
const TeamCandidatesSection = lazySection(() =>
  import("../components/team-candidates-section").then((module) => module.TeamCandidatesSection),
);

/*
 * The open positions (applying, closing, the leader's forms and their dates) are below the fold: their
 * code loads once the page has painted rather than in the first view's chain of files.
 */
const TeamPositionsPanel = lazySection(() =>
  import("../components/positions/team-positions-panel").then((module) => module.TeamPositionsPanel),
);

const SECTION_HEADING = "mb-4 text-2xl font-semibold tracking-tight";

/**
 * `funding`: the team's funding section, which the funding area provides (app/pages composes them),
 * drawn from the funding the team's own answer carries when it has an award.
 * A way to write to a member, applicant or candidate comes from the page's `PersonMessageActionProvider`.
 */
export function TeamPage({
  funding,
}: {
  funding?: (awards: NonNullable<TeamDetailResponse["funding"]>) => ReactNode;
} = {}) {
  const { slug = "" } = useParams();
  const detail = useTeam(slug);
  // The first answer renders in slices, the skeleton staying until it has (decision 071).
  const deferred = useDeferredFirstAnswer(detail.data);
  const session = useSession();
  const named = detail.data?.team;
  usePageHead(named && { title: named.name, description: named.tagline || named.description });

  if (detail.isPending || (detail.data !== undefined && deferred === undefined)) return <TeamSkeleton />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title={missing ? "Team not found" : "Team could not be loaded"}
          lead={
            missing
              ? "There is no team at this address, or it is visible to its incubator's members only."
              : errorMessage(detail.error)
          }
        />
        <div className="flex flex-wrap gap-3">
          {!missing && <Button onClick={() => void detail.refetch()}>Try again</Button>}
          <Link to="/teams" className={buttonVariants({ variant: "outline" })}>
            Browse teams
          </Link>
        </div>
      </PageContainer>
    );
  }

  const shown = deferred ?? detail.data;
  const { team, incubator } = shown;
  return (
    <PageContainer className="pb-16">
      <header className="flex flex-col gap-4 py-10 sm:flex-row sm:items-center sm:py-14">
        <TeamLogo name={team.name} logoUrl={team.logoUrl} size="lg" />
        <div className="min-w-0 space-y-2">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{team.name}</h1>
          {team.tagline && <p className="text-lg text-muted-foreground">{team.tagline}</p>}
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              In{" "}
              <Link
                to={`/incubators/${incubator.slug}`}
                className="font-medium text-primary underline underline-offset-4"
              >
                {incubator.name}
              </Link>
            </span>
            <Badge variant="secondary">{TEAM_STAGE_LABELS[team.stage]}</Badge>
            {team.visibility === "incubator" && (
              <Badge variant="outline">{TEAM_VISIBILITY_LABELS.incubator}</Badge>
            )}
          </div>
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        {/* First in reading order, so a phone shows the person's actions before the long content. */}
        <aside className="space-y-6 lg:col-start-2 lg:row-start-1">
          <TeamActionsPanel detail={shown} session={session.data} />
        </aside>

        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="about">
            <h2 id="about" className={SECTION_HEADING}>
              About
            </h2>
            {team.description ? (
              <MarkdownProse html={team.descriptionHtml} />
            ) : (
              <Prose>
                <p className="text-muted-foreground">No description yet.</p>
              </Prose>
            )}
          </section>

          <RolesSection detail={shown} />
          <LaterSections detail={shown} funding={funding} />
        </div>
      </div>
    </PageContainer>
  );
}

/** The sections after the roles, mounted one per task once they near the viewport (LaterSections). */
const LATER_SECTIONS = 3;

/**
 * What comes below the roles: below the fold on a phone, where the person's actions and the team's
 * description come first. Mounted with the page, they made its first render, commit and layout one long
 * task before the description could paint; they now mount once their place nears the viewport
 * (useNearViewport), then one per task, in order below what is in view (useRevealedCount, decision 072).
 */
function LaterSections({
  detail,
  funding,
}: {
  detail: TeamDetailResponse;
  funding?: (awards: NonNullable<TeamDetailResponse["funding"]>) => ReactNode;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const revealed = useRevealedCount(near ? LATER_SECTIONS : 0, 0, 1);
  return (
    <div ref={ref} className="below-the-fold space-y-10">
      {revealed > 0 && <MembersSection detail={detail} />}
      {revealed > 1 && <ProjectsSection detail={detail} />}
      {revealed > 2 && (
        <>
          {detail.funding && funding?.(detail.funding)}
          <Suspense fallback={null}>
            <TeamPositionsPanel detail={detail} />
          </Suspense>
          {detail.viewer?.permissions.manageMembers && (
            <Suspense fallback={<Skeleton className="h-32 w-full" />}>
              <TeamCandidatesSection detail={detail} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

function RolesSection({ detail }: { detail: TeamDetailResponse }) {
  const holders: Partial<Record<CoreTeamRole, string>> = {};
  for (const member of detail.members) if (member.coreRole) holders[member.coreRole] = member.user.name;
  return (
    <section aria-labelledby="roles">
      <h2 id="roles" className={SECTION_HEADING}>
        Roles
      </h2>
      <RoleCoverageLegend className="mb-3" />
      <RoleCoverageTable coverage={detail.coverage} holders={holders} />
    </section>
  );
}

function MembersSection({ detail }: { detail: TeamDetailResponse }) {
  const { members } = detail;
  return (
    <section aria-labelledby="members">
      <h2 id="members" className={SECTION_HEADING}>
        Members <span className="text-base font-normal text-muted-foreground">({members.length})</span>
      </h2>
      <ul className="divide-y rounded-xl border">
        {members.map((member) => (
          <li key={member.user.id} className="flex items-center gap-3 p-4">
            <PersonAvatar person={member.user} />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <PersonLink person={member.user} />
                {member.isLeader && (
                  <Badge>
                    <CrownIcon aria-hidden="true" className="size-3" />
                    Leader
                  </Badge>
                )}
              </p>
              {member.title && <p className="text-sm text-muted-foreground">{member.title}</p>}
            </div>
            {member.coreRole && (
              <Badge variant="secondary" title={CORE_TEAM_ROLE_LABELS[member.coreRole]}>
                {CORE_TEAM_ROLE_LABELS[member.coreRole]}
              </Badge>
            )}
            <PersonMessageActionFor person={member.user} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProjectsSection({ detail }: { detail: TeamDetailResponse }) {
  const { team, projects, viewer } = detail;
  const mayAdd = viewer?.permissions.manageProjects === true;
  return (
    <section aria-labelledby="projects">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="projects" className="text-2xl font-semibold tracking-tight">
          Projects
        </h2>
        {mayAdd && (
          <Link
            to={`/projects/create?${new URLSearchParams({ team: team.slug })}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <PlusIcon aria-hidden="true" />
            New project
          </Link>
        )}
      </div>
      {projects.length === 0 ? (
        <p className="text-muted-foreground">{team.name} has no projects yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {projects.map((project) => (
            <li
              key={project.id}
              className="relative flex flex-col gap-2 rounded-lg border p-4 focus-within:ring-2 focus-within:ring-ring hover:shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-medium">
                  <Link
                    to={`/projects/${project.slug}`}
                    className="outline-none after:absolute after:inset-0"
                  >
                    {project.name}
                  </Link>
                </h3>
                <Badge variant="outline">{PROJECT_STATUS_LABELS[project.status]}</Badge>
              </div>
              {project.summary && <p className="text-sm text-muted-foreground">{project.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamSkeleton() {
  return (
    <PageLoading label="Loading team…" shapesClassName="space-y-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-9 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </PageLoading>
  );
}
