/**
 * The PUBLIC_URL of test apps, which emailed links are built on. Its own module, without the app, so the
 * global setup can load the repository's content for this address without importing the whole server.
 */
export const TEST_PUBLIC_URL = "https://hatchery.test";
