import type { ReactNode } from "react";

/*
 * The incubator description is markdown, sanitised on the server. It is shown through React elements only
 * (never as HTML), with the small part of markdown descriptions use: headings, paragraphs, lists, quotes,
 * links, bold and italics. Anything else stays literal text, so no markup in the text can reach the page.
 */

const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;
const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_/g;

function inline(text: string, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const key = `${keyPrefix}-${index}`;
    const [whole, linkText, href, bold, italic, underscored] = match;
    if (linkText !== undefined && href !== undefined) {
      nodes.push(
        SAFE_LINK.test(href) ? (
          <a
            key={key}
            href={href}
            rel="noopener noreferrer nofollow"
            target={href.startsWith("/") ? undefined : "_blank"}
          >
            {linkText}
          </a>
        ) : (
          linkText
        ),
      );
    } else if (bold !== undefined) {
      nodes.push(<strong key={key}>{bold}</strong>);
    } else {
      nodes.push(<em key={key}>{italic ?? underscored ?? whole}</em>);
    }
    last = index + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

type Block =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; lines: string[] }
  | { kind: "quote"; lines: string[] }
  | { kind: "list"; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  for (const line of source.replace(/\r\n?/g, "\n").split("\n")) {
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    const quote = QUOTE.exec(line);
    if (!line.trim()) {
      current = undefined;
    } else if (heading) {
      blocks.push({ kind: "heading", text: heading[1] ?? "" });
      current = undefined;
    } else if (quote) {
      const text = (quote[1] ?? "").trim();
      if (current?.kind === "quote") current.lines.push(text);
      else {
        current = { kind: "quote", lines: [text] };
        blocks.push(current);
      }
    } else if (bullet || numbered) {
      const ordered = !bullet;
      const item = (bullet ?? numbered)?.[1] ?? "";
      if (current?.kind === "list" && current.ordered === ordered) current.items.push(item);
      else {
        current = { kind: "list", ordered, items: [item] };
        blocks.push(current);
      }
    } else if (current?.kind === "paragraph") {
      current.lines.push(line.trim());
    } else {
      current = { kind: "paragraph", lines: [line.trim()] };
      blocks.push(current);
    }
  }
  return blocks;
}

export function MarkdownText({ source }: { source: string }) {
  return (
    <>
      {parseMarkdown(source).map((block, index) => {
        const key = `block-${index}`;
        if (block.kind === "heading") return <h3 key={key}>{inline(block.text, key)}</h3>;
        if (block.kind === "paragraph") return <p key={key}>{inline(block.lines.join(" "), key)}</p>;
        if (block.kind === "quote") {
          return (
            <blockquote key={key}>
              <p>{inline(block.lines.join(" "), key)}</p>
            </blockquote>
          );
        }
        const List = block.ordered ? "ol" : "ul";
        return (
          <List key={key}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item, `${key}-${itemIndex}`)}</li>
            ))}
          </List>
        );
      })}
    </>
  );
}
