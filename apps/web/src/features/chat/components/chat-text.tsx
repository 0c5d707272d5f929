import { type ChatPerson, isSafeLinkDestination } from "@hatchery/shared";
import type { ReactNode } from "react";
import { PersonLink } from "@/components/person-link";

/**
 * A message's markdown-lite, drawn as React elements (never as HTML, so nothing written can become
 * markup): ```code blocks```, `code`, **bold**, _italic_ or *italic*, ~~struck~~, web links, and
 * mentions (`<@userId>`) shown with the person's name.
 */

const INLINE =
  /(`[^`\n]+`)|(\*\*[^*\n]+\*\*)|(~~[^~\n]+~~)|(_[^_\n]+_)|(\*[^*\n]+\*)|(<@[A-Za-z0-9_-]{1,64}>)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

function inline(text: string, mentions: readonly ChatPerson[], keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const [token] = match;
    const start = match.index ?? 0;
    if (start > last) nodes.push(text.slice(last, start));
    const key = `${keyPrefix}-${index}`;
    index += 1;
    if (token.startsWith("`")) {
      nodes.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {token.slice(1, -1)}
        </code>,
      );
    } else if (token.startsWith("**")) {
      nodes.push(<strong key={key}>{token.slice(2, -2)}</strong>);
    } else if (token.startsWith("~~")) {
      nodes.push(<s key={key}>{token.slice(2, -2)}</s>);
    } else if (token.startsWith("_") || token.startsWith("*")) {
      nodes.push(<em key={key}>{token.slice(1, -1)}</em>);
    } else if (token.startsWith("<@")) {
      const person = mentions.find((each) => each.id === token.slice(2, -1));
      const chip = "rounded bg-primary/10 px-1 font-medium text-primary";
      nodes.push(
        person ? (
          <PersonLink key={key} person={person} className={chip}>
            @{person.name}
          </PersonLink>
        ) : (
          <span key={key} className={chip}>
            @someone
          </span>
        ),
      );
    } else if (isSafeLinkDestination(token)) {
      nodes.push(
        <a
          key={key}
          href={token}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="break-all text-primary underline underline-offset-2"
        >
          {token}
        </a>,
      );
    } else {
      nodes.push(token);
    }
    last = start + token.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

export function ChatText({ body, mentions }: { body: string; mentions: readonly ChatPerson[] }) {
  const blocks = body.split(/```/);
  return (
    <div className="space-y-1 break-words">
      {blocks.map((block, blockIndex) =>
        blockIndex % 2 === 1 ? (
          <pre key={blockIndex} className="overflow-x-auto rounded-md bg-muted p-2 font-mono text-sm">
            {block.replace(/^\n/, "")}
          </pre>
        ) : (
          block
            .split("\n")
            .filter(
              (line, lineIndex, lines) => line !== "" || (lineIndex > 0 && lineIndex < lines.length - 1),
            )
            .map((line, lineIndex) => (
              <p key={`${blockIndex}-${lineIndex}`} className="min-h-[1lh] whitespace-pre-wrap">
                {inline(line, mentions, `${blockIndex}-${lineIndex}`)}
              </p>
            ))
        ),
      )}
    </div>
  );
}
