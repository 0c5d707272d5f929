import {
  CORE_TEAM_ROLE_LABELS,
  MENTOR_HELP_ROLES,
  MENTOR_KIND_LABELS,
  MENTOR_KINDS,
  type MentorHelpRole,
  type MentorKind,
} from "@hatchery/shared";
import { useId } from "react";
import { DirectorySearch, DirectorySearchField } from "@/components/directory-search";
import { Label } from "@/components/ui/label";
import type { DirectoryFilters as Filters } from "../api/list-directory";
import { useDirectoryIncubators } from "../api/list-directory-incubators";
import { languageName, MENTOR_LANGUAGE_CHOICES } from "./mentor-language-names";

const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

export const EMPTY_DIRECTORY_FILTERS: Filters = {
  search: "",
  expertise: "",
  role: "",
  language: "",
  incubator: "",
  kind: "",
  available: "",
};

function readRole(value: string | null): MentorHelpRole | "" {
  return MENTOR_HELP_ROLES.find((role) => role === value) ?? "";
}

function readKind(value: string | null): MentorKind | "" {
  return MENTOR_KINDS.find((kind) => kind === value) ?? "";
}

/** The filters an address holds; anything unknown is ignored rather than failing the list. */
export function readDirectoryFilters(params: URLSearchParams): Filters {
  return {
    search: params.get("search") ?? "",
    expertise: params.get("expertise") ?? "",
    role: readRole(params.get("role")),
    language: params.get("language") ?? "",
    incubator: params.get("incubator") ?? "",
    kind: readKind(params.get("kind")),
    available: params.get("available") === "week" ? "week" : "",
  };
}

/** The directory's address with these filters; empty ones are left out so links stay short. */
export function directoryQuery(filters: Filters): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    const text = value.trim();
    if (text) query.set(name, text);
  }
  return query;
}

/**
 * Search (names, headlines, expertise; sent with Enter or the button) and the filters, each applied as
 * soon as it is chosen. Every value lives in the address, so a filtered directory can be shared.
 */
export function DirectoryFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Partial<Filters>) => void;
}) {
  const incubators = useDirectoryIncubators();
  const ids = {
    kind: useId(),
    role: useId(),
    language: useId(),
    incubator: useId(),
    available: useId(),
  };

  const incubatorOptions = incubators.data?.items ?? [];
  // A shared link may name an incubator the list does not hold: it still shows as chosen.
  const unknownIncubator =
    filters.incubator && !incubatorOptions.some((incubator) => incubator.slug === filters.incubator);
  const languages: readonly string[] = MENTOR_LANGUAGE_CHOICES;
  const unknownLanguage = filters.language && !languages.includes(filters.language);

  return (
    <div className="mb-8 grid gap-4">
      <DirectorySearch
        label="Search by name, headline or expertise"
        value={filters.search}
        formLabel="Search advisors and coaches"
        formClassName="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSearch={(text) => onChange({ search: text("search"), expertise: text("expertise") })}
      >
        <DirectorySearchField
          name="expertise"
          label="Expertise"
          value={filters.expertise}
          placeholder="e.g. fundraising"
          className="sm:w-48"
        />
      </DirectorySearch>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-2">
          <Label htmlFor={ids.kind}>Advisors or coaches</Label>
          <select
            id={ids.kind}
            value={filters.kind}
            onChange={(event) => onChange({ kind: readKind(event.target.value) })}
            className={SELECT_CLASS}
          >
            <option value="">Advisors and coaches</option>
            {MENTOR_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {MENTOR_KIND_LABELS[kind]}s only
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.role}>Helps with the role</Label>
          <select
            id={ids.role}
            value={filters.role}
            onChange={(event) => onChange({ role: readRole(event.target.value) })}
            className={SELECT_CLASS}
          >
            <option value="">Any role</option>
            {MENTOR_HELP_ROLES.map((role) => (
              <option key={role} value={role}>
                {CORE_TEAM_ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.language}>Language</Label>
          <select
            id={ids.language}
            value={filters.language}
            onChange={(event) => onChange({ language: event.target.value })}
            className={SELECT_CLASS}
          >
            <option value="">Any language</option>
            {unknownLanguage && <option value={filters.language}>{languageName(filters.language)}</option>}
            {languages.map((tag) => (
              <option key={tag} value={tag}>
                {languageName(tag)}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.incubator}>Incubator</Label>
          <select
            id={ids.incubator}
            value={filters.incubator}
            onChange={(event) => onChange({ incubator: event.target.value })}
            className={SELECT_CLASS}
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
      <div className="flex items-center gap-2">
        <input
          id={ids.available}
          type="checkbox"
          checked={filters.available === "week"}
          onChange={(event) => onChange({ available: event.target.checked ? "week" : "" })}
          className="size-4 rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Label htmlFor={ids.available}>Free in the next seven days</Label>
      </div>
    </div>
  );
}
