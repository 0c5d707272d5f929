import type { ProjectDetailResponse } from "@hatchery/shared";
import { ExternalLinkIcon, PencilIcon } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Link, useParams } from "react-router";
import { BelowTheFold } from "@/components/below-the-fold";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { PageContainer, PageHeader, PageLoading, Prose } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { lazySection } from "@/lib/lazy-section";
import { usePageHead } from "@/lib/page-head";
import { useDeferredFirstAnswer } from "@/lib/use-deferred-first-answer";
import { cn } from "@/lib/utils";
import { useProject } from "../api/get-project";
import { ProjectCover } from "../components/project-cover";
import { ProjectStatusBadge } from "../components/project-status-badge";

/*
 * Below the description, so out of the first view's chain: their code (the milestone editing, the
 * dates, the icons) loads once the page has painted, each in a chunk and a boundary of its own.
 */
const MilestonesSection = lazySection(() =>
  import("../components/milestones-section").then((module) => module.MilestonesSection),
);
const ProjectUpdatesSection = lazySection(() =>
  import("../components/project-updates-section").then((module) => module.ProjectUpdatesSection),
);

/**
 * `funding`: the project's funding section, which the funding area provides (app/pages composes them),
 * drawn from the funding the project's own answer carries when its team has an award for it.
 */
export function ProjectPage({
  funding,
}: {
  funding?: (awards: NonNullable<ProjectDetailResponse["funding"]>) => ReactNode;
} = {}) {
  const { slug = "" } = useParams();
  const detail = useProject(slug);
  /*
   * The first answer renders in slices, the skeleton staying until it has; every later one (a
   * milestone's optimistic tick, a live change) shows at once (decision 071).
   */
  const shown = useDeferredFirstAnswer(detail.data);
  const named = detail.data?.project;
  usePageHead(named && { title: named.name, description: named.summary || named.description });

  if (detail.isPending || (detail.data !== undefined && shown === undefined)) return <ProjectSkeleton />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title={missing ? "Project not found" : "Project could not be loaded"}
          lead={missing ? "There is no project at this address." : detail.error.message}
        />
        <div className="flex flex-wrap gap-3">
          {!missing && (
            <Button type="button" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          )}
          <Link to="/projects" className={buttonVariants({ variant: "outline" })}>
            Browse projects
          </Link>
        </div>
      </PageContainer>
    );
  }

  const { project, team, milestones, recentUpdates, viewer } = detail.data;
  const canEdit = viewer?.permissions.edit ?? false;
  const links = [
    { label: "Repository", url: project.repositoryUrl },
    { label: "Demo", url: project.demoUrl },
  ].filter((link): link is { label: string; url: string } => link.url !== null);

  return (
    <PageContainer className="pb-16">
      <header className="flex flex-col gap-6 py-8 sm:py-12">
        <ProjectCover
          slug={project.slug}
          name={project.name}
          coverUrl={project.coverUrl}
          className="aspect-[2/1] w-full rounded-xl text-6xl sm:aspect-[3/1] lg:aspect-[4/1]"
        />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{project.name}</h1>
              <ProjectStatusBadge status={project.status} />
            </div>
            {project.summary && (
              <p className="text-lg text-pretty text-muted-foreground">{project.summary}</p>
            )}
          </div>
          {canEdit && (
            <Link
              to={`/projects/${project.slug}/edit`}
              className={cn(buttonVariants({ variant: "outline" }), "self-start")}
            >
              <PencilIcon aria-hidden="true" />
              Edit project
            </Link>
          )}
        </div>
      </header>

      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="about">
            <h2 id="about" className="mb-4 text-2xl font-semibold tracking-tight">
              About
            </h2>
            {project.description ? (
              <MarkdownProse html={project.descriptionHtml} />
            ) : (
              <Prose>
                <p className="text-muted-foreground">No description yet.</p>
              </Prose>
            )}
          </section>
          {/*
           * Below the description, and below the fold on a phone: mounted with the page, they made its
           * first render one long task before the description could paint. They mount once their place
           * nears the viewport, their code loading then; once mounted they stay, so a milestone's
           * optimistic tick shows at once.
           */}
          <BelowTheFold className="space-y-10">
            <Suspense fallback={null}>
              <MilestonesSection slug={project.slug} milestones={milestones} canEdit={canEdit} />
            </Suspense>
            {detail.data.funding && funding?.(detail.data.funding)}
            <Suspense fallback={null}>
              <ProjectUpdatesSection updates={recentUpdates} />
            </Suspense>
          </BelowTheFold>
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="project-team" className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 id="project-team" className="mb-3 text-lg font-semibold">
              Team
            </h2>
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Built by</dt>
                <dd>
                  <Link
                    to={`/teams/${team.slug}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {team.name}
                  </Link>
                </dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Incubator</dt>
                <dd>
                  <Link
                    to={`/incubators/${team.incubator.slug}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {team.incubator.name}
                  </Link>
                </dd>
              </div>
            </dl>
          </section>

          {links.length > 0 && (
            <section aria-labelledby="project-links" className="rounded-xl border bg-card p-5 shadow-sm">
              <h2 id="project-links" className="mb-3 text-lg font-semibold">
                Links
              </h2>
              <ul className="grid gap-2">
                {links.map((link) => (
                  <li key={link.label}>
                    <a
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={cn(buttonVariants({ variant: "outline" }), "w-full justify-between")}
                    >
                      {link.label}
                      <ExternalLinkIcon aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {project.tags.length > 0 && (
            <section aria-labelledby="project-tags" className="rounded-xl border bg-card p-5 shadow-sm">
              <h2 id="project-tags" className="mb-3 text-lg font-semibold">
                Tags
              </h2>
              <ul className="flex flex-wrap gap-1.5">
                {project.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/projects?tag=${encodeURIComponent(tag)}`}
                      aria-label={`Projects tagged ${tag}`}
                      className="inline-flex rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      #{tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </PageContainer>
  );
}

function ProjectSkeleton() {
  return (
    <PageLoading label="Loading project…" shapesClassName="space-y-6">
      <Skeleton className="aspect-[2/1] w-full sm:aspect-[3/1] lg:aspect-[4/1]" />
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="h-5 w-2/3" />
      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    </PageLoading>
  );
}
