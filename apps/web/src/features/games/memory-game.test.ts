import { describe, expect, it } from "vitest";
import { closeMismatch, flipCard, isFaceUp, type MemoryGameState, startMemoryGame } from "./memory-game";

const deck = [
  { id: "a1", pairId: "a" },
  { id: "b1", pairId: "b" },
  { id: "a2", pairId: "a" },
  { id: "b2", pairId: "b" },
];

function flips(state: MemoryGameState, ...cardIds: string[]) {
  let current = state;
  const outcomes = cardIds.map((cardId) => {
    const next = flipCard(current, cardId);
    current = next.state;
    return next.outcome.kind;
  });
  return { state: current, outcomes };
}

describe("the memory game's rules", () => {
  it("opens a first card without counting a move", () => {
    const { state, outcomes } = flips(startMemoryGame(deck), "a1");
    expect(outcomes).toEqual(["opened"]);
    expect(state.open).toEqual(["a1"]);
    expect(state.moves).toBe(0);
  });

  it("ignores turning the same card twice: no double flip, no move", () => {
    const { state, outcomes } = flips(startMemoryGame(deck), "a1", "a1");
    expect(outcomes).toEqual(["opened", "ignored"]);
    expect(state.open).toEqual(["a1"]);
    expect(state.moves).toBe(0);
  });

  it("finds a pair in one move and keeps it face up", () => {
    const { state, outcomes } = flips(startMemoryGame(deck), "a1", "a2");
    expect(outcomes).toEqual(["opened", "match"]);
    expect(state.found).toEqual(["a"]);
    expect(state.open).toEqual([]);
    expect(state.moves).toBe(1);
    expect(isFaceUp(state, "a1")).toBe(true);
    expect(flipCard(state, "a2").outcome.kind).toBe("ignored");
  });

  it("leaves a mismatch face up until a third card turns it down, never matching across three cards", () => {
    const { state, outcomes } = flips(startMemoryGame(deck), "a1", "b1", "a2");
    expect(outcomes).toEqual(["opened", "mismatch", "opened"]);
    // a2 starts a new move: a1 went back down, so a1 and a2 are not found together.
    expect(state.open).toEqual(["a2"]);
    expect(state.found).toEqual([]);
    expect(state.moves).toBe(1);
    const afterSecond = flipCard(state, "b1");
    expect(afterSecond.outcome.kind).toBe("mismatch");
    expect(afterSecond.state.moves).toBe(2);
  });

  it("turns a mismatch back down after the pause", () => {
    const { state } = flips(startMemoryGame(deck), "a1", "b1");
    expect(closeMismatch(state).open).toEqual([]);
    const single = flips(startMemoryGame(deck), "a1").state;
    expect(closeMismatch(single)).toBe(single);
  });

  it("finishes when the last pair is found, counting every move, and ignores flips afterwards", () => {
    const { state, outcomes } = flips(startMemoryGame(deck), "a1", "b1", "b2", "b1", "a1", "a2");
    expect(outcomes).toEqual(["opened", "mismatch", "opened", "match", "opened", "finished"]);
    expect(state.finished).toBe(true);
    expect(state.moves).toBe(3);
    expect(flipCard(state, "a1").outcome.kind).toBe("ignored");
  });

  it("is not finished while a pair is left", () => {
    const { state } = flips(startMemoryGame(deck), "a1", "a2");
    expect(state.finished).toBe(false);
  });

  it("ignores an unknown card", () => {
    expect(flipCard(startMemoryGame(deck), "z9").outcome.kind).toBe("ignored");
  });
});
