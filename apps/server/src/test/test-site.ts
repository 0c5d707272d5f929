/**
 * The PUBLIC_URL of test apps, which emailed links are built on. Its own module, without the app, so the
 * global setup can load the repository's content for this address without importing the whole server.
 */
export const TEST_PUBLIC_URL = "https://hatchery.test";

/**
 * When the saved demo-seeded test database (test-database.ts) ran the demo seed: the demo's dates are
 * counted back from it, and the tests of the demo content compare with it.
 */
export const DEMO_SEEDED_AT = new Date("2026-05-04T10:00:00Z");
