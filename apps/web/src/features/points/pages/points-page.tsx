import {
  LEVELS,
  POINT_REASON_LABELS,
  POINT_REASONS,
  POST_REACTION_DAILY_CAP,
  type PointReason,
} from "@hatchery/shared";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useSession } from "@/lib/auth/session";
import { usePointsSummary } from "../api/get-points-summary";
import { LeaderboardPanel } from "../components/leaderboard-panel";
import { LevelProgress } from "../components/level-progress";
import { PointsLog } from "../components/points-log";

const REASONS = Object.keys(POINT_REASON_LABELS).filter((key): key is PointReason => key in POINT_REASONS);

/**
 * `/points` (decision 052): the person's level overall and per incubator, the levels' thresholds, what
 * earns points, the leaderboards and the log explaining every point (decision 056).
 */
export function PointsPage() {
  const summary = usePointsSummary();
  const { data: session } = useSession();
  const data = summary.data;
  return (
    <PageContainer className="space-y-6 pb-16">
      <PageHeader
        title="Points and levels"
        lead="Points reward outcomes others can see: a milestone done, a position filled, an article mastered."
      />
      <Card>
        <CardHeader>
          <CardTitle>Your level</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {summary.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading your points…
            </p>
          ) : summary.isError || !data ? (
            <p role="alert" className="text-sm text-destructive">
              Your points could not be loaded just now.
            </p>
          ) : (
            <>
              <LevelProgress points={data.overall.all} label="Your overall level" />
              <p className="text-sm text-muted-foreground">
                This week {data.overall.week} · this month {data.overall.month} · all time {data.overall.all}
              </p>
              {data.incubators.map((entry) => (
                <section key={entry.incubator.slug} aria-label={entry.incubator.name} className="space-y-1">
                  <h3 className="text-sm font-semibold">{entry.incubator.name}</h3>
                  <LevelProgress points={entry.all} label={`Your level in ${entry.incubator.name}`} />
                  <p className="text-xs text-muted-foreground">
                    This week {entry.week} · this month {entry.month}
                  </p>
                </section>
              ))}
            </>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Levels</CardTitle>
            <CardDescription>Your level comes from your all-time points.</CardDescription>
          </CardHeader>
          <CardContent>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Levels and the points each starts at</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    Level
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    From
                  </th>
                </tr>
              </thead>
              <tbody>
                {LEVELS.map((level) => (
                  <tr key={level.level}>
                    <td className="py-1">
                      Level {level.level} · {level.name}
                    </td>
                    <td className="py-1 text-right tabular-nums">{level.minPoints} points</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>What earns points</CardTitle>
            <CardDescription>
              Reactions to your posts earn at most {POST_REACTION_DAILY_CAP} points a day.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-1 text-sm">
              {REASONS.map((reason) => (
                <li key={reason} className="flex justify-between gap-3">
                  <span>{POINT_REASON_LABELS[reason]}</span>
                  <span className="tabular-nums">+{POINT_REASONS[reason]}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Leaderboards</CardTitle>
          <CardDescription>An incubator's board is for its members.</CardDescription>
        </CardHeader>
        <CardContent>
          <LeaderboardPanel
            incubators={data?.incubators.map((entry) => entry.incubator) ?? []}
            signedInId={session?.user.id}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your points log</CardTitle>
          <CardDescription>Every point you earned, and why.</CardDescription>
        </CardHeader>
        <CardContent>
          <PointsLog />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
