import type { PersonalityScores } from "@hatchery/shared";
import { LEVEL_LABELS, PERSONALITY_TEXTS } from "../lib/personality-texts";

/** Each domain's level with what it means, and its six facets. */
export function PersonalityResults({ scores }: { scores: PersonalityScores }) {
  return (
    <section aria-labelledby="personality-results" className="space-y-6">
      <h3 id="personality-results" className="text-xl font-semibold">
        Your personality
      </h3>
      {scores.domains.map((domain) => {
        const text = PERSONALITY_TEXTS[domain.domain];
        return (
          <article key={domain.domain} aria-labelledby={`domain-${domain.domain}`} className="space-y-2">
            <h4 id={`domain-${domain.domain}`} className="text-lg font-semibold">
              {text.title}: {LEVEL_LABELS[domain.level]}
            </h4>
            <p className="text-muted-foreground">{text.about}</p>
            <p>{text.levels[domain.level]}</p>
            <meter
              min={domain.count}
              max={domain.count * 5}
              value={domain.score}
              aria-label={`${text.title} score`}
              className="w-full max-w-md"
            />
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {domain.facets.map((facet) => {
                const facetText = text.facets[facet.facet - 1];
                return (
                  <div key={facet.facet}>
                    <dt className="font-medium">
                      {facetText?.title}: {LEVEL_LABELS[facet.level]}
                    </dt>
                    <dd className="text-sm text-muted-foreground">{facetText?.about}</dd>
                  </div>
                );
              })}
            </dl>
          </article>
        );
      })}
    </section>
  );
}
