import {
  ACCEPTING_FILTERS,
  type AcceptingFilter,
  chosenFilter,
  type IncubatorFilters,
  readIncubatorFilters,
} from "@hatchery/shared/directory-filters";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { DirectorySearch } from "@/components/directory-search";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { Label } from "@/components/ui/label";
import { useAddressNotYetShown } from "@/lib/use-address-not-yet-shown";
import { useIncubators } from "../api/list-incubators";
import { IncubatorCard, IncubatorCardSkeleton } from "../components/incubator-card";

const FILTER_LABELS: Readonly<Record<AcceptingFilter, string>> = {
  all: "All incubators",
  accepting: "Accepting members",
  "not-accepting": "Not accepting members",
};

const NO_FILTERS: IncubatorFilters = { search: "", accepting: "all" };

/**
 * The public list: search and filter live in the address, so a filtered list can be shared. The build
 * may pre-render it (the same HTML for every address, its list loading): while hydrating, the controls
 * show no filter, as that HTML does, and the address's own follow straight after. A visitor gets it as
 * a document drawn for its address, whose search and filter the browser sends (decision 085). Only the controls read
 * whether the page is hydrating: the render that follows the hydration is synchronous, in the same task
 * as the hydration's effects, so it covers them, not the whole page (decision 072).
 */
export function IncubatorsPage() {
  const [params, setParams] = useSearchParams();
  const addressed = readIncubatorFilters(params);
  // The list reads the address's filters from the start: it is loading either way while hydrating.
  const list = useIncubators(addressed);

  function update(next: Partial<IncubatorFilters>) {
    const merged = { ...addressed, ...next };
    const query = new URLSearchParams();
    if (merged.search.trim()) query.set("search", merged.search.trim());
    if (merged.accepting !== "all") query.set("accepting", merged.accepting);
    setParams(query, { replace: true });
  }

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Incubators"
        lead="Join an incubator as a guest to look around, or subscribe to lead teams, get business funding and premium mentorship."
      />
      <IncubatorFilterControls addressed={addressed} onUpdate={update} />

      <QueryList
        query={list}
        loadingLabel="Loading incubators…"
        skeleton={
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <IncubatorCardSkeleton />
            <IncubatorCardSkeleton />
            <IncubatorCardSkeleton />
          </ul>
        }
        errorTitle="The incubators could not be loaded"
        empty={
          <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
            {addressed.search || addressed.accepting !== "all"
              ? "No incubators match your search."
              : "There are no incubators yet."}
          </p>
        }
      >
        {(items) => (
          <ul aria-label="Incubators" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((incubator) => (
              <IncubatorCard key={incubator.slug} incubator={incubator} />
            ))}
          </ul>
        )}
      </QueryList>
    </PageContainer>
  );
}

/** The search and the filter, unfiltered while hydrating (as the build's HTML is), the address's after. */
function IncubatorFilterControls({
  addressed,
  onUpdate,
}: {
  addressed: IncubatorFilters;
  onUpdate: (next: Partial<IncubatorFilters>) => void;
}) {
  const { search, accepting } = useAddressNotYetShown() ? NO_FILTERS : addressed;
  const filterId = useId();
  const formId = useId();

  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end">
      <DirectorySearch
        label="Search incubators"
        value={search}
        className="flex flex-1"
        formId={formId}
        onSearch={(text) => onUpdate({ search: text("search") })}
      />
      <div className="space-y-2">
        <Label htmlFor={filterId}>Show</Label>
        <select
          id={filterId}
          name="accepting"
          form={formId}
          value={accepting}
          onChange={(event) =>
            onUpdate({ accepting: chosenFilter(ACCEPTING_FILTERS, event.target.value) || "all" })
          }
          className="flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:w-56"
        >
          {ACCEPTING_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
