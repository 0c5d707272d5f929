import { matchRoute } from "@hatchery/shared";
import type { Nodes as MarkdownNode, Root as MarkdownRoot } from "mdast";
import type { ContentFile } from "./content-files";

/*
 * Links between pieces are written as the site's own paths (`/library/product/prioritising-and-saying-no`).
 * A renamed or removed file would leave them leading to the not-found page, so the build refuses them:
 * a path must be a page of the app (`matchRoute`), and a path to a library article must name a file of
 * the folder. Pages found by a name kept in the database (a team, an incubator) cannot be known from the
 * files and are refused too, as are paths written relative to the page, which change with the reader's
 * address. Links to other sites are not checked: the build has no network. A career game's scenario
 * also names articles and following scenarios in its front matter, which must exist as files.
 */

/** The one page with parameters content may link to: an article, which is a file of the same folder. */
const LIBRARY_ARTICLE_ROUTE = "library-article";

type Parser = { parse: (markdown: string) => MarkdownRoot };
let parserLoading: Promise<Parser> | undefined;

/** The markdown parser loads on first use: a start with no changed file never needs it. */
function loadParser(): Promise<Parser> {
  parserLoading ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkGfm }] = await Promise.all([
      import("unified"),
      import("remark-parse"),
      import("remark-gfm"),
    ]);
    const processor = unified().use(remarkParse).use(remarkGfm);
    return { parse: (markdown) => processor.runSync(processor.parse(markdown)) as MarkdownRoot };
  })();
  return parserLoading;
}

/** Every destination a piece of markdown links to (links, images, reference definitions), in order. */
function destinationsOf(tree: MarkdownNode): string[] {
  const found: string[] = [];
  const pending: MarkdownNode[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop() as MarkdownNode;
    if (node.type === "link" || node.type === "image" || node.type === "definition") found.push(node.url);
    // GitHub's autolinks (`www.example.com`, bare addresses) are links too, and never site paths.
    if ("children" in node) pending.push(...[...node.children].reverse());
  }
  return found;
}

/** Why a destination cannot be followed, or undefined when it leads somewhere. */
function problemWith(destination: string, articles: ReadonlySet<string>): string | undefined {
  if (destination.startsWith("#") || /^[a-z][a-z0-9+.-]*:/i.test(destination)) return undefined;
  if (!destination.startsWith("/") || destination.startsWith("//")) {
    return `link ${destination}: must be a path of the site, beginning with /`;
  }
  const path = destination.replace(/[?#].*$/, "");
  const match = matchRoute(path);
  if (!match) return `link ${destination}: leads to no page`;
  if (match.route.id === LIBRARY_ARTICLE_ROUTE) {
    const place = `library/${match.params.section}/${match.params.slug}`;
    return articles.has(place) ? undefined : `link ${destination}: no article ${place}.md`;
  }
  if (match.route.path.includes(":")) {
    return `link ${destination}: leads to a page named by stored data, which content cannot check`;
  }
  return undefined;
}

/** A career game's scenario names the articles it teaches and the scenarios its choices lead to. */
function frontMatterReferenceProblems(
  file: ContentFile,
  articles: ReadonlySet<string>,
  places: ReadonlySet<string>,
): string[] {
  const { frontMatter } = file;
  if (frontMatter.kind !== "game-scenario") return [];
  const problems = frontMatter.articles
    .filter((article) => !articles.has(`library/${article}`))
    .map((article) => `articles: no article library/${article}.md`);
  frontMatter.choices.forEach((choice, index) => {
    if (choice.next === undefined) return;
    if (choice.next === file.slug) problems.push(`choices.${index}.next: must lead to another scenario`);
    else if (!places.has(`${file.collection}/${choice.next}`)) {
      problems.push(`choices.${index}.next: no scenario ${file.collection}/${choice.next}.md`);
    }
  });
  return problems;
}

/** A file's parsed markdown (remark-parse with remark-gfm), handed on once its links are checked. */
export type ParsedContentListener = (file: ContentFile, tree: MarkdownRoot) => Promise<void>;

/**
 * The files whose links lead nowhere, each with every such link named. `onParsed` hears each file's
 * tree once checked, so the content loader renders it without parsing it again.
 */
export async function brokenContentLinks(
  files: readonly ContentFile[],
  onParsed?: ParsedContentListener,
): Promise<{ filePath: string; problems: string[] }[]> {
  const parser = await loadParser();
  const articles = new Set(
    files
      .filter((file) => file.frontMatter.kind === "article")
      .map((file) => `${file.collection}/${file.slug}`),
  );
  const places = new Set(files.map((file) => `${file.collection}/${file.slug}`));
  const branchTargets = new Set(
    files.flatMap((file) =>
      file.frontMatter.kind === "game-scenario"
        ? file.frontMatter.choices.flatMap((choice) =>
            choice.next ? [`${file.collection}/${choice.next}`] : [],
          )
        : [],
    ),
  );
  const broken: { filePath: string; problems: string[] }[] = [];
  for (const file of files) {
    const tree = parser.parse(file.body);
    const problems = destinationsOf(tree)
      .map((destination) => problemWith(destination, articles))
      .filter((problem): problem is string => problem !== undefined);
    problems.push(...frontMatterReferenceProblems(file, articles, places));
    if (
      file.frontMatter.kind === "game-scenario" &&
      file.frontMatter.branchOnly &&
      !branchTargets.has(`${file.collection}/${file.slug}`)
    ) {
      problems.push("branchOnly: no choice of its collection leads to it, so it is never played");
    }
    if (problems.length > 0) broken.push({ filePath: file.path, problems });
    else await onParsed?.(file, tree);
  }
  return broken;
}
