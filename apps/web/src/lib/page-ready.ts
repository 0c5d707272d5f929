/**
 * The root element's attribute saying the page answers input: set by the app once it has rendered or
 * hydrated its first view (app/providers.tsx), and by a page sent to a visitor as a document at once
 * (src/document.ts), whose controls need no script. A pre-rendered page is on screen before its app
 * starts (decision 071, second round), and its buttons answer only once hydrated: the end-to-end tests
 * wait for this mark after each page load (e2e/fixtures.ts).
 */
export const PAGE_READY_ATTRIBUTE = "data-page-ready";

export function markPageReady(): void {
  document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, "");
}
