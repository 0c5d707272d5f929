import personalityItems from "@bigfive-org/questions/data/en/questions.json" with { type: "json" };
import calculateScores from "@bigfive-org/score";
import {
  ASSESSMENT_MESSAGES,
  PERSONALITY_DOMAINS,
  PERSONALITY_LEVELS,
  type PersonalityDomain,
  type PersonalityLevel,
  type PersonalityScores,
} from "@hatchery/shared";
import { AppError } from "../../lib/errors";

/**
 * Scoring of the personality part: Johnson's IPIP-NEO 120 items (public domain, shipped by
 * `@bigfive-org/questions`), summed per domain and facet by `@bigfive-org/score`. An answer is how
 * accurately the item describes the person, 1 to 5; a negatively keyed item counts the other way round.
 */

const itemsById = new Map(personalityItems.map((item) => [item.id, item]));

function isDomain(value: string): value is PersonalityDomain {
  return (PERSONALITY_DOMAINS as readonly string[]).includes(value);
}

function isLevel(value: string): value is PersonalityLevel {
  return (PERSONALITY_LEVELS as readonly string[]).includes(value);
}

export function scorePersonality(answers: Record<string, number>): PersonalityScores {
  const ids = Object.keys(answers);
  if (ids.length !== itemsById.size || ids.some((id) => !itemsById.has(id))) {
    throw new AppError("validation_failed", ASSESSMENT_MESSAGES.answerEveryQuestion);
  }
  const scored = calculateScores({
    answers: ids.map((id) => {
      const item = itemsById.get(id);
      const accuracy = answers[id] ?? 0;
      return {
        domain: item?.domain ?? "",
        facet: String(item?.facet ?? ""),
        score: item?.keyed === "minus" ? 6 - accuracy : accuracy,
      };
    }),
  });
  return {
    domains: PERSONALITY_DOMAINS.map((domain) => {
      const total = scored[domain];
      if (!total || !isDomain(domain)) throw new Error(`The item bank has no items of domain ${domain}`);
      return {
        domain,
        score: total.score,
        count: total.count,
        level: isLevel(total.result) ? total.result : "neutral",
        facets: Object.entries(total.facet)
          .map(([facet, value]) => ({
            facet: Number(facet),
            score: value.score,
            count: value.count,
            level: isLevel(value.result) ? value.result : ("neutral" as const),
          }))
          .sort((a, b) => a.facet - b.facet),
      };
    }),
  };
}

/** The item ids, for tests that answer every item. */
export const PERSONALITY_ITEM_IDS: readonly string[] = [...itemsById.keys()];
