import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLE_TITLES,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
} from "@hatchery/shared";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The select's value for "no core role": a select holds text, the requests hold null. */
const NO_ROLE = "";

/** Reads the select's value into a request's role: its empty choice is null. */
export function coreRoleFromSelect(value: string): CoreTeamRole | null {
  return CORE_TEAM_ROLES.find((role) => role === value) ?? null;
}

export const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive";

/** The four core roles by label and title, with an empty choice first; `roles` narrows the choice. */
export function CoreRoleSelect({
  emptyLabel,
  roles = CORE_TEAM_ROLES,
  className,
  ...props
}: ComponentProps<"select"> & { emptyLabel: string; roles?: readonly CoreTeamRole[] }) {
  return (
    <select className={cn(SELECT_CLASS, className)} {...props}>
      <option value={NO_ROLE}>{emptyLabel}</option>
      {roles.map((role) => (
        <option key={role} value={role}>
          {CORE_TEAM_ROLE_LABELS[role]} ({CORE_TEAM_ROLE_TITLES[role]})
        </option>
      ))}
    </select>
  );
}
