import {
  type AssessmentResult,
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  PERSONALITY_DOMAINS,
} from "@hatchery/shared";
import { formatDate } from "@/lib/dates";
import { useAssessmentHistory } from "../api/list-results";
import { PERSONALITY_TEXTS } from "../lib/personality-texts";
import { leadingRoles } from "./role-fit-chart";

interface Series {
  name: string;
  /** From 0 to 1, one per result, oldest first. */
  values: number[];
}

const LINE_CLASSES = [
  "stroke-sky-600",
  "stroke-amber-600",
  "stroke-emerald-600",
  "stroke-rose-600",
  "stroke-violet-600",
];

/**
 * Lines over the retakes, oldest on the left. An SVG of our own (decision 038); the list beside it gives
 * every retake in words, so the chart adds nothing a screen reader misses.
 */
function ChangeChart({ title, series }: { title: string; series: Series[] }) {
  const points = series[0]?.values.length ?? 0;
  if (points < 2) return null;
  const width = 400;
  const height = 160;
  const x = (index: number) => 8 + (index * (width - 16)) / (points - 1);
  const y = (value: number) => height - 8 - value * (height - 16);
  return (
    <figure className="space-y-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="w-full max-w-lg"
        aria-hidden="true"
        focusable="false"
      >
        <rect x={0} y={0} width={width} height={height} className="fill-muted/40" />
        {series.map((line, index) => (
          <polyline
            key={line.name}
            fill="none"
            strokeWidth={2}
            className={LINE_CLASSES[index % LINE_CLASSES.length]}
            points={line.values.map((value, point) => `${x(point)},${y(value)}`).join(" ")}
          />
        ))}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-sm">
        <span className="sr-only">{title}: </span>
        {series.map((line, index) => (
          <span key={line.name} className="inline-flex items-center gap-1">
            <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true" focusable="false">
              <line
                x1={0}
                y1={6}
                x2={12}
                y2={6}
                strokeWidth={4}
                className={LINE_CLASSES[index % LINE_CLASSES.length]}
              />
            </svg>
            {line.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function roleFitSeries(results: AssessmentResult[]): Series[] {
  return CORE_TEAM_ROLES.map((role) => ({
    name: CORE_TEAM_ROLE_LABELS[role],
    values: results.map((result) =>
      result.part === "role-fit" ? (result.scores.roles.find((entry) => entry.role === role)?.share ?? 0) : 0,
    ),
  }));
}

function personalitySeries(results: AssessmentResult[]): Series[] {
  return PERSONALITY_DOMAINS.map((domain) => ({
    name: PERSONALITY_TEXTS[domain].title,
    values: results.map((result) => {
      if (result.part !== "personality") return 0;
      const entry = result.scores.domains.find((candidate) => candidate.domain === domain);
      // From the lowest possible sum (every item 1) to the highest (every item 5).
      return entry ? (entry.score - entry.count) / (entry.count * 4) : 0;
    }),
  }));
}

function summaryOf(result: AssessmentResult): string {
  if (result.part === "role-fit") {
    return `Role fit: ${leadingRoles(result.scores)
      .map((entry) => `${CORE_TEAM_ROLE_LABELS[entry.role]} ${Math.round(entry.share * 100)}%`)
      .join(", ")}`;
  }
  return `Personality: ${result.scores.domains
    .map(
      (domain) =>
        `${PERSONALITY_TEXTS[domain.domain].title} ${domain.level === "neutral" ? "average" : domain.level}`,
    )
    .join(", ")}`;
}

/** The signed-in person's retakes, with how their results moved between them. */
export function HistorySection() {
  const history = useAssessmentHistory(true);
  const results = history.data?.results ?? [];
  const oldestFirst = [...results].reverse();
  const roleFit = oldestFirst.filter((result) => result.part === "role-fit");
  const personality = oldestFirst.filter((result) => result.part === "personality");
  return (
    <section aria-labelledby="assessment-history" className="space-y-4">
      <h2 id="assessment-history" className="text-2xl font-semibold">
        Your results over time
      </h2>
      {history.isPending ? (
        <p role="status">Loading your results…</p>
      ) : history.isError ? (
        <p role="alert">Your earlier results could not be loaded. Try again later.</p>
      ) : results.length === 0 ? (
        <p className="text-muted-foreground">
          Results you finish while signed in are kept here, each retake beside the last.
        </p>
      ) : (
        <>
          <ChangeChart title="Role fit over time" series={roleFitSeries(roleFit)} />
          <ChangeChart title="Personality over time" series={personalitySeries(personality)} />
          <ol className="space-y-1">
            {results.map((result) => (
              <li key={result.id}>
                <time dateTime={result.takenAt} className="font-medium">
                  {formatDate(result.takenAt)}
                </time>
                : {summaryOf(result)}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
