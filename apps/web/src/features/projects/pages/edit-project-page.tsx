import { type ComponentType, lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useProject } from "../api/get-project";

/*
 * Each section is its own chunk: the form with its schemas and the chip input, the upload form and the
 * delete dialog together would weigh more than one route chunk may (bench/bundle.mjs), while the page's
 * frame shows at once.
 */
function lazySection<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

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
    if (detail.isPending) return <EditSkeleton />;
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    // The heading stays the route's own (and the document title's); the alert says what went wrong.
    return (
      <PageContainer className="pb-16">
        <PageHeader title="Edit project" />
        <Alert variant="destructive" role="alert" className="mb-6 max-w-3xl">
          <AlertTitle>{missing ? "Project not found" : "Project could not be loaded"}</AlertTitle>
          <AlertDescription>
            {missing ? "There is no project at this address to edit." : errorMessage(detail.error)}
          </AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-3">
          {!missing && (
            <Button type="button" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/projects">Browse projects</Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  const { project, team, viewer } = detail.data;
  const pagePath = `/projects/${project.slug}`;

  // Who may change the project is the server's policy (the team's members), which also decides every save.
  if (!viewer?.permissions.edit) {
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title="Access Denied"
          lead={`Only members of ${team.name} can edit ${project.name}. You can still visit its page.`}
        />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={pagePath}>Go to {project.name}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={`/teams/${team.slug}`}>See {team.name}</Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={project.name}
        title="Edit project"
        lead={
          <>
            Change the details and the cover; milestones are kept on the project's page.{" "}
            <Link to={pagePath} className="font-medium text-primary underline underline-offset-4">
              View the project's page
            </Link>
          </>
        }
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {/* One boundary, so the sections appear together rather than one by one. */}
        <Suspense fallback={<SectionSkeletons />}>
          <ProjectDetailsSection key={project.id} detail={detail.data} />
          <CoverSection project={project} />
          <DeleteProjectSection project={project} teamSlug={team.slug} />
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
    <PageLoading label="Loading the project…" shapesClassName="flex max-w-3xl flex-col gap-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <SectionSkeletons />
    </PageLoading>
  );
}
