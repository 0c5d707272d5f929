/**
 * What the server writes into the head of each page it sends (docs/decisions/057-analytics-and-sitemaps.md):
 * a description, a canonical link and Open Graph tags beside the title. Pages about one piece of content
 * (an incubator, a team, a project, a course or lesson, an article, a mentor) take theirs from it; these
 * are the rest.
 */

/** Every page without a description of its own. The same words as the web app's index.html. */
export const SITE_DESCRIPTION =
  "Hatchery is an open-source platform where aspiring tech and business professionals join incubators, form teams, build projects and get mentored by advisors and coaches.";

/** A description is cut to about what search results show. */
export const META_DESCRIPTION_MAX_LENGTH = 200;

/** The public pages' own descriptions, by route id. */
export const ROUTE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  about: "What Hatchery is, who builds it and how incubators, teams and mentoring fit together.",
  teams: "Teams forming in Hatchery's incubators: what they build, the roles they need and how to join.",
  projects: "Projects built by Hatchery teams, with their milestones and latest updates.",
  incubators: "Incubators on Hatchery: their programmes, plans and how to join as a guest or subscriber.",
  library:
    "Hatchery's learning library: tech roles, the sales and software lifecycles and product management.",
  "library-tech-roles": "Articles on the roles of a tech team: what each does and how to grow into it.",
  "library-sales-lifecycle": "Articles on the sales lifecycle, from the first contact to a renewal.",
  "library-software-lifecycle": "Articles on the software lifecycle, from an idea to running in production.",
  "library-product": "Articles on product management: discovery, priorities and shipping.",
  assessment: "A career assessment that suggests the team roles that suit you.",
  games: "Career games: a memory game, interview practice, a career game and an introduction tutor.",
  advisors: "Advisors and coaches who mentor on Hatchery: their expertise, languages and free times.",
  faq: "Answers to the questions people ask most about Hatchery.",
  documentation: "How to use Hatchery and how to run your own installation.",
  sitemap: "Every public page of Hatchery, grouped by topic.",
};

/** Text for a meta description: one line, whitespace collapsed, cut at a word near the limit. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= META_DESCRIPTION_MAX_LENGTH) return line;
  const cut = line.slice(0, META_DESCRIPTION_MAX_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > META_DESCRIPTION_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
