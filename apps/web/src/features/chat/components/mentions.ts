import type { ChatPerson } from "@hatchery/shared";

/**
 * The composer writes mentions as people read them (`@Ada Lovelace`); the message stores them as
 * `<@userId>`. Longer names are matched first, so "@Ada Lovelace" wins over "@Ada".
 */
export function toStoredMentions(text: string, people: readonly ChatPerson[]): string {
  const byLength = [...people].sort((a, b) => b.name.length - a.name.length);
  let result = text;
  for (const person of byLength) {
    if (!person.name) continue;
    result = result.split(`@${person.name}`).join(`<@${person.id}>`);
  }
  return result;
}

/** The stored text back as the composer shows it, for editing. */
export function toWrittenMentions(body: string, mentions: readonly ChatPerson[]): string {
  return body.replace(/<@([A-Za-z0-9_-]{1,64})>/g, (token, id: string) => {
    const person = mentions.find((each) => each.id === id);
    return person ? `@${person.name}` : token;
  });
}
