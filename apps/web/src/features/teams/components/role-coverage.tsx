import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLE_TITLES,
  CORE_TEAM_ROLES,
  type CoreRoleCoverage,
  type CoreTeamRole,
  type TeamCoverage,
} from "@hatchery/shared";
import { CircleCheckIcon, CircleDashedIcon, SearchIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/*
 * Each state has its own icon and word, so the coverage reads without colour: the colour only repeats
 * what the icon says.
 */
const COVERAGE_STATES: Record<
  CoreRoleCoverage,
  { label: string; icon: typeof CircleCheckIcon; tone: string }
> = {
  filled: { label: "Filled", icon: CircleCheckIcon, tone: "border-primary/30 bg-primary/10 text-primary" },
  hiring: {
    label: "Hiring",
    icon: SearchIcon,
    tone: "border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300",
  },
  open: { label: "Open", icon: CircleDashedIcon, tone: "border-dashed border-border text-muted-foreground" },
};

export const COVERAGE_DESCRIPTIONS: Record<CoreRoleCoverage, string> = {
  filled: "a member holds the role",
  hiring: "an open position seeks it",
  open: "nobody holds it yet",
};

/** Says once per page what the icons of the role chips mean. */
export function RoleCoverageLegend({ className }: { className?: string }) {
  return (
    <dl
      aria-label="Role coverage legend"
      className={cn("flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground", className)}
    >
      {(Object.keys(COVERAGE_STATES) as CoreRoleCoverage[]).map((state) => {
        const { label, icon: Icon } = COVERAGE_STATES[state];
        return (
          <div key={state} className="flex items-center gap-1.5">
            <dt className="flex items-center gap-1 font-medium text-foreground">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </dt>
            <dd>{COVERAGE_DESCRIPTIONS[state]}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The four core roles of a card, each with its state as icon and words (read as "CEO: Filled"). */
export function RoleCoverageChips({ coverage }: { coverage: TeamCoverage }) {
  return (
    <ul aria-label="Role coverage" className="flex flex-wrap gap-1.5">
      {CORE_TEAM_ROLES.map((role) => {
        const { label, icon: Icon, tone } = COVERAGE_STATES[coverage[role]];
        return (
          <li
            key={role}
            title={`${CORE_TEAM_ROLE_TITLES[role]}: ${label}`}
            className={cn("flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium", tone)}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {CORE_TEAM_ROLE_LABELS[role]}
            <span className="sr-only">: {label}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The team page's view: each core role with its state and, when filled, who holds it. */
export function RoleCoverageTable({
  coverage,
  holders,
}: {
  coverage: TeamCoverage;
  holders: Partial<Record<CoreTeamRole, string>>;
}) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {CORE_TEAM_ROLES.map((role) => {
        const state = coverage[role];
        const { label, icon: Icon, tone } = COVERAGE_STATES[state];
        return (
          <li
            key={role}
            aria-label={CORE_TEAM_ROLE_LABELS[role]}
            className="flex items-start gap-3 rounded-lg border p-3"
          >
            <span className={cn("grid size-9 shrink-0 place-items-center rounded-md border", tone)}>
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0">
              <p className="font-medium">
                {CORE_TEAM_ROLE_LABELS[role]}{" "}
                <span className="text-sm font-normal text-muted-foreground">
                  {CORE_TEAM_ROLE_TITLES[role]}
                </span>
              </p>
              <p className="text-sm">
                <span className="font-medium">{label}</span>
                {state === "filled" && holders[role]
                  ? ` by ${holders[role]}`
                  : ` · ${COVERAGE_DESCRIPTIONS[state]}`}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
