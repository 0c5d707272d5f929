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

const FOREIGN_KEY_VIOLATION = new Set(["23503"]);

/** The name of the foreign key a failed statement violated, or undefined for any other failure. */
export function violatedForeignKeyConstraint(error: unknown): string | undefined {
  const violation = driverErrorWithCode(error, FOREIGN_KEY_VIOLATION);
  if (!violation) return undefined;
  return typeof violation.constraint === "string" ? violation.constraint : "";
}

const CHECK_VIOLATION = new Set(["23514"]);

/** The name of the check constraint a failed statement violated, or undefined for any other failure. */
export function violatedCheckConstraint(error: unknown): string | undefined {
  const violation = driverErrorWithCode(error, CHECK_VIOLATION);
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

/**
 * SQLSTATEs of a database that cannot serve the statement now, though the statement itself is fine:
 * connection exceptions (08…), a canceled statement (57014: DATABASE_STATEMENT_TIMEOUT_MS), a session
 * ended for idling in a transaction (25P03), a server shutting down or starting (57P01-57P03), too many
 * connections (53300), plus the socket errors of a server that is gone or cannot be found.
 */
const DATABASE_UNAVAILABLE = new Set([
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "25P03",
  "53300",
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EPIPE",
]);

/**
 * node-postgres reports its own timeouts and lost connections without a code, only with these
 * words; PGlite says it is closed once shut down.
 */
const DATABASE_UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "timeout expired",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Cannot use a pool after calling end on the pool",
  "PGlite is closed",
];

/** Whether a statement failed because the database could not be reached or did not answer in time. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  if (driverErrorWithCode(error, DATABASE_UNAVAILABLE)) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const { message } = current;
    if (DATABASE_UNAVAILABLE_MESSAGES.some((words) => message.startsWith(words))) return true;
    current = current.cause;
  }
  return false;
}

const EXCLUSION_VIOLATION = new Set(["23P01"]);

/**
 * The name of the exclusion constraint a failed statement violated (two rows whose ranges overlap), or
 * undefined for any other failure.
 */
export function violatedExclusionConstraint(error: unknown): string | undefined {
  const violation = driverErrorWithCode(error, EXCLUSION_VIOLATION);
  if (!violation) return undefined;
  return typeof violation.constraint === "string" ? violation.constraint : "";
}
