import { Link, useParams } from "react-router";
import {
  EditPageAccessDenied,
  EditPageLayout,
  EditPageLoadError,
  EditPageSkeleton,
} from "@/components/edit-page";
import { buttonVariants } from "@/components/ui/button";
import { lazySection } from "@/lib/lazy-section";
import { useProject } from "../api/get-project";

// Each section is its own chunk: the form with its schemas and the chip input, the upload form and the
// delete dialog.
const ProjectDetailsSection = lazySection(() =>
  import("../components/project-details-section").then((module) => module.ProjectDetailsSection),
);
const CoverSection = lazySection(() =>
  import("../components/cover-section").then((module) => module.CoverSection),
);
const DeleteProjectSection = lazySection(() =>
  import("../components/delete-project-section").then((module) => module.DeleteProjectSection),
);

export function EditProjectPage() {
  const { slug = "" } = useParams();
  const detail = useProject(slug);

  // Data first: after a save the page keeps what it shows while it refreshes, even if that refresh fails.
  if (!detail.data) {
    if (detail.isPending) return <EditPageSkeleton label="Loading the project…" />;
    return <EditPageLoadError noun="project" error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  const { project, team, viewer } = detail.data;
  const pagePath = `/projects/${project.slug}`;

  // Who may change the project is the server's policy (the team's members), which also decides every save.
  if (!viewer?.permissions.edit) {
    return (
      <EditPageAccessDenied
        lead={`Only members of ${team.name} can edit ${project.name}. You can still visit its page.`}
      >
        <Link to={pagePath} className={buttonVariants()}>
          Go to {project.name}
        </Link>
        <Link to={`/teams/${team.slug}`} className={buttonVariants({ variant: "outline" })}>
          See {team.name}
        </Link>
      </EditPageAccessDenied>
    );
  }

  return (
    <EditPageLayout
      name={project.name}
      title="Edit project"
      intro="Change the details and the cover; milestones are kept on the project's page."
      pagePath={pagePath}
      pageLinkLabel="View the project's page"
    >
      <ProjectDetailsSection key={project.id} detail={detail.data} />
      <CoverSection project={project} />
      <DeleteProjectSection project={project} teamSlug={team.slug} />
    </EditPageLayout>
  );
}
