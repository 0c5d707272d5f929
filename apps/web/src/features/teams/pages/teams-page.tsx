import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  TEAM_STAGE_LABELS,
  TEAM_STAGES,
  type TeamCard as TeamCardData,
} from "@hatchery/shared";
import { chosenFilter, readTeamFilters, type TeamFilters } from "@hatchery/shared/directory-filters";
import { PlusIcon } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { DirectorySearch } from "@/components/directory-search";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { useSession } from "@/lib/auth/session";
import { useAddressNotYetShown } from "@/lib/use-address-not-yet-shown";
import { useHydrating } from "@/lib/use-hydrating";
import { useRevealedCount } from "@/lib/use-revealed-count";
import { cn } from "@/lib/utils";
import { useIncubatorFilterOptions } from "../api/list-incubator-filter-options";
import { useTeams } from "../api/list-teams";
import { SELECT_CLASS } from "../components/core-role-select";
import { RoleCoverageLegend } from "../components/role-coverage";
import { TeamCard, TeamCardSkeleton } from "../components/team-card";

const NO_FILTERS: TeamFilters = { search: "", incubator: "", role: "", stage: "" };

/**
 * The directory: search and filters live in the address, so a filtered list can be shared. The build may
 * pre-render it (the same HTML for every address and visitor, its list loading): while hydrating, the
 * controls show no filter and no suggestions, as that HTML does, and the address's and person's own
 * follow straight after. Only those parts read whether the page is hydrating: the render that follows
 * the hydration is synchronous, in the same task as the hydration's effects, so it covers them, not the
 * whole page (decision 072). A visitor gets it as a document drawn for its address, whose search and
 * filters the browser sends (decision 085).
 */
export function TeamsPage() {
  const [params, setParams] = useSearchParams();
  const addressed = readTeamFilters(params);
  // The list reads the address's filters from the start: it is loading either way while hydrating.
  const list = useTeams(addressed);

  function update(next: Partial<TeamFilters>) {
    const merged = { ...addressed, ...next };
    const query = new URLSearchParams();
    for (const key of ["search", "incubator", "role", "stage"] as const) {
      const value = merged[key].trim();
      if (value) query.set(key, value);
    }
    setParams(query, { replace: true });
  }

  const filtered = Object.values(addressed).some((value) => value.trim() !== "");

  return (
    <PageContainer className="pb-16">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          title="Teams"
          lead="Find a team that needs your role, or start one in an incubator where you subscribe."
          className="pb-0 sm:pb-0"
        />
        <Link to="/teams/create" className={cn(buttonVariants(), "self-start sm:self-auto")}>
          <PlusIcon aria-hidden="true" />
          Create team
        </Link>
      </div>

      <ForYouWhenSignedIn />

      <section aria-labelledby="all-teams" className="mt-10">
        <h2 id="all-teams" className="mb-4 text-2xl font-semibold tracking-tight">
          All teams
        </h2>
        <TeamFilterControls
          addressed={addressed}
          // The incubators' names wait for the list: they are not what the reader came for.
          listAnswered={list.data !== undefined || list.isError}
          onUpdate={update}
        />
        <RoleCoverageLegend className="mb-4" />

        <QueryList
          query={list}
          loadingLabel="Loading teams…"
          skeleton={
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <TeamCardSkeleton />
              <TeamCardSkeleton />
              <TeamCardSkeleton />
            </ul>
          }
          errorTitle="The teams could not be loaded"
          empty={
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center">
              <p className="text-muted-foreground">
                {filtered ? "No teams match your search." : "There are no teams yet. Start the first one."}
              </p>
              {filtered ? (
                <Link to="/teams" replace className={buttonVariants({ variant: "outline" })}>
                  Clear filters
                </Link>
              ) : (
                <Link to="/teams/create" className={buttonVariants()}>
                  Create team
                </Link>
              )}
            </div>
          }
        >
          {(items) => <TeamList teams={items} />}
        </QueryList>
      </section>
    </PageContainer>
  );
}

/** Cards shown with the list's answer; the rest follow this many per task (`useRevealedCount`). */
const CARDS_AT_ONCE = 6;

/**
 * The directory's cards in steps: the first ones with the answer, then a few more per task, so the
 * answer is not one long task of rendering, committing and laying out every card on the page. On a
 * phone every card starts below the fold.
 */
function TeamList({ teams }: { teams: TeamCardData[] }) {
  const shown = useRevealedCount(teams.length, CARDS_AT_ONCE, CARDS_AT_ONCE);
  return (
    <ul aria-label="Teams" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {teams.slice(0, shown).map((team) => (
        <TeamCard key={team.id} team={team} />
      ))}
    </ul>
  );
}

/** The search and filters, unfiltered while hydrating (as the build's HTML is), the address's after. */
function TeamFilterControls({
  addressed,
  listAnswered,
  onUpdate,
}: {
  addressed: TeamFilters;
  listAnswered: boolean;
  onUpdate: (next: Partial<TeamFilters>) => void;
}) {
  const filters = useAddressNotYetShown() ? NO_FILTERS : addressed;
  const formId = useId();

  return (
    <div className="mb-6 grid gap-4 md:grid-cols-[1fr_auto_auto_auto] md:items-end">
      <DirectorySearch
        label="Search teams"
        value={filters.search}
        className="flex"
        formId={formId}
        onSearch={(text) => onUpdate({ search: text("search") })}
      />
      <IncubatorFilter
        formId={formId}
        value={filters.incubator}
        load={listAnswered || filters.incubator !== ""}
        onChange={(incubator) => onUpdate({ incubator })}
      />
      <FilterSelect
        label="Open role"
        name="role"
        formId={formId}
        value={filters.role}
        onChange={(role) => onUpdate({ role: chosenFilter(CORE_TEAM_ROLES, role) })}
      >
        <option value="">Any role</option>
        {CORE_TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {CORE_TEAM_ROLE_LABELS[role]} open
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Stage"
        name="stage"
        formId={formId}
        value={filters.stage}
        onChange={(stage) => onUpdate({ stage: chosenFilter(TEAM_STAGES, stage) })}
      >
        <option value="">Any stage</option>
        {TEAM_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {TEAM_STAGE_LABELS[stage]}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}

/*
 * Only a signed-in person sees "For you", and only after hydrating: it loads then, not with every
 * visitor's first view of the directory.
 */
const ForYou = lazy(() =>
  import("../components/teams-for-you").then((module) => ({ default: module.ForYou })),
);

/** A person's "For you", after hydrating: the build's HTML is a visitor's. */
function ForYouWhenSignedIn() {
  const session = useSession();
  const hydrating = useHydrating();
  if (!session.data || hydrating) return null;
  return (
    <Suspense fallback={null}>
      <ForYou session={session.data} />
    </Suspense>
  );
}

/** A filter, sent with the search by the browser where no app runs (`formId`, the search's form). */
function FilterSelect({
  label,
  name,
  formId,
  value,
  onChange,
  children,
}: {
  label: string;
  name: keyof TeamFilters;
  formId: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        name={name}
        form={formId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${SELECT_CLASS} md:w-44`}
      >
        {children}
      </select>
    </div>
  );
}

function IncubatorFilter({
  formId,
  value,
  load,
  onChange,
}: {
  formId: string;
  value: string;
  /** Whether to ask for the incubators' names yet. */
  load: boolean;
  onChange: (slug: string) => void;
}) {
  const options = useIncubatorFilterOptions(load);
  const known = options.data ?? [];
  return (
    <FilterSelect label="Incubator" name="incubator" formId={formId} value={value} onChange={onChange}>
      <option value="">All incubators</option>
      {known.map((incubator) => (
        <option key={incubator.slug} value={incubator.slug}>
          {incubator.name}
        </option>
      ))}
      {/* A slug from a shared address that the options do not hold still shows as chosen. */}
      {value && !known.some((incubator) => incubator.slug === value) && (
        <option value={value}>{value}</option>
      )}
    </FilterSelect>
  );
}
