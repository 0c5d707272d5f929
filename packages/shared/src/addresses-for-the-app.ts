/*
 * Queries that ask the app for something a visitor's document (decision 083) cannot do: the server
 * sends their page as the app's. Apart from the route table, which every first view carries.
 */
/**
 * The query of an incubator's page that opens its plans dialog once the app runs (`?plans`, or
 * `?plans=charter` as "Become Charter Member" opens it): where its plan buttons go from a visitor's
 * document, which has no dialog (decision 086). The server sends such an address the app's page.
 */
export const INCUBATOR_PLANS_PARAM = "plans";

/** A subscribe link's action (`?action=subscribe&planId=…`, SPEC §3), which every page takes. */
export const SUBSCRIBE_LINK_ACTION = "subscribe";

/**
 * An address whose page must run the app, for a visitor too: a subscribe link, which the app turns into
 * the intent that sign-in carries (apps/web/src/lib/subscribe-link.ts), and a document could not.
 */
export function addressNeedsTheApp(query: URLSearchParams): boolean {
  return query.get("action") === SUBSCRIBE_LINK_ACTION;
}
