import {
  CORE_TEAM_ROLE_LABELS,
  CORE_TEAM_ROLES,
  type CoreTeamRole,
  libraryArticlePath,
  type SkillMeasure,
} from "@hatchery/shared";
import { type ArticleStanding, readLibraryStanding } from "../library/library.service";
import type { RankedSuggestion, SkillSource } from "./skill-source";

/** Continuing an article comes before anything else: the person chose it last. */
const CONTINUE_RANK = 10;
const NEXT_ARTICLE_RANK = 30;

function libraryMeasure(articles: readonly ArticleStanding[], role: CoreTeamRole): SkillMeasure {
  const tagged = articles.filter((article) => article.roles.includes(role));
  const read = tagged.filter((article) => article.status !== "unread").length;
  const mastered = tagged.filter((article) => article.status === "mastered").length;
  return {
    source: "library",
    label: "Library mastery",
    share: tagged.length === 0 ? 0 : mastered / tagged.length,
    detail: `${mastered} of ${tagged.length} articles mastered, ${read} read`,
  };
}

/**
 * The next article to read for a role: an unread one tagged with it, starter articles before
 * practitioner ones, each in the library's order; not the one already suggested to continue.
 */
function nextArticle(
  articles: readonly ArticleStanding[],
  role: CoreTeamRole,
  skip: { section: string; slug: string } | null,
): ArticleStanding | undefined {
  const candidates = articles.filter(
    (article) =>
      article.roles.includes(role) &&
      article.status === "unread" &&
      !(skip && article.section === skip.section && article.slug === skip.slug),
  );
  return candidates.find((article) => article.level === "starter") ?? candidates[0];
}

/** Library mastery per role: of the articles tagged with the role, those mastered and read. */
export const librarySkillSource: SkillSource = {
  id: "library",
  read: async (db, actor) => {
    const { articles, continueReading } = await readLibraryStanding(db, actor);
    const measures = Object.fromEntries(
      CORE_TEAM_ROLES.map((role) => [role, libraryMeasure(articles, role)]),
    );
    return {
      measures,
      active: continueReading !== null || articles.some((article) => article.status !== "unread"),
      leaning: [],
      suggest: (focus) => {
        const suggestions: RankedSuggestion[] = [];
        if (continueReading) {
          suggestions.push({
            rank: CONTINUE_RANK,
            suggestion: {
              kind: "continue-article",
              title: `Continue “${continueReading.title}”`,
              detail: "Pick up where you left off in the library.",
              href: libraryArticlePath(continueReading.section, continueReading.slug),
            },
          });
        }
        const next = nextArticle(articles, focus, continueReading);
        if (next) {
          suggestions.push({
            rank: NEXT_ARTICLE_RANK,
            suggestion: {
              kind: "next-article",
              title: `Read “${next.title}”`,
              detail: `A ${next.level} article for the ${CORE_TEAM_ROLE_LABELS[focus]} role.`,
              href: libraryArticlePath(next.section, next.slug),
            },
          });
        }
        return suggestions;
      },
    };
  },
};
