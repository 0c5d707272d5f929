/** The input as a literal piece of a LIKE pattern: `%`, `_` and the escape character itself escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}
