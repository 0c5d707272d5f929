import { GamepadIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { useGamesOverview } from "../api/get-games-overview";
import { StreakFigures } from "./games-streak";

/** The dashboard's games card: the streak and the games' points, and the way to the games. */
export function GamesDashboardCard({ className }: { className?: string }) {
  const overview = useGamesOverview(true);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <GamepadIcon aria-hidden="true" className="size-5 text-primary" />
          Career games
        </CardTitle>
        <CardDescription>Interview practice, the career game, the tutor and the memory game.</CardDescription>
      </CardHeader>
      <CardContent>
        {overview.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your games…</p>
        ) : overview.isError || !overview.data ? (
          <p className="text-sm text-muted-foreground">Your games could not be loaded just now.</p>
        ) : overview.data.streak.longest === 0 ? (
          <p className="text-sm">Play any game to start a streak; your results are kept.</p>
        ) : (
          <StreakFigures overview={overview.data} compact />
        )}
      </CardContent>
      <CardFooter>
        <Link to="/games" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Open the games
        </Link>
      </CardFooter>
    </Card>
  );
}
