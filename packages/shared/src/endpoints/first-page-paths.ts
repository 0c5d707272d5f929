/**
 * The addresses of endpoints that code on the first page (the session check, analytics) calls by hand,
 * reading the answer without the contract's schema (docs/decisions/016-typed-api-contract.md). They live
 * apart from the contracts, in a module that imports nothing: the bundler puts a shared module into a
 * chunk whole, so a constant beside the contracts would bring their schemas, and the schema library,
 * into the first page with it. The contracts use these same constants.
 */

export const ACCOUNT_ME_PATH = "/api/account/me";
export const GA_SCRIPT_PATH = "/api/analytics/ga-script";
export const PAGE_VIEWS_PATH = "/api/analytics/page-views";
