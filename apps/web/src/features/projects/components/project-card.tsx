import type { ProjectSummary } from "@hatchery/shared";
import { Link } from "react-router";
import { Skeleton } from "@/components/ui/skeleton";
import { ProjectCover } from "./project-cover";
import { ProjectStatusBadge } from "./project-status-badge";

/**
 * One project in the directory. The whole card opens the project (the name's link stretches over it);
 * the team and the tags are links of their own above that layer.
 */
export function ProjectCard({
  project,
  tagPath,
}: {
  project: ProjectSummary;
  tagPath: (tag: string) => string;
}) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <ProjectCover
        slug={project.slug}
        name={project.name}
        coverUrl={project.coverUrl}
        className="aspect-[2/1] w-full"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="min-w-0 text-lg leading-snug font-semibold break-words">
            <Link to={`/projects/${project.slug}`} className="outline-none after:absolute after:inset-0">
              {project.name}
            </Link>
          </h2>
          <ProjectStatusBadge status={project.status} />
        </div>
        {project.summary && <p className="text-sm text-muted-foreground">{project.summary}</p>}
        {project.tags.length > 0 && (
          <ul aria-label="Tags" className="relative flex flex-wrap gap-1.5">
            {project.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={tagPath(tag)}
                  aria-label={`Projects tagged ${tag}`}
                  className="inline-flex rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <p className="relative mt-auto text-sm">
          <span className="text-muted-foreground">By </span>
          <Link to={`/teams/${project.team.slug}`} className="font-medium underline-offset-4 hover:underline">
            {project.team.name}
          </Link>
        </p>
      </div>
    </li>
  );
}

export function ProjectCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex flex-col overflow-hidden rounded-xl border">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-5">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </li>
  );
}
