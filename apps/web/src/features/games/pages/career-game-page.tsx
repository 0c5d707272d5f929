import {
  type CareerRunOutcome,
  type CareerScenario,
  type CareerStep,
  type CoreTeamRole,
  isGoodRating,
  replayRun,
} from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { useSession } from "@/lib/auth/session";
import { useCareerBests } from "../api/get-career-bests";
import { getCareerScenariosQueryOptions } from "../api/get-career-scenarios";
import { useSaveCareerRun } from "../api/save-career-run";
import { type CareerRunState, startCareerRun } from "../career-run";
import { CareerEnding, type CareerSaveState } from "../components/career-ending";
import { CareerPlay } from "../components/career-play";
import { CareerRoleSelect } from "../components/career-role-select";
import { playGameSound } from "../game-sounds";

type Screen =
  | { kind: "choose"; error?: string; loading?: CoreTeamRole }
  | { kind: "playing"; role: CoreTeamRole; scenarios: CareerScenario[]; start: CareerRunState; round: number }
  | {
      kind: "ended";
      role: CoreTeamRole;
      scenarios: CareerScenario[];
      steps: CareerStep[];
      outcome: CareerRunOutcome;
      save: CareerSaveState;
    };

/**
 * /games/career: choose a role, make its decisions as the company's metrics move, and read at the end
 * what each decision taught. Anyone plays; a signed-in person's runs are kept, replayed by the server.
 */
export function CareerGamePage() {
  const session = useSession();
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  const queryClient = useQueryClient();
  const bests = useCareerBests(signedIn);
  const save = useSaveCareerRun();
  const [screen, setScreen] = useState<Screen>({ kind: "choose" });
  const [round, setRound] = useState(0);

  const play = useCallback(
    async (role: CoreTeamRole) => {
      setScreen({ kind: "choose", loading: role });
      try {
        const { scenarios } = await queryClient.fetchQuery(getCareerScenariosQueryOptions(role));
        const start = startCareerRun(scenarios);
        if (!start) throw new Error("This role has no scenarios to play.");
        setRound((current) => current + 1);
        setScreen({ kind: "playing", role, scenarios, start, round: round + 1 });
      } catch (error) {
        setScreen({
          kind: "choose",
          error: error instanceof Error ? error.message : "The scenarios could not be loaded.",
        });
      }
    },
    [queryClient, round],
  );

  const keep = useCallback(
    (ended: Extract<Screen, { kind: "ended" }>) => {
      if (!signedIn) {
        setScreen({ ...ended, save: { kind: "visitor" } });
        return;
      }
      setScreen({ ...ended, save: { kind: "saving" } });
      save.mutate(
        { role: ended.role, steps: ended.steps },
        {
          onSuccess: (response) => setScreen({ ...ended, save: { kind: "saved", response } }),
          onError: (error) => setScreen({ ...ended, save: { kind: "failed", message: error.message } }),
        },
      );
    },
    [signedIn, save.mutate],
  );

  function finish(playing: Extract<Screen, { kind: "playing" }>, steps: CareerStep[]) {
    const replay = replayRun(playing.scenarios, steps);
    if (!replay.ok) {
      setScreen({ kind: "choose", error: "The run could not be finished. Please play it again." });
      return;
    }
    playGameSound(isGoodRating(replay.outcome.rating) ? "achievement-unlock" : "game-complete");
    keep({
      kind: "ended",
      role: playing.role,
      scenarios: playing.scenarios,
      steps,
      outcome: replay.outcome,
      save: { kind: "saving" },
    });
  }

  return (
    // The game plays its own sounds at every moment (decision 047): the interface's stay out of it.
    <PageContainer className="space-y-6 pb-16" data-interface-sounds="off">
      <PageHeader
        title="Career game"
        lead="Lead a young company as its CEO, CTO, CCO or CGO. Every decision moves its cash, customers, team morale and product quality, and the ending explains what each one taught."
        className="pt-6"
      />
      {screen.kind === "choose" ? (
        <>
          {screen.error && (
            <p role="alert" className="text-destructive">
              The game could not start: {screen.error}
            </p>
          )}
          {signedIn && bests.isError && (
            <p className="text-sm text-muted-foreground">Your best runs could not be loaded just now.</p>
          )}
          <CareerRoleSelect
            bests={signedIn ? (bests.data?.bests ?? []) : []}
            loading={screen.loading ?? null}
            onSelect={play}
          />
          {signedIn === false && (
            <p className="max-w-xl text-sm text-muted-foreground">
              Anyone can play. Signed in, your runs are kept and your best of each role is shown here.
            </p>
          )}
        </>
      ) : screen.kind === "playing" ? (
        <CareerPlay
          key={screen.round}
          role={screen.role}
          scenarios={screen.scenarios}
          start={screen.start}
          onFinished={(steps) => finish(screen, steps)}
        />
      ) : (
        <CareerEnding
          role={screen.role}
          scenarios={screen.scenarios}
          steps={screen.steps}
          outcome={screen.outcome}
          save={screen.save}
          onPlayAgain={() => play(screen.role)}
          onAnotherRole={() => setScreen({ kind: "choose" })}
          onRetrySave={() => keep(screen)}
        />
      )}
    </PageContainer>
  );
}
