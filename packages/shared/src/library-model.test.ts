import { describe, expect, it } from "vitest";
import { countWords, readingMinutes } from "./library-model";

describe("countWords", () => {
  it("counts runs of characters between white space, however much of it", () => {
    expect(countWords("One two  three\nfour\n\n\tfive ")).toBe(5);
    expect(countWords("  ")).toBe(0);
    expect(countWords("")).toBe(0);
    expect(countWords("don't stop—ever")).toBe(2);
  });

  it("gives the reading time at 200 words a minute, at least one", () => {
    expect(readingMinutes(countWords("word ".repeat(401)))).toBe(3);
    expect(readingMinutes(countWords(""))).toBe(1);
  });
});
