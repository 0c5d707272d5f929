import { CORE_TEAM_ROLE_LABELS, CORE_TEAM_ROLE_TITLES, type SkillRole } from "@hatchery/shared";

const percent = (share: number) => Math.round(share * 100);

/** A shade per source in the order they arrive; the words beside the bars name each one. */
const BAR_CLASSES = ["fill-primary", "fill-primary/60", "fill-primary/35"];

/**
 * One role's measures as small horizontal bars, one per source. An SVG of our own, like the
 * assessment's charts (decision 038); it is hidden from assistive technology, and the same figures are
 * given as text beside it.
 */
export function SkillRoleChart({ role }: { role: SkillRole }) {
  const rowHeight = 16;
  const width = 120;
  const headingId = `skill-role-${role.role}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border p-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {CORE_TEAM_ROLE_LABELS[role.role]}
        <span className="sr-only"> ({CORE_TEAM_ROLE_TITLES[role.role]})</span>
      </h3>
      {role.measures.length > 0 && (
        <svg
          viewBox={`0 0 ${width} ${rowHeight * role.measures.length}`}
          className="h-auto w-full"
          aria-hidden="true"
          focusable="false"
        >
          {role.measures.map((measure, row) => (
            <g key={measure.source}>
              <rect x={0} y={row * rowHeight + 3} width={width} height={10} rx={3} className="fill-muted" />
              <rect
                x={0}
                y={row * rowHeight + 3}
                width={Math.max(2, width * measure.share)}
                height={10}
                rx={3}
                className={BAR_CLASSES[row % BAR_CLASSES.length]}
              />
            </g>
          ))}
        </svg>
      )}
      <ul className="flex flex-col gap-1 text-xs text-muted-foreground">
        {role.measures.map((measure) => (
          <li key={measure.source}>
            <span className="font-medium text-foreground">
              {measure.label} {percent(measure.share)}%
            </span>
            <span className="block">{measure.detail}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
