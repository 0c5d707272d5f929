/**
 * Counts the code points of `value`, stopping once the count passes `cap` so a huge input costs no more
 * than the limit it is compared with. Limits are in code points so an emoji or accented letter typed as
 * one character counts as one.
 */
export function codePointCount(value: string, cap: number): number {
  let count = 0;
  for (const _codePoint of value) {
    count += 1;
    if (count > cap) break;
  }
  return count;
}

export function collapseWhitespace(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/**
 * A one-line plain text (a name, tagline, title, headline…) as the person typed it: control characters,
 * line breaks among them, become spaces (such a text may end up in a mail header), whitespace runs
 * become one space, and the ends are trimmed. Nothing else changes: `<`, `>` and `&` are the person's
 * words, which every place that shows them escapes (docs/decisions/028).
 */
export function plainTextLine(value: string): string {
  return collapseWhitespace(value.replace(/\p{Cc}/gu, " "));
}
