import {
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  isLibrarySection,
  LIBRARY_SECTIONS,
  type LibrarySection,
  MEMORY_LEVEL_SHAPES,
  MEMORY_LEVELS,
  type MemoryLevel,
} from "@hatchery/shared";
import type { FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { LEVEL_LABELS } from "../game-format";

/** The pairs to play with: all, one library section, or one role's. */
export type MemoryGroup =
  | { kind: "all" }
  | { kind: "section"; section: LibrarySection }
  | { kind: "role"; role: CoreTeamRole };

function isRole(value: string): value is CoreTeamRole {
  return (CORE_TEAM_ROLES as readonly string[]).includes(value);
}

const SECTION_NAMES: Record<LibrarySection, string> = {
  "tech-roles": "Tech roles",
  "sales-lifecycle": "Sales lifecycle",
  "software-lifecycle": "Software lifecycle",
  product: "Product",
};
const ROLE_NAMES: Record<CoreTeamRole, string> = { ceo: "CEO", cto: "CTO", cco: "CCO", cgo: "CGO" };

export function groupValue(group: MemoryGroup): string {
  return group.kind === "all"
    ? "all"
    : group.kind === "section"
      ? `section:${group.section}`
      : `role:${group.role}`;
}

function groupFromValue(value: string): MemoryGroup {
  const [kind, name = ""] = value.split(":");
  if (kind === "section" && isLibrarySection(name)) return { kind: "section", section: name };
  if (kind === "role" && isRole(name)) return { kind: "role", role: name };
  return { kind: "all" };
}

interface MemorySetupProps {
  level: MemoryLevel;
  group: MemoryGroup;
  onLevel: (level: MemoryLevel) => void;
  onGroup: (group: MemoryGroup) => void;
  onStart: () => void;
  starting: boolean;
}

export function MemorySetup({ level, group, onLevel, onGroup, onStart, starting }: MemorySetupProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onStart();
  }
  return (
    <form onSubmit={submit} className="max-w-xl space-y-6 rounded-lg border bg-card p-5">
      <fieldset>
        <legend className="font-semibold">Level</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {MEMORY_LEVELS.map((name) => {
            const { pairs } = MEMORY_LEVEL_SHAPES[name];
            return (
              <label key={name} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="level"
                  value={name}
                  checked={level === name}
                  onChange={() => onLevel(name)}
                  className="size-4 accent-primary"
                />
                {LEVEL_LABELS[name]} ({pairs} pairs)
              </label>
            );
          })}
        </div>
      </fieldset>
      <div>
        <label htmlFor="memory-group" className="font-semibold">
          Pairs from
        </label>
        <select
          id="memory-group"
          value={groupValue(group)}
          onChange={(event) => onGroup(groupFromValue(event.target.value))}
          className="mt-2 block h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
        >
          <option value="all">Every section and role</option>
          <optgroup label="Library section">
            {LIBRARY_SECTIONS.map((section) => (
              <option key={section} value={`section:${section}`}>
                {SECTION_NAMES[section]}
              </option>
            ))}
          </optgroup>
          <optgroup label="Role">
            {CORE_TEAM_ROLES.map((role) => (
              <option key={role} value={`role:${role}`}>
                {ROLE_NAMES[role]}
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      <Button type="submit" disabled={starting}>
        {starting ? "Dealing…" : "Start the game"}
      </Button>
    </form>
  );
}
