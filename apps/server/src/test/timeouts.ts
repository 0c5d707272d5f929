/**
 * Limits that hold on a loaded two-core machine. Vitest's defaults (5 s a test, 10 s a hook) are met
 * on an idle one, but under load a `beforeAll` that loads a database and signs people up takes longer,
 * and a hook that times out skips its whole file. These limits only catch a hang: no test measures time.
 */
export const SERVER_TEST_TIMEOUTS = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  teardownTimeout: 60_000,
} as const;
