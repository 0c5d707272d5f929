import personalityItems from "@bigfive-org/questions/data/en/questions.json" with { type: "json" };
import { PERSONALITY_DOMAINS } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { scorePersonality } from "./personality-scoring";
import { scoreRoleFit, type WeightedQuestion } from "./role-fit-scoring";

/** Answers every item so that each one scores `itemScore` once its keying is applied. */
function answersScoring(itemScore: number): Record<string, number> {
  return Object.fromEntries(
    personalityItems.map((item) => [item.id, item.keyed === "minus" ? 6 - itemScore : itemScore]),
  );
}

describe("personality scoring", () => {
  it("sums 24 items per domain and 4 per facet, reversing negatively keyed items", () => {
    const highest = scorePersonality(answersScoring(5));
    expect(highest.domains.map((domain) => domain.domain)).toEqual([...PERSONALITY_DOMAINS]);
    for (const domain of highest.domains) {
      expect(domain).toMatchObject({ score: 120, count: 24, level: "high" });
      expect(domain.facets.map((facet) => [facet.facet, facet.score, facet.level])).toEqual(
        [1, 2, 3, 4, 5, 6].map((facet) => [facet, 20, "high"]),
      );
    }
    const lowest = scorePersonality(answersScoring(1));
    expect(lowest.domains.every((domain) => domain.score === 24 && domain.level === "low")).toBe(true);
    const middle = scorePersonality(answersScoring(3));
    expect(middle.domains.every((domain) => domain.score === 72 && domain.level === "neutral")).toBe(true);
  });

  it("reads the same raw answer differently for positively and negatively keyed items", () => {
    const allFives = Object.fromEntries(personalityItems.map((item) => [item.id, 5]));
    const neuroticism = personalityItems.filter((item) => item.domain === "N");
    const expected = neuroticism.reduce((sum, item) => sum + (item.keyed === "minus" ? 1 : 5), 0);
    expect(expected).toBeLessThan(120);
    expect(scorePersonality(allFives).domains[0]).toMatchObject({ domain: "N", score: expected });
  });

  it("refuses answers that leave out or invent an item", () => {
    const answers = answersScoring(3);
    const [first] = Object.keys(answers);
    const missing = { ...answers };
    delete missing[first ?? ""];
    expect(() => scorePersonality(missing)).toThrow(/Answer every question/);
    expect(() => scorePersonality({ ...missing, "not-an-item": 3 })).toThrow(/Answer every question/);
  });
});

describe("role-fit scoring", () => {
  const questions: WeightedQuestion[] = [
    { slug: "a", options: [{ weights: { ceo: 3, cco: 1 } }, { weights: { cto: 3 } }] },
    {
      slug: "b",
      options: [{ weights: { cgo: 2 } }, { weights: { cto: 2, ceo: 1 } }, { weights: { cco: 3 } }],
    },
  ];

  it("adds the chosen options' weights and divides by the most each role could get", () => {
    expect(scoreRoleFit(questions, { a: 1, b: 1 }).roles).toEqual([
      { role: "ceo", points: 1, max: 4, share: 0.25 },
      { role: "cto", points: 5, max: 5, share: 1 },
      { role: "cco", points: 0, max: 4, share: 0 },
      { role: "cgo", points: 0, max: 2, share: 0 },
    ]);
    expect(scoreRoleFit(questions, { a: 0, b: 2 }).roles.map((role) => role.points)).toEqual([3, 0, 4, 0]);
  });

  it("refuses a missing question, an unknown one or an option that does not exist", () => {
    expect(() => scoreRoleFit(questions, { a: 0 })).toThrow(/Answer every question/);
    expect(() => scoreRoleFit(questions, { a: 0, c: 0 })).toThrow(/Answer every question/);
    expect(() => scoreRoleFit(questions, { a: 0, b: 3 })).toThrow(/one of its question's options/);
  });
});
