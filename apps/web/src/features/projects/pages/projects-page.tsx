import { PROJECT_STATUS_LABELS, PROJECT_STATUSES } from "@hatchery/shared";
import { chosenFilter, type ProjectFilters, readProjectFilters } from "@hatchery/shared/directory-filters";
import { PlusIcon } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { DirectorySearch, DirectorySearchField } from "@/components/directory-search";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useAddressNotYetShown } from "@/lib/use-address-not-yet-shown";
import { cn } from "@/lib/utils";
import { useIncubatorChoices } from "../api/list-incubator-choices";
import { useProjects } from "../api/list-projects";
import { ProjectCard, ProjectCardSkeleton } from "../components/project-card";

const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The address of the directory with these filters; empty ones are left out so links stay short. */
function queryOf(filters: ProjectFilters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text) query.set(name, text);
  }
  return query;
}

const NO_FILTERS: ProjectFilters = { search: "", status: "", tag: "", incubator: "" };

/**
 * The public project directory. Search and filters live in the address, so a filtered list can be
 * shared, and a tag on a card narrows the list to that tag. The build may pre-render it (the same HTML
 * for every address, its list loading): while hydrating, the controls show no filter, as that HTML does,
 * and the address's own follow straight after. A visitor gets it as a document drawn for its address,
 * whose search and filters the browser sends (decision 085).
 */
export function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const addressed = readProjectFilters(params);
  // The list reads the address's filters from the start: it is loading either way while hydrating.
  const list = useProjects(addressed);
  const filters = useAddressNotYetShown() ? NO_FILTERS : addressed;
  const incubators = useIncubatorChoices();
  const statusId = useId();
  const incubatorId = useId();
  const formId = useId();
  const filtered = Object.values(filters).some((value) => value.trim() !== "");

  function update(next: Partial<ProjectFilters>) {
    setParams(queryOf({ ...filters, ...next }), { replace: true });
  }

  const tagPath = (tag: string) => `/projects?${queryOf({ ...filters, tag })}`;
  // A filter link may name an incubator the list does not hold (yet): it still shows as chosen.
  const incubatorOptions = incubators.data?.items ?? [];
  const unknownIncubator =
    filters.incubator && !incubatorOptions.some((incubator) => incubator.slug === filters.incubator);

  return (
    <PageContainer className="pb-16">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          title="Projects"
          lead="What the teams of our incubators are building: browse by status, tag or incubator, and follow their milestones."
        />
        <Link
          to="/projects/create"
          className={cn(buttonVariants(), "mb-10 self-start sm:mb-14 sm:self-auto")}
        >
          <PlusIcon aria-hidden="true" />
          Create a project
        </Link>
      </div>

      <div className="mb-8 grid gap-4 lg:grid-cols-[1fr_auto_auto] lg:items-end">
        <DirectorySearch
          label="Search projects"
          value={filters.search}
          formLabel="Search projects"
          formId={formId}
          className="flex"
          formClassName="flex flex-1 flex-col gap-3 sm:flex-row sm:items-end"
          onSearch={(text) => update({ search: text("search"), tag: text("tag") })}
        >
          <DirectorySearchField
            name="tag"
            label="Tag"
            value={filters.tag}
            placeholder="e.g. fintech"
            className="sm:w-40"
          />
        </DirectorySearch>
        <div className="space-y-2">
          <Label htmlFor={statusId}>Status</Label>
          <select
            id={statusId}
            name="status"
            form={formId}
            value={filters.status}
            onChange={(event) => update({ status: chosenFilter(PROJECT_STATUSES, event.target.value) })}
            className={`${SELECT_CLASS} lg:w-44`}
          >
            <option value="">Any status</option>
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PROJECT_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={incubatorId}>Incubator</Label>
          <select
            id={incubatorId}
            name="incubator"
            form={formId}
            value={filters.incubator}
            onChange={(event) => update({ incubator: event.target.value })}
            className={`${SELECT_CLASS} lg:w-56`}
          >
            <option value="">All incubators</option>
            {unknownIncubator && <option value={filters.incubator}>{filters.incubator}</option>}
            {incubatorOptions.map((incubator) => (
              <option key={incubator.slug} value={incubator.slug}>
                {incubator.name}
              </option>
            ))}
          </select>
        </div>
      </div>

      {filtered && (
        <div className="-mt-4 mb-6 flex flex-wrap items-center gap-2 text-sm">
          {filters.tag && (
            <span className="text-muted-foreground">Tagged #{filters.tag.trim().toLowerCase()}</span>
          )}
          <Link
            to="/projects"
            replace
            className={cn(buttonVariants({ variant: "link", size: "sm" }), "h-auto px-0")}
          >
            Clear filters
          </Link>
        </div>
      )}

      <QueryList
        query={list}
        loadingLabel="Loading projects…"
        skeleton={
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <ProjectCardSkeleton />
            <ProjectCardSkeleton />
            <ProjectCardSkeleton />
          </ul>
        }
        errorTitle="The projects could not be loaded"
        empty={
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-10 text-center">
            <p className="text-muted-foreground">
              {filtered ? "No projects match your search." : "There are no projects yet."}
            </p>
            {!filtered && (
              <Link to="/projects/create" className={buttonVariants({ variant: "outline" })}>
                Start the first project
              </Link>
            )}
          </div>
        }
      >
        {(items) => (
          <ul aria-label="Projects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((project) => (
              <ProjectCard key={project.slug} project={project} tagPath={tagPath} />
            ))}
          </ul>
        )}
      </QueryList>
    </PageContainer>
  );
}
