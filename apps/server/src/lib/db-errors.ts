interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * The error in a failed statement's chain of causes that carries one of `codes` as its SQLSTATE.
 * Drizzle wraps the driver's error; node-postgres and PGlite both carry the SQLSTATE `code` (and
 * `constraint` for a violated one) on it.
 */
function driverErrorWithCode(error: unknown, codes: ReadonlySet<string>): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as DriverError;
    if (typeof candidate.code === "string" && codes.has(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const UNIQUE_VIOLATION = new Set(["23505"]);

/**
 * The name of the unique constraint or index a failed statement violated, or undefined for any other
 * failure.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const violation = driverErrorWithCode(error, UNIQUE_VIOLATION);
  if (!violation) return undefined;
  return typeof violation.constraint === "string" ? violation.constraint : "";
}

/**
 * SQLSTATEs of text PostgreSQL cannot hold: character_not_in_repertoire (22021: a NUL byte in text)
 * and untranslatable_character (22P05: a `\u0000` escape in jsonb).
 */
const UNSTORABLE_CHARACTER = new Set(["22021", "22P05"]);

/** Whether a statement failed on characters in its input that the database cannot store. */
export function isUnstorableCharacterError(error: unknown): boolean {
  return driverErrorWithCode(error, UNSTORABLE_CHARACTER) !== undefined;
}
