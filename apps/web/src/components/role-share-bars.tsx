import { CORE_TEAM_ROLE_LABELS, CORE_TEAM_ROLE_TITLES, type CoreTeamRole } from "@hatchery/shared";

const percent = (share: number) => Math.round(share * 100);

/**
 * The four founding roles as horizontal bars, each a share from 0 to 1: the assessment's role-fit
 * result and the summary an applicant shows to a team draw the same figures the same way. An SVG of
 * our own (decision 038); screen readers get the same figures as a list.
 */
export function RoleShareBars({ roles }: { roles: readonly { role: CoreTeamRole; share: number }[] }) {
  const rowHeight = 36;
  const labelWidth = 56;
  const width = 400;
  const barSpace = width - labelWidth - 48;
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${rowHeight * roles.length}`}
        className="w-full max-w-lg"
        aria-hidden="true"
        focusable="false"
      >
        {roles.map((entry, row) => {
          const y = row * rowHeight;
          return (
            <g key={entry.role}>
              <text x={0} y={y + 22} className="fill-foreground text-sm font-semibold">
                {CORE_TEAM_ROLE_LABELS[entry.role]}
              </text>
              <rect x={labelWidth} y={y + 8} width={barSpace} height={20} rx={4} className="fill-muted" />
              <rect
                x={labelWidth}
                y={y + 8}
                width={Math.max(2, barSpace * entry.share)}
                height={20}
                rx={4}
                className="fill-primary"
              />
              <text x={labelWidth + barSpace + 8} y={y + 22} className="fill-foreground text-sm">
                {percent(entry.share)}%
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="sr-only">
          {roles.map((entry) => (
            <li key={entry.role}>
              {CORE_TEAM_ROLE_LABELS[entry.role]} ({CORE_TEAM_ROLE_TITLES[entry.role]}):{" "}
              {percent(entry.share)}%
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
