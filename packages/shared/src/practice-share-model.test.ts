import { describe, expect, it } from "vitest";
import { characterCount, characterOffsetOf, characterSlice, segmentByAnchors } from "./practice-share-model";

describe("practice share offsets", () => {
  const text = "Héllo 🚀 wörld, 日本";

  it("counts characters as code points, as the database's char_length does", () => {
    expect(characterCount(text)).toBe(17);
    expect(text.length).toBe(18);
    expect(characterSlice(text, 6, 13)).toBe("🚀 wörld");
    expect(characterOffsetOf(text, text.indexOf("wörld"))).toBe(8);
  });

  it("splits a text at every anchor's edges, overlapping anchors included", () => {
    const segments = segmentByAnchors("abcdefgh", [
      { id: "one", start: 1, end: 4 },
      { id: "two", start: 3, end: 6 },
    ]);
    expect(segments).toEqual([
      { text: "a", commentIds: [] },
      { text: "bc", commentIds: ["one"] },
      { text: "d", commentIds: ["one", "two"] },
      { text: "ef", commentIds: ["two"] },
      { text: "gh", commentIds: [] },
    ]);
    expect(segmentByAnchors("🚀ab", [{ id: "x", start: 0, end: 1 }]).map((segment) => segment.text)).toEqual([
      "🚀",
      "ab",
    ]);
  });
});
