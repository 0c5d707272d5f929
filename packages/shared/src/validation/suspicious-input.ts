export const INVALID_INPUT_MESSAGE = "Invalid input detected";

/**
 * SQL phrases and script-like calls rejected in emails and passwords (SPEC §5). Words must stand alone
 * (`\b`) and may be separated by any run of whitespace, so `DROP   TABLE` is caught while `Airdrop tablet`
 * or `Update$et1` are not. `update … set` allows one table name between the words, as SQL writes it.
 * Every pattern is linear in the input: no nested quantifiers.
 */
const SUSPICIOUS_INPUT_PATTERNS: readonly RegExp[] = [
  /\bunion\s+(?:all\s+|distinct\s+)?select\b/i,
  /\bdrop\s+table\b/i,
  /\bdelete\s+from\b/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+(?:\S+\s+)?set\b/i,
  /<\s*script\b/i,
  /\b(?:script|eval|expression|import|require)\s*\(/i,
];

export function containsSuspiciousInput(value: string): boolean {
  return SUSPICIOUS_INPUT_PATTERNS.some((pattern) => pattern.test(value));
}
