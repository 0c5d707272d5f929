import type { Nodes, Root } from "mdast";

/*
 * The words of a markdown text without its syntax, one block a line: what full-text search reads and
 * what its excerpts are cut from, so an excerpt never shows `**`, a link's address or half a table.
 */

type Parser = { parse: (source: string) => Root; runSync: (tree: Root) => Root };
let parserLoading: Promise<Parser> | undefined;

/** Loaded on first use, as the renderer is: only a start that finds changed files needs it. */
function loadParser(): Promise<Parser> {
  parserLoading ??= (async () => {
    const [{ unified }, { default: remarkParse }, { default: remarkGfm }] = await Promise.all([
      import("unified"),
      import("remark-parse"),
      import("remark-gfm"),
    ]);
    return unified().use(remarkParse).use(remarkGfm) as unknown as Parser;
  })();
  return parserLoading;
}

const BLOCKS = new Set([
  "paragraph",
  "heading",
  "blockquote",
  "listItem",
  "code",
  "tableRow",
  "tableCell",
  "html",
  "footnoteDefinition",
]);

function collect(node: Nodes, out: string[]): void {
  if (node.type === "text" || node.type === "inlineCode" || node.type === "code" || node.type === "html") {
    out.push(node.value);
  } else if (node.type === "image") {
    out.push(node.alt ?? "");
  } else if (node.type === "break") {
    out.push("\n");
  } else if ("children" in node) {
    for (const child of node.children) collect(child, out);
  }
  if (BLOCKS.has(node.type)) out.push(node.type === "tableCell" ? " " : "\n");
}

export async function markdownPlainText(source: string): Promise<string> {
  const parser = await loadParser();
  return markdownTreePlainText(parser.runSync(parser.parse(source)));
}

/**
 * The same from a tree parsed already (remark-parse with remark-gfm, as `loadParser`'s), which it
 * leaves as it is: the content loader parses each file once for its links, text and HTML.
 */
export function markdownTreePlainText(tree: Root): string {
  const out: string[] = [];
  collect(tree, out);
  return out
    .join("")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}
