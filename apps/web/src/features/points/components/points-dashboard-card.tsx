import { TrophyIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { usePointsSummary } from "../api/get-points-summary";
import { LevelProgress } from "./level-progress";

/** The dashboard's points card: the level overall and in each of the person's incubators. */
export function PointsDashboardCard({ className }: { className?: string }) {
  const summary = usePointsSummary();
  const data = summary.data;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrophyIcon aria-hidden="true" className="size-5 text-primary" />
          Points and level
        </CardTitle>
        <CardDescription>
          Earned for outcomes: milestones, filled positions, mastered articles.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {summary.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your points…</p>
        ) : summary.isError || !data ? (
          <p className="text-sm text-muted-foreground">Your points could not be loaded just now.</p>
        ) : (
          <>
            <LevelProgress points={data.overall.all} label="Your overall level" />
            {data.overall.all === 0 && (
              <p className="text-sm">
                No points yet: finish a milestone or master a library article to earn some.
              </p>
            )}
            {data.incubators.length > 0 && (
              <ul className="space-y-3" aria-label="Points per incubator">
                {data.incubators.map((entry) => (
                  <li key={entry.incubator.slug} className="space-y-1">
                    <p className="text-sm font-medium">{entry.incubator.name}</p>
                    <LevelProgress points={entry.all} label={`Your level in ${entry.incubator.name}`} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      <CardFooter>
        <Link to="/points" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Leaderboards and your points log
        </Link>
      </CardFooter>
    </Card>
  );
}
