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
