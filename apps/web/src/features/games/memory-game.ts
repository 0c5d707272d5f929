/*
 * The memory game's rules as a pure state machine (docs/decisions/043-memory-game.md): no timers, no
 * sounds, no DOM. The page turns each outcome into a sound and an announcement.
 *
 * A move is turning a second card. Two cards of one pair stay face up at once and count as found; two
 * of different pairs stay face up until the player turns a third card, which turns them back down and
 * opens itself (or until the page's short pause closes them). A card already face up or found cannot
 * be turned again, so a double press is not a move.
 */

export interface MemoryGameCard {
  id: string;
  pairId: string;
}

export interface MemoryGameState {
  cards: readonly MemoryGameCard[];
  /** Face-up cards not yet found: none, one, or two of different pairs. */
  open: readonly string[];
  /** The pairs found, in the order they were found. */
  found: readonly string[];
  moves: number;
  finished: boolean;
}

export type FlipOutcome =
  /** Nothing happened: the card is unknown, face up, already found, or the game is over. */
  | { kind: "ignored" }
  /** The first card of a move is face up (after any mismatched pair was turned back down). */
  | { kind: "opened"; cardId: string }
  | { kind: "match"; pairId: string; cardIds: [string, string] }
  | { kind: "mismatch"; cardIds: [string, string] }
  /** The last pair was found: the game is over. */
  | { kind: "finished"; pairId: string; cardIds: [string, string] };

export function startMemoryGame(cards: readonly MemoryGameCard[]): MemoryGameState {
  return { cards, open: [], found: [], moves: 0, finished: false };
}

export function pairCount(state: MemoryGameState): number {
  return new Set(state.cards.map((card) => card.pairId)).size;
}

export function isFaceUp(state: MemoryGameState, cardId: string): boolean {
  if (state.open.includes(cardId)) return true;
  const card = state.cards.find((candidate) => candidate.id === cardId);
  return card !== undefined && state.found.includes(card.pairId);
}

export function flipCard(
  state: MemoryGameState,
  cardId: string,
): { state: MemoryGameState; outcome: FlipOutcome } {
  const ignored = { state, outcome: { kind: "ignored" } as const };
  const card = state.cards.find((candidate) => candidate.id === cardId);
  if (state.finished || !card || isFaceUp(state, cardId)) return ignored;

  // A third card while a mismatched pair is face up: that pair turns back down, this one starts a move.
  const [first, second] = state.open;
  if (first === undefined || second !== undefined) {
    return { state: { ...state, open: [cardId] }, outcome: { kind: "opened", cardId } };
  }

  const firstCard = state.cards.find((candidate) => candidate.id === first);
  const moves = state.moves + 1;
  const cardIds: [string, string] = [first, cardId];
  if (firstCard?.pairId !== card.pairId) {
    return { state: { ...state, open: cardIds, moves }, outcome: { kind: "mismatch", cardIds } };
  }
  const found = [...state.found, card.pairId];
  const finished = found.length === pairCount(state);
  return {
    state: { ...state, open: [], found, moves, finished },
    outcome: finished
      ? { kind: "finished", pairId: card.pairId, cardIds }
      : { kind: "match", pairId: card.pairId, cardIds },
  };
}

/** Turns a mismatched pair back down (the page's pause after a mismatch); anything else is unchanged. */
export function closeMismatch(state: MemoryGameState): MemoryGameState {
  return state.open.length === 2 ? { ...state, open: [] } : state;
}
