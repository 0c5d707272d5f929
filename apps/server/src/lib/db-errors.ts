/**
 * The name of the unique constraint or index a failed statement violated, or undefined for any other
 * failure. Drizzle wraps the driver's error (node-postgres and PGlite both carry SQLSTATE `code` and
 * `constraint`), so the chain of causes is searched.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Object; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === "23505")
      return typeof candidate.constraint === "string" ? candidate.constraint : "";
    current = candidate.cause;
  }
  return undefined;
}
