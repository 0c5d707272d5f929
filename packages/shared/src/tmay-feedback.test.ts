import { describe, expect, it } from "vitest";
import { tmayFeedback, tmayStructure } from "./tmay-feedback";
import { estimatedSpokenSeconds, tmayLength } from "./tmay-model";

const COMPLETE =
  "I currently lead engineering at a twelve-person logistics start-up, where I run a team of five and own the platform that plans two thousand deliveries a day. " +
  "Before that I spent four years as a back-end engineer at a payments company, where I led the move from one large application to a few services and our release time went from two weeks to a day. " +
  "That taught me how much a small team can do with the right foundations. " +
  "Next I want to build a technical team from its first hire, and that is why this role appeals to me: you have the product and the customers, and you need someone to turn a prototype into a platform that lasts. " +
  "I would love to help you do that.";

describe("tmayStructure", () => {
  it("finds all three parts in a complete introduction, each with the first cue it holds", () => {
    const structure = tmayStructure(COMPLETE);
    expect(structure.found).toBe(3);
    expect(structure.parts.present).toEqual({ found: true, cue: "currently" });
    expect(structure.parts.past).toEqual({ found: true, cue: "before that" });
    expect(structure.parts.future.found).toBe(true);
  });

  it("finds only the present in a job title and a list of duties", () => {
    const structure = tmayStructure(
      "Right now I manage a sales team of eight and look after our biggest accounts.",
    );
    expect(structure.parts).toEqual({
      present: { found: true, cue: "right now" },
      past: { found: false, cue: null },
      future: { found: false, cue: null },
    });
    expect(structure.found).toBe(1);
  });

  it("finds a life story without a future", () => {
    const structure = tmayStructure(
      "I studied physics. Years ago I joined a bank, and previously I worked in retail.",
    );
    expect(structure.parts.past.found).toBe(true);
    expect(structure.parts.future.found).toBe(false);
    expect(structure.parts.present.found).toBe(false);
  });

  it("matches whole words only and ignores case and curly apostrophes", () => {
    expect(tmayStructure("I’M LOOKING FOR a new challenge").parts.future.cue).toBe("i'm looking for");
    // "currently" inside another word is no cue, nor "earlier" in "earliest".
    expect(tmayStructure("the earliest concurrentlyish plan").found).toBe(0);
  });
});

describe("tmayFeedback", () => {
  it("suggests saying more below thirty words", () => {
    expect(tmayFeedback({ text: "I run a bakery.", mode: "typed", seconds: 5 }).suggestion.kind).toBe(
      "say-more",
    );
  });

  it("asks for the missing part, present first", () => {
    const noFuture = COMPLETE.split("Next I want")[0] ?? "";
    expect(tmayFeedback({ text: noFuture, mode: "typed", seconds: 40 }).suggestion.kind).toBe("add-future");
  });

  it("estimates a typed delivery's length from its words, not the typing time", () => {
    const report = tmayFeedback({ text: COMPLETE, mode: "typed", seconds: 300 });
    expect(report.lengthSeconds).toBe(estimatedSpokenSeconds(report.words));
    expect(report.wordsPerMinute).toBeNull();
    expect(report.fillersPerMinute).toBeNull();
  });

  it("measures a spoken delivery's pace and fillers a minute over the timer", () => {
    const text = `Um, ${COMPLETE} Um, basically that is it.`;
    const report = tmayFeedback({ text, mode: "spoken", seconds: 60 });
    expect(report.lengthSeconds).toBe(60);
    expect(report.wordsPerMinute).toBe(report.words);
    expect(report.fillers.byWord).toEqual({ um: 2, basically: 1 });
    expect(report.fillersPerMinute).toBe(3);
  });

  it("says to slow down a complete answer spoken too fast", () => {
    const report = tmayFeedback({ text: COMPLETE, mode: "spoken", seconds: 30 });
    expect(report.structure.found).toBe(3);
    expect(report.suggestion.kind).toBe("slow-down");
  });

  it("has nothing to fix in a complete answer said at a comfortable pace within the target", () => {
    const words = tmayFeedback({ text: COMPLETE, mode: "typed", seconds: 1 }).words;
    const seconds = Math.round((words * 60) / 140);
    const report = tmayFeedback({ text: COMPLETE, mode: "spoken", seconds });
    expect(report.length).toBe(tmayLength(seconds));
    expect(report.suggestion.kind).toBe(report.length === "within" ? "say-it-again" : "lengthen");
  });
});

describe("tmayLength", () => {
  it("compares seconds with the 60 to 90 second target", () => {
    expect([tmayLength(59), tmayLength(60), tmayLength(90), tmayLength(91)]).toEqual([
      "short",
      "within",
      "within",
      "long",
    ]);
    expect(estimatedSpokenSeconds(140)).toBe(60);
  });
});
