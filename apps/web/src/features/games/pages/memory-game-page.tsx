import type { MemoryDeckResponse, MemoryLevel } from "@hatchery/shared";
import { useCallback, useState } from "react";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { useSession } from "@/lib/auth/session";
import { useMemoryBests } from "../api/get-memory-bests";
import { getMemoryDeck } from "../api/get-memory-deck";
import { useSaveMemoryResult } from "../api/save-memory-result";
import { MemoryBests } from "../components/memory-bests";
import type { MemoryResultState } from "../components/memory-end-screen";
import { type MemoryGroup, MemorySetup } from "../components/memory-setup";
import { readLocalMemoryBests, recordLocalMemoryResult } from "../local-memory-bests";

/*
 * The first view is the choice of level and pairs; the board and the end screen load with the first
 * deck. They are awaited with it rather than shown through Suspense, whose reveal waits on a timer: the
 * game starts when both the cards and the code to play them are here.
 */
async function loadGameParts() {
  const [{ MemoryPlay }, { MemoryEndScreen }] = await Promise.all([
    import("../components/memory-play"),
    import("../components/memory-end-screen"),
  ]);
  return { MemoryPlay, MemoryEndScreen };
}
type GameParts = Awaited<ReturnType<typeof loadGameParts>>;

type Screen =
  | { kind: "setup"; error?: string }
  | { kind: "dealing" }
  | { kind: "playing"; parts: GameParts; deck: MemoryDeckResponse; round: number }
  | {
      kind: "finished";
      parts: GameParts;
      deck: MemoryDeckResponse;
      timeMs: number;
      moves: number;
      result: MemoryResultState;
    };

function deckQuery(level: MemoryLevel, group: MemoryGroup) {
  if (group.kind === "section") return { level, section: group.section };
  if (group.kind === "role") return { level, role: group.role };
  return { level };
}

/** /games/memory: choose a level and the pairs, play by mouse, touch or keyboard, see the result. */
export function MemoryGamePage() {
  const session = useSession();
  const signedIn = session.data === undefined ? undefined : session.data !== null;
  const [level, setLevel] = useState<MemoryLevel>("easy");
  const [group, setGroup] = useState<MemoryGroup>({ kind: "all" });
  const [screen, setScreen] = useState<Screen>({ kind: "setup" });
  const [round, setRound] = useState(0);
  const serverBests = useMemoryBests(signedIn);
  const save = useSaveMemoryResult();

  const start = useCallback(async () => {
    setScreen({ kind: "dealing" });
    try {
      const [deck, parts] = await Promise.all([getMemoryDeck(deckQuery(level, group)), loadGameParts()]);
      setRound((current) => current + 1);
      setScreen({ kind: "playing", parts, deck, round: round + 1 });
    } catch (error) {
      setScreen({
        kind: "setup",
        error: error instanceof Error ? error.message : "The cards could not be dealt.",
      });
    }
  }, [level, group, round]);

  const keep = useCallback(
    (parts: GameParts, deck: MemoryDeckResponse, timeMs: number, moves: number) => {
      const finished = { kind: "finished" as const, parts, deck, timeMs, moves };
      if (!signedIn) {
        setScreen({
          ...finished,
          result: { kind: "visitor", outcome: recordLocalMemoryResult(level, { timeMs, moves }) },
        });
        return;
      }
      setScreen({ ...finished, result: { kind: "saving" } });
      save.mutate(
        { ...deckQuery(level, group), timeMs, moves },
        {
          onSuccess: (outcome) => setScreen({ ...finished, result: { kind: "saved", outcome } }),
          onError: (error) => setScreen({ ...finished, result: { kind: "failed", message: error.message } }),
        },
      );
    },
    [signedIn, level, group, save.mutate],
  );

  const playing = screen.kind === "playing" ? screen : null;
  const onFinished = useCallback(
    ({ timeMs, moves }: { timeMs: number; moves: number }) => {
      if (playing) keep(playing.parts, playing.deck, timeMs, moves);
    },
    [playing, keep],
  );

  const bests = signedIn ? (serverBests.data?.bests ?? []) : readLocalMemoryBests();

  return (
    // The game plays its own sounds at every moment; the interface's button sounds keep quiet here.
    <PageContainer className="space-y-6 pb-16" data-interface-sounds="off">
      <PageHeader
        title="Memory game"
        lead="Turn two cards at a time to match each role with its work and each term with its meaning."
        className="pt-6"
      />
      {screen.kind === "setup" || screen.kind === "dealing" ? (
        <>
          {screen.kind === "setup" && screen.error && (
            <p role="alert" className="text-destructive">
              The cards could not be dealt: {screen.error}
            </p>
          )}
          <MemorySetup
            level={level}
            group={group}
            onLevel={setLevel}
            onGroup={setGroup}
            onStart={start}
            starting={screen.kind === "dealing"}
          />
          <MemoryBests bests={bests} title={signedIn ? "Your bests" : "Your bests in this browser"} />
          <p className="max-w-xl text-sm text-muted-foreground">
            Keyboard: the arrow keys move between cards, Enter or Space turns one over.
          </p>
        </>
      ) : screen.kind === "playing" ? (
        <screen.parts.MemoryPlay
          key={screen.round}
          deck={screen.deck}
          level={level}
          onFinished={onFinished}
        />
      ) : (
        <screen.parts.MemoryEndScreen
          level={level}
          timeMs={screen.timeMs}
          moves={screen.moves}
          result={screen.result}
          onPlayAgain={start}
          onChangeGame={() => setScreen({ kind: "setup" })}
          onRetrySave={() => keep(screen.parts, screen.deck, screen.timeMs, screen.moves)}
        />
      )}
    </PageContainer>
  );
}
