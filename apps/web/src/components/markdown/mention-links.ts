import { type PersonRef, personPath } from "@hatchery/shared";

const MARKDOWN_SPECIAL = /[\\`*_[\]<>()!#~|]/g;
const PATTERN_SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * The text with each `@Name` of a person it mentions written as a markdown link to their profile, so the
 * renderer's own link rules (and no raw HTML) apply to it. Longer names are tried first, so `@Ada Lovelace`
 * is never taken for `@Ada`.
 */
export function withMentionLinks(source: string, mentions: readonly Pick<PersonRef, "name" | "handle">[]) {
  const named = mentions.filter((person) => person.name.trim() !== "" && person.handle !== "");
  if (named.length === 0) return source;
  const byName = new Map(named.map((person) => [person.name, person]));
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(
    `@(${names.map((name) => name.replace(PATTERN_SPECIAL, "\\$&")).join("|")})`,
    "g",
  );
  return source.replace(pattern, (whole, name: string) => {
    const person = byName.get(name);
    if (!person) return whole;
    return `[@${name.replace(MARKDOWN_SPECIAL, "\\$&")}](${personPath(person.handle)})`;
  });
}

export function isMentionPath(path: string, mentions: readonly Pick<PersonRef, "handle">[]): boolean {
  return mentions.some((person) => personPath(person.handle) === path);
}
