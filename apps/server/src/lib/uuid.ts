const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be an id: anything else names nothing (404) and never reaches a query. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
