import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { useSession } from "@/lib/auth/session";
import { signInPath } from "@/lib/auth/sign-in-path";
import { useCareerBests } from "../api/get-career-bests";
import { useGamesOverview } from "../api/get-games-overview";
import { useMemoryBests } from "../api/get-memory-bests";
import { useInterviewSessions } from "../api/list-interview-sessions";
import { useTmayAttempts } from "../api/list-tmay-attempts";
import { GameCard } from "../components/game-card";
import { GamesStreak } from "../components/games-streak";
import { careerBestLine, interviewBestLine, memoryBestLine, tmayBestLine } from "../game-bests";
import { GAME_CATALOGUE } from "../game-catalogue";
import { readLocalMemoryBests } from "../local-memory-bests";

/**
 * `/games`: every game with the person's best so far, their streak, and (`nextSteps`, composed by the
 * app with the skills profile) what to try next. Visitors play everything; results are kept when signed in.
 */
export function GamesHubPage({ nextSteps }: { nextSteps?: ReactNode }) {
  const session = useSession();
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  const overview = useGamesOverview(signedIn);
  const memoryBests = useMemoryBests(signedIn);
  const interviewSessions = useInterviewSessions(signedIn === true);
  const careerBests = useCareerBests(signedIn);
  const tmayAttempts = useTmayAttempts(signedIn);
  const bests: Partial<Record<string, string | null>> = {
    memory: memoryBestLine(
      signedIn ? (memoryBests.data?.bests ?? []) : signedIn === false ? readLocalMemoryBests() : [],
    ),
    interview: interviewBestLine(interviewSessions.data?.pages[0]?.items ?? []),
    career: careerBestLine(careerBests.data?.bests ?? []),
    tmay: tmayBestLine(tmayAttempts.data?.items ?? []),
  };

  return (
    <PageContainer className="space-y-8 pb-16">
      <PageHeader
        title="Career games"
        lead="Short games that practise what founding teams do every day: interviews, decisions, pitches and the words of the trade."
      />
      {signedIn === false ? (
        <p className="rounded-lg border bg-muted/40 p-4 text-sm">
          Every game is open to you.{" "}
          <Link to={signInPath("/games")} className="font-medium text-primary underline underline-offset-4">
            Sign in
          </Link>{" "}
          to keep your results, build a streak and earn points.
        </p>
      ) : null}
      {overview.data ? <GamesStreak overview={overview.data} /> : null}
      {nextSteps}
      <div className="grid gap-4 sm:grid-cols-2">
        {GAME_CATALOGUE.map((game) => (
          <GameCard key={game.id} game={game} best={bests[game.id]} />
        ))}
      </div>
    </PageContainer>
  );
}
