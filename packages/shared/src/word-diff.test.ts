import { describe, expect, it } from "vitest";
import { wordDiff, wordDiffCounts } from "./word-diff";

describe("wordDiff", () => {
  it("marks nothing when the texts have the same words, whatever the spacing", () => {
    expect(wordDiff("I lead a team", "I  lead\na team")).toEqual([{ kind: "same", text: "I lead a team" }]);
  });

  it("marks words added and removed in reading order", () => {
    expect(wordDiff("I lead a small team of five", "I lead a team of eight engineers")).toEqual([
      { kind: "same", text: "I lead a" },
      { kind: "removed", text: "small" },
      { kind: "same", text: "team of" },
      { kind: "removed", text: "five" },
      { kind: "added", text: "eight engineers" },
    ]);
  });

  it("handles an empty side", () => {
    expect(wordDiff("", "Before that I sold")).toEqual([{ kind: "added", text: "Before that I sold" }]);
    expect(wordDiff("Before that", "")).toEqual([{ kind: "removed", text: "Before that" }]);
    expect(wordDiff("", "")).toEqual([]);
  });

  it("counts a changed comma or capital as a changed word", () => {
    const pieces = wordDiff("Next, I want", "next I want");
    expect(pieces).toEqual([
      { kind: "removed", text: "Next," },
      { kind: "added", text: "next" },
      { kind: "same", text: "I want" },
    ]);
    expect(wordDiffCounts(pieces)).toEqual({ added: 1, removed: 1 });
  });

  it("keeps every word of both texts", () => {
    const before = "one two three four five six";
    const after = "zero two four five seven six";
    const pieces = wordDiff(before, after);
    const side = (kind: "added" | "removed") =>
      pieces
        .filter((piece) => piece.kind !== kind)
        .map((piece) => piece.text)
        .join(" ");
    expect(side("added")).toBe(before);
    expect(side("removed")).toBe(after);
  });
});
