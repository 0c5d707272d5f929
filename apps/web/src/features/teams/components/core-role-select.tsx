import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLE_TITLES,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  type RoleSound,
} from "@hatchery/shared";
import type { ChangeEvent, ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** The select's value for "no core role": a select holds text, the requests hold null. */
const NO_ROLE = "";

/** Reads the select's value into a request's role: its empty choice is null. */
export function coreRoleFromSelect(value: string): CoreTeamRole | null {
  return CORE_TEAM_ROLES.find((role) => role === value) ?? null;
}

export const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive";

/** Each core role's motif among SPEC §9's role sounds. */
const ROLE_SOUND: Record<CoreTeamRole, RoleSound> = { ceo: "CEO", cto: "CTO", cco: "CCO", cgo: "CGO" };

/** How long the "role-select" confirmation sounds before the role's own motif follows it. */
const ROLE_MOTIF_DELAY_MS = 150;

/**
 * SPEC §9's role sounds: choosing a core role confirms with "role-select", then plays that role's motif.
 * The sound engine loads with the first choice, so the form paints without it.
 */
export function playRoleChoice(role: CoreTeamRole): Promise<void> {
  return import("@/lib/sound").then(({ playSound }) => {
    playSound("role-select");
    setTimeout(() => playSound(ROLE_SOUND[role]), ROLE_MOTIF_DELAY_MS);
  });
}

/** The four core roles by label and title, with an empty choice first; `roles` narrows the choice. */
export function CoreRoleSelect({
  emptyLabel,
  roles = CORE_TEAM_ROLES,
  className,
  onChange,
  ...props
}: ComponentProps<"select"> & { emptyLabel: string; roles?: readonly CoreTeamRole[] }) {
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    const role = coreRoleFromSelect(event.target.value);
    // A sound is a flourish: a failed load must not disturb the form.
    if (role) playRoleChoice(role).catch(() => undefined);
  };
  return (
    <select className={cn(SELECT_CLASS, className)} onChange={choose} {...props}>
      <option value={NO_ROLE}>{emptyLabel}</option>
      {roles.map((role) => (
        <option key={role} value={role}>
          {CORE_TEAM_ROLE_LABELS[role]} ({CORE_TEAM_ROLE_TITLES[role]})
        </option>
      ))}
    </select>
  );
}
