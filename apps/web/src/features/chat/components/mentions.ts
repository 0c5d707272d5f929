import { CHAT_CODE_PATTERN, type ChatPerson } from "@hatchery/shared";

function storedMentionsInWords(text: string, byLength: readonly ChatPerson[]): string {
  let result = text;
  for (const person of byLength) {
    if (!person.name) continue;
    result = result.split(`@${person.name}`).join(`<@${person.id}>`);
  }
  return result;
}

/**
 * The composer writes mentions as people read them (`@Ada Lovelace`); the message stores them as
 * `<@userId>`. Longer names are matched first, so "@Ada Lovelace" wins over "@Ada". Inside code the
 * text stays as written: `@Ada` there is code, not a mention (no link, no notification).
 */
export function toStoredMentions(text: string, people: readonly ChatPerson[]): string {
  const byLength = [...people].sort((a, b) => b.name.length - a.name.length);
  let result = "";
  let last = 0;
  for (const match of text.matchAll(CHAT_CODE_PATTERN)) {
    const start = match.index ?? 0;
    result += storedMentionsInWords(text.slice(last, start), byLength) + match[0];
    last = start + match[0].length;
  }
  return result + storedMentionsInWords(text.slice(last), byLength);
}

/** The stored text back as the composer shows it, for editing. */
export function toWrittenMentions(body: string, mentions: readonly ChatPerson[]): string {
  return body.replace(/<@([A-Za-z0-9_-]{1,64})>/g, (token, id: string) => {
    const person = mentions.find((each) => each.id === id);
    return person ? `@${person.name}` : token;
  });
}
