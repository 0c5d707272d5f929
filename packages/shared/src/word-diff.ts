/*
 * A word-level comparison of two texts (docs/decisions/048-tmay-tutor.md): the introduction tutor shows
 * two versions of a draft side by side with the words added and removed marked. A longest common
 * subsequence over the words is enough for texts of at most 2,000 characters (some 400 words, so at
 * most 160,000 cells), and keeps a dependency out of the tutor's bundle. No schemas here.
 */

export type WordDiffKind = "same" | "added" | "removed";

/** A run of words of one kind, in reading order, joined by single spaces. */
export interface WordDiffPiece {
  kind: WordDiffKind;
  text: string;
}

function words(text: string): string[] {
  return text.match(/\S+/g) ?? [];
}

function pushWord(pieces: WordDiffPiece[], kind: WordDiffKind, word: string): void {
  const last = pieces.at(-1);
  if (last && last.kind === kind) last.text = `${last.text} ${word}`;
  else pieces.push({ kind, text: word });
}

/**
 * The words of `before` and `after` as runs: `same` runs are in both, `removed` only in `before`,
 * `added` only in `after`. Words are compared exactly (a changed capital or comma is a changed word,
 * which is what a person editing a draft wants to see); whitespace is not compared.
 */
export function wordDiff(before: string, after: string): WordDiffPiece[] {
  const a = words(before);
  const b = words(after);
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths: number[][] = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i--) {
    const row = lengths[i] as number[];
    const below = lengths[i + 1] as number[];
    for (let j = b.length - 1; j >= 0; j--) {
      row[j] =
        a[i] === b[j] ? (below[j + 1] as number) + 1 : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const pieces: WordDiffPiece[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pushWord(pieces, "same", a[i] as string);
      i++;
      j++;
    } else if ((lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0)) {
      pushWord(pieces, "removed", a[i] as string);
      i++;
    } else {
      pushWord(pieces, "added", b[j] as string);
      j++;
    }
  }
  for (; i < a.length; i++) pushWord(pieces, "removed", a[i] as string);
  for (; j < b.length; j++) pushWord(pieces, "added", b[j] as string);
  return pieces;
}

/** How many words were added and removed, for a compact summary of a comparison. */
export function wordDiffCounts(pieces: readonly WordDiffPiece[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const piece of pieces) {
    const count = words(piece.text).length;
    if (piece.kind === "added") added += count;
    if (piece.kind === "removed") removed += count;
  }
  return { added, removed };
}
