import { TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { type ComponentType, lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useTeam } from "../api/get-team";

/*
 * Each section is its own chunk: the forms, their validation and the dialogs together weigh more than
 * one route chunk may (bench/bundle.mjs), while the page's frame shows at once.
 */
function lazySection<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

const TeamDetailsSection = lazySection(() =>
  import("../components/team-details-section").then((module) => module.TeamDetailsSection),
);
const TeamLogoSection = lazySection(() =>
  import("../components/team-logo-section").then((module) => module.TeamLogoSection),
);
const TeamMembersSection = lazySection(() =>
  import("../components/team-members-section").then((module) => module.TeamMembersSection),
);
const TeamCandidatesSection = lazySection(() =>
  import("../components/team-candidates-section").then((module) => module.TeamCandidatesSection),
);
const DeleteTeamSection = lazySection(() =>
  import("../components/delete-team-section").then((module) => module.DeleteTeamSection),
);

export function EditTeamPage() {
  const { slug = "" } = useParams();
  const detail = useTeam(slug);

  // Data first: after a save the page keeps what it shows while it refreshes, even if that refresh fails.
  if (!detail.data) {
    if (detail.isPending) return <EditSkeleton />;
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    // The heading stays the route's own (and the document title's); the alert says what went wrong.
    return (
      <PageContainer className="pb-16">
        <PageHeader title="Edit team" />
        <Alert variant="destructive" role="alert" className="mb-6 max-w-3xl">
          <AlertTitle>{missing ? "Team not found" : "Team could not be loaded"}</AlertTitle>
          <AlertDescription>
            {missing ? "There is no team at this address to edit." : errorMessage(detail.error)}
          </AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-3">
          {!missing && (
            <Button type="button" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/teams">Browse teams</Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  const { team, viewer } = detail.data;
  const pagePath = `/teams/${team.slug}`;
  const permissions = viewer?.permissions;

  // What the person may change comes from the server's team policy (which also decides every save):
  // each section shows only when its action is permitted.
  if (!permissions?.edit && !permissions?.manageMembers && !permissions?.delete) {
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title="Access Denied"
          lead={`${TEAM_ERROR_MESSAGES.leaderOnly}. You can still visit the team's page.`}
        />
        <Button asChild>
          <Link to={pagePath}>Go to {team.name}</Link>
        </Button>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={team.name}
        title="Edit team"
        lead={
          <>
            Change the details and the logo, and manage the members.{" "}
            <Link to={pagePath} className="font-medium text-primary underline underline-offset-4">
              View the team's page
            </Link>
          </>
        }
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {/* One boundary, so the sections appear together rather than one by one. */}
        <Suspense fallback={<SectionSkeletons />}>
          {permissions.edit && (
            <>
              <TeamDetailsSection key={team.id} detail={detail.data} />
              <TeamLogoSection team={team} />
            </>
          )}
          {permissions.manageMembers && (
            <>
              <TeamMembersSection detail={detail.data} />
              <TeamCandidatesSection detail={detail.data} />
            </>
          )}
          {permissions.delete && <DeleteTeamSection team={team} />}
        </Suspense>
      </div>
    </PageContainer>
  );
}

function SectionSkeletons() {
  return (
    <>
      {[0, 1, 2].map((card) => (
        <div key={card} aria-hidden="true" className="flex flex-col gap-4 rounded-xl border p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </>
  );
}

function EditSkeleton() {
  return (
    <PageLoading label="Loading the team…" shapesClassName="flex max-w-3xl flex-col gap-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <SectionSkeletons />
    </PageLoading>
  );
}
