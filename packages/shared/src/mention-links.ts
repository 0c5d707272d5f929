import { type PersonRef, personPath } from "./people-rules";

const PATTERN_SPECIAL = /[.*+?^${}()|[\]\\]/g;

type Mentioned = readonly Pick<PersonRef, "name" | "handle">[];

/**
 * The class a mention's link carries, so a page can show it as a chip: the browser's renderer and the
 * server's HTML (apps/server/src/lib/markdown-html.ts) both give it.
 */
export const MENTION_LINK_CLASS = "mention";

/** The few fields of a markdown tree (mdast) node the mention links read and write. */
interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  children?: MarkdownNode[];
  /** What the HTML element made of the node carries (remark-rehype's `hProperties`). */
  data?: { hProperties?: Record<string, unknown> };
}

/** Where a text node is not the text's words: a link keeps its own words, one link never holds another. */
const NOT_LINKED_INSIDE = new Set(["link", "linkReference"]);

function textWithMentions(
  value: string,
  pattern: RegExp,
  byName: ReadonlyMap<string, Pick<PersonRef, "name" | "handle">>,
): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  let last = 0;
  for (const match of value.matchAll(pattern)) {
    const person = byName.get(match[1] ?? "");
    if (!person) continue;
    const start = match.index ?? 0;
    if (start > last) nodes.push({ type: "text", value: value.slice(last, start) });
    nodes.push({
      type: "link",
      url: personPath(person.handle),
      children: [{ type: "text", value: match[0] }],
      data: { hProperties: { className: [MENTION_LINK_CLASS] } },
    });
    last = start + match[0].length;
  }
  if (nodes.length === 0) return [{ type: "text", value }];
  if (last < value.length) nodes.push({ type: "text", value: value.slice(last) });
  return nodes;
}

function linkMentionsIn(
  node: MarkdownNode,
  pattern: RegExp,
  byName: ReadonlyMap<string, Pick<PersonRef, "name" | "handle">>,
): void {
  if (!node.children || NOT_LINKED_INSIDE.has(node.type)) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === "text" && child.value !== undefined)
      return textWithMentions(child.value, pattern, byName);
    linkMentionsIn(child, pattern, byName);
    return [child];
  });
}

/**
 * A remark plugin writing each `@Name` of a person the text mentions as a link to their profile, of the
 * class `MENTION_LINK_CLASS`. It works on the parsed text, so only words become links: code (`inline`
 * or a block) has no text nodes and keeps `@Name` as written, a link's own words stay as they are, and
 * the renderer's link rules (no raw HTML) apply. Longer names are tried first, so `@Ada Lovelace` is never taken for `@Ada`.
 */
export function remarkMentionLinks(mentions: Mentioned) {
  const named = mentions.filter((person) => person.name.trim() !== "" && person.handle !== "");
  const byName = new Map(named.map((person) => [person.name, person]));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern =
    names.length === 0
      ? undefined
      : new RegExp(`@(${names.map((name) => name.replace(PATTERN_SPECIAL, "\\$&")).join("|")})`, "g");
  return () => (tree: MarkdownNode) => {
    if (pattern) linkMentionsIn(tree, pattern, byName);
  };
}

export function isMentionPath(path: string, mentions: readonly Pick<PersonRef, "handle">[]): boolean {
  return mentions.some((person) => personPath(person.handle) === path);
}
