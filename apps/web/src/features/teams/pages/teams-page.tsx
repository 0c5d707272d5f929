import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  TEAM_STAGE_LABELS,
  TEAM_STAGES,
  type TeamStage,
} from "@hatchery/shared";
import { PlusIcon, SearchIcon } from "lucide-react";
import { type FormEvent, type ReactNode, useId } from "react";
import { Link, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { type Session, useSession } from "@/lib/auth/session";
import { useHydrating } from "@/lib/use-hydrating";
import { cn } from "@/lib/utils";
import { useIncubatorFilterOptions } from "../api/list-incubator-filter-options";
import { useTeamSuggestions } from "../api/list-team-suggestions";
import { type TeamFilters, useTeams } from "../api/list-teams";
import { SELECT_CLASS } from "../components/core-role-select";
import { RoleCoverageLegend } from "../components/role-coverage";
import { TeamCard, TeamCardSkeleton } from "../components/team-card";

function readRole(value: string | null): CoreTeamRole | "" {
  return CORE_TEAM_ROLES.find((role) => role === value) ?? "";
}

function readStage(value: string | null): TeamStage | "" {
  return TEAM_STAGES.find((stage) => stage === value) ?? "";
}

/** Whether the person told which core roles they want (the profile's team preferences). */
export function hasPreferredRoles(profile: Session["profile"]): boolean {
  // Read without assuming the field: profiles gain team preferences in their own change of the account
  // contract, and until then nobody has told any.
  const preferred: unknown = (profile as { preferredRoles?: unknown }).preferredRoles;
  return Array.isArray(preferred) && preferred.length > 0;
}

const NO_FILTERS: TeamFilters = { search: "", incubator: "", role: "", stage: "" };

/**
 * The directory: search and filters live in the address, so a filtered list can be shared. The build may
 * pre-render it (the same HTML for every address and visitor, its list loading): while hydrating, the
 * controls show no filter and no suggestions, as that HTML does, and the address's and person's own
 * follow straight after.
 */
export function TeamsPage() {
  const [params, setParams] = useSearchParams();
  const hydrating = useHydrating();
  const addressed: TeamFilters = {
    search: params.get("search") ?? "",
    incubator: params.get("incubator") ?? "",
    role: readRole(params.get("role")),
    stage: readStage(params.get("stage")),
  };
  // The list reads the address's filters from the start: it is loading either way while hydrating.
  const list = useTeams(addressed);
  const filters = hydrating ? NO_FILTERS : addressed;
  const session = useSession();
  const searchId = useId();

  function update(next: Partial<TeamFilters>) {
    const merged = { ...filters, ...next };
    const query = new URLSearchParams();
    for (const key of ["search", "incubator", "role", "stage"] as const) {
      const value = merged[key].trim();
      if (value) query.set(key, value);
    }
    setParams(query, { replace: true });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("search");
    update({ search: typeof value === "string" ? value : "" });
  }

  const filtered = Object.values(filters).some((value) => value.trim() !== "");

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

      {session.data && !hydrating ? <ForYou session={session.data} /> : null}

      <section aria-labelledby="all-teams" className="mt-10">
        <h2 id="all-teams" className="mb-4 text-2xl font-semibold tracking-tight">
          All teams
        </h2>
        <div className="mb-6 grid gap-4 md:grid-cols-[1fr_auto_auto_auto] md:items-end">
          <search className="flex">
            <form onSubmit={submit} className="flex flex-1 items-end gap-2">
              <div className="flex-1 space-y-2">
                <Label htmlFor={searchId}>Search teams</Label>
                <Input
                  id={searchId}
                  name="search"
                  type="search"
                  defaultValue={filters.search}
                  key={filters.search}
                />
              </div>
              <Button type="submit" variant="secondary">
                <SearchIcon aria-hidden="true" />
                Search
              </Button>
            </form>
          </search>
          <IncubatorFilter value={filters.incubator} onChange={(incubator) => update({ incubator })} />
          <FilterSelect
            label="Open role"
            value={filters.role}
            onChange={(role) => update({ role: readRole(role) })}
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
            value={filters.stage}
            onChange={(stage) => update({ stage: readStage(stage) })}
          >
            <option value="">Any stage</option>
            {TEAM_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {TEAM_STAGE_LABELS[stage]}
              </option>
            ))}
          </FilterSelect>
        </div>
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
                <Button variant="outline" onClick={() => setParams(new URLSearchParams(), { replace: true })}>
                  Clear filters
                </Button>
              ) : (
                <Link to="/teams/create" className={buttonVariants()}>
                  Create team
                </Link>
              )}
            </div>
          }
        >
          {(items) => (
            <ul aria-label="Teams" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((team) => (
                <TeamCard key={team.id} team={team} />
              ))}
            </ul>
          )}
        </QueryList>
      </section>
    </PageContainer>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${SELECT_CLASS} md:w-44`}
      >
        {children}
      </select>
    </div>
  );
}

function IncubatorFilter({ value, onChange }: { value: string; onChange: (slug: string) => void }) {
  const options = useIncubatorFilterOptions();
  const known = options.data ?? [];
  return (
    <FilterSelect label="Incubator" value={value} onChange={onChange}>
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

/** Teams suggested from the person's team preferences, each with why; a prompt when they told none. */
function ForYou({ session }: { session: Session }) {
  const suggestions = useTeamSuggestions();
  const items = suggestions.data?.items ?? [];
  const needsPreferences = !hasPreferredRoles(session.profile);
  // Nothing to suggest and nothing to ask: the section would only be an empty heading.
  if (!needsPreferences && (suggestions.isError || (suggestions.isSuccess && items.length === 0)))
    return null;

  return (
    <section aria-labelledby="for-you" className="mt-10">
      <h2 id="for-you" className="mb-4 text-2xl font-semibold tracking-tight">
        For you
      </h2>
      {needsPreferences && (
        <Alert className="mb-4">
          <AlertTitle>Tell us which roles you want</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            Set your team preferences (the roles you want, your skills and hours a week) and we suggest teams
            that need you.
            <Link to="/profile" className={buttonVariants({ size: "sm", variant: "outline" })}>
              Set team preferences
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {suggestions.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading suggestions…
          </p>
          <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TeamCardSkeleton />
            <TeamCardSkeleton />
            <TeamCardSkeleton />
          </ul>
        </>
      ) : items.length > 0 ? (
        <ul aria-label="Suggested teams" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ reason, ...team }) => (
            <TeamCard key={team.id} team={team} reason={reason} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
