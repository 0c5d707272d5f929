import type { MemoryDeckResponse, MemoryPair } from "@hatchery/shared";
import { useCallback, useEffect, useRef, useState } from "react";
import { playGameSound } from "./game-sounds";
import { closeMismatch, flipCard, type MemoryGameState, startMemoryGame } from "./memory-game";

/** Seconds counted down before the cards are dealt. */
export const COUNTDOWN_FROM = 3;
const COUNTDOWN_STEP_MS = 1000;
/** How long a mismatched pair stays face up before turning back down (a third card turns it sooner). */
const MISMATCH_VISIBLE_MS = 1200;

export type PlayPhase =
  | { kind: "countdown"; count: number }
  | { kind: "playing" }
  | { kind: "finished"; timeMs: number; moves: number };

const performanceNow = () => performance.now();

/**
 * One game of a dealt deck: the 3-2-1 countdown, the timer, the flips with their sounds and what the
 * live region says. The rules are memory-game.ts's.
 */
export function useMemoryPlay(deck: MemoryDeckResponse, now: () => number = performanceNow) {
  const [phase, setPhase] = useState<PlayPhase>({ kind: "countdown", count: COUNTDOWN_FROM });
  const [game, setGame] = useState<MemoryGameState>(() => startMemoryGame(deck.cards));
  const [announcement, setAnnouncement] = useState("");
  const [lastFound, setLastFound] = useState<MemoryPair | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const startedAt = useRef(0);
  const mismatchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const gameRef = useRef(game);
  gameRef.current = game;

  // The countdown: a tick for each number, "go" and the deal when it reaches zero.
  const count = phase.kind === "countdown" ? phase.count : null;
  useEffect(() => {
    if (count === null) return;
    if (count === COUNTDOWN_FROM) playGameSound("card-shuffle");
    playGameSound("countdown-tick");
    setAnnouncement(`${count}…`);
    const timer = setTimeout(() => {
      if (count > 1) {
        setPhase({ kind: "countdown", count: count - 1 });
        return;
      }
      playGameSound("countdown-go");
      playGameSound("card-deal");
      startedAt.current = now();
      setAnnouncement(`Go! ${deck.cards.length} cards dealt, face down.`);
      setPhase({ kind: "playing" });
    }, COUNTDOWN_STEP_MS);
    return () => clearTimeout(timer);
  }, [count, deck.cards.length, now]);

  // The visible clock; the finished game's time is measured exactly, not from this.
  const playing = phase.kind === "playing";
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setElapsedMs(now() - startedAt.current), 250);
    return () => clearInterval(timer);
  }, [playing, now]);

  useEffect(() => () => clearTimeout(mismatchTimer.current), []);

  const textOf = useCallback(
    (cardId: string) => deck.cards.find((card) => card.id === cardId)?.text ?? "",
    [deck.cards],
  );

  const flip = useCallback(
    (cardId: string) => {
      if (phase.kind !== "playing") return;
      const { state, outcome } = flipCard(gameRef.current, cardId);
      if (outcome.kind === "ignored") return;
      clearTimeout(mismatchTimer.current);
      gameRef.current = state;
      setGame(state);
      playGameSound("card-click");
      if (outcome.kind === "opened") {
        setAnnouncement(textOf(outcome.cardId));
        return;
      }
      if (outcome.kind === "mismatch") {
        playGameSound("card-mismatch");
        setAnnouncement(`${textOf(outcome.cardIds[1])}. No match with ${textOf(outcome.cardIds[0])}.`);
        mismatchTimer.current = setTimeout(
          () => setGame((current) => closeMismatch(current)),
          MISMATCH_VISIBLE_MS,
        );
        return;
      }
      const pair = deck.pairs.find((candidate) => candidate.pairId === outcome.pairId) ?? null;
      setLastFound(pair);
      playGameSound("card-match");
      const found = `Match: ${pair?.title ?? ""} and ${pair?.match ?? ""}.`;
      if (outcome.kind === "match") {
        setAnnouncement(`${found} ${state.found.length} of ${deck.pairs.length} pairs found.`);
        return;
      }
      const timeMs = Math.max(1, Math.round(now() - startedAt.current));
      playGameSound("game-complete");
      setElapsedMs(timeMs);
      setAnnouncement(`${found} All pairs found in ${state.moves} moves.`);
      setPhase({ kind: "finished", timeMs, moves: state.moves });
    },
    [phase.kind, deck.pairs, textOf, now],
  );

  return { phase, game, announcement, lastFound, elapsedMs, flip };
}
