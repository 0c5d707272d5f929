import { TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { Link, useParams } from "react-router";
import {
  EditPageAccessDenied,
  EditPageLayout,
  EditPageLoadError,
  EditPageSkeleton,
} from "@/components/edit-page";
import { buttonVariants } from "@/components/ui/button";
import { lazySection } from "@/lib/lazy-section";
import { useTeam } from "../api/get-team";

// Each section is its own chunk: the forms, their validation and the dialogs.
const TeamDetailsSection = lazySection(() =>
  import("../components/team-details-section").then((module) => module.TeamDetailsSection),
);
const TeamLogoSection = lazySection(() =>
  import("../components/team-logo-section").then((module) => module.TeamLogoSection),
);
const TeamMembersSection = lazySection(() =>
  import("../components/team-members-section").then((module) => module.TeamMembersSection),
);
const DeleteTeamSection = lazySection(() =>
  import("../components/delete-team-section").then((module) => module.DeleteTeamSection),
);

export function EditTeamPage() {
  const { slug = "" } = useParams();
  const detail = useTeam(slug);

  // Data first: after a save the page keeps what it shows while it refreshes, even if that refresh fails.
  if (!detail.data) {
    if (detail.isPending) return <EditPageSkeleton label="Loading the team…" />;
    return <EditPageLoadError noun="team" error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  const { team, viewer } = detail.data;
  const pagePath = `/teams/${team.slug}`;
  const permissions = viewer?.permissions;

  // What the person may change comes from the server's team policy (which also decides every save):
  // each section shows only when its action is permitted.
  if (!permissions?.edit && !permissions?.manageMembers && !permissions?.delete) {
    return (
      <EditPageAccessDenied lead={`${TEAM_ERROR_MESSAGES.leaderOnly}. You can still visit the team's page.`}>
        <Link to={pagePath} className={buttonVariants()}>
          Go to {team.name}
        </Link>
      </EditPageAccessDenied>
    );
  }

  return (
    <EditPageLayout
      name={team.name}
      title="Edit team"
      intro="Change the details and the logo, and manage the members."
      pagePath={pagePath}
      pageLinkLabel="View the team's page"
    >
      {permissions.edit && (
        <>
          <TeamDetailsSection key={team.id} detail={detail.data} />
          <TeamLogoSection team={team} />
        </>
      )}
      {permissions.manageMembers && <TeamMembersSection detail={detail.data} />}
      {permissions.delete && <DeleteTeamSection team={team} />}
    </EditPageLayout>
  );
}
