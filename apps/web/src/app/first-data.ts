import { matchRoute } from "@hatchery/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { Params } from "react-router";
import { sessionQueryOptions } from "@/lib/auth/session";
import { readerOfThisRender } from "@/lib/reader-of-this-render";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { PAGE_PREFETCHES } from "./router";

/*
 * What a page the server rendered with its data needs before the browser hydrates it (start-app.tsx),
 * and the server before rendering it (prerender.tsx). Loaded only for such a page: every route's HTML
 * names it among its files when the route is one (route-preloads.ts), so it costs no round trip there
 * and no byte anywhere else.
 */

/**
 * What a signed-in page the server renders for the person reads before its first render, beside their
 * session, with the query options the page itself reads with (the same reads the server makes and
 * embeds, apps/server/src/lib/signed-in-reads.ts).
 */
type PersonalFirstReads = (
  queryClient: QueryClient,
  params: Params,
  query: URLSearchParams,
) => Promise<unknown>;

const FIRST_READS_FOR_THE_PERSON: Readonly<Record<string, PersonalFirstReads>> = {
  feed: async (queryClient, _params, query) => {
    const { feedQueryOptions, readFeedMode } = await import("@/features/feeds/api/list-feed");
    return queryClient.ensureInfiniteQueryData(
      feedQueryOptions({ kind: "home" }, readFeedMode(query.get("mode"))),
    );
  },
  dashboard: async (queryClient) => {
    const { getChecklistQueryOptions } = await import("@/features/dashboard/api/get-checklist");
    return queryClient.ensureQueryData(getChecklistQueryOptions());
  },
  "team-communication": async (queryClient, { slug = "" }, query) => {
    const [
      { getTeamQueryOptions },
      { getChannelsQueryOptions, openChannelOf },
      { getChannelHistoryQueryOptions },
    ] = await Promise.all([
      import("@/features/teams/api/get-team"),
      import("@/features/chat/api/chat-channels"),
      import("@/features/chat/api/chat-messages"),
    ]);
    const [, { channels }] = await Promise.all([
      queryClient.ensureQueryData(getTeamQueryOptions(slug)),
      queryClient.ensureQueryData(getChannelsQueryOptions({ kind: "team", slug })),
    ]);
    const open = openChannelOf(channels, query.get("channel"));
    if (open) await queryClient.ensureInfiniteQueryData(getChannelHistoryQueryOptions(open.id));
  },
};

/**
 * Reads the first data of the page at `address` into `queryClient`, for a page rendered with its data:
 * by the server, then hydrated with the same answers (start-app.tsx). A visitor's page reads its route's
 * PAGE_PREFETCHES; a person's (`asThePerson`) their session, then FIRST_READS_FOR_THE_PERSON. A read that
 * fails leaves the page to show its own error, as it would after any failed read.
 */
export async function readFirstData(
  queryClient: QueryClient,
  address: string,
  { asThePerson = false }: { asThePerson?: boolean } = {},
): Promise<void> {
  const url = new URL(address, "http://localhost");
  const matched = matchRoute(url.pathname);
  if (!matched) return;
  if (!asThePerson) {
    await PAGE_PREFETCHES[matched.route.id]?.(queryClient, matched.params).catch(() => undefined);
    return;
  }
  // The session first: it says the person's time zone, in which the page's dates are written. The page's
  // reads in a task of their own: with the session's, the embedded answers read in one go were a task of
  // 15-18 ms here, long on a slow phone.
  await queryClient.fetchQuery(sessionQueryOptions()).catch(() => undefined);
  await yieldToBrowser();
  await FIRST_READS_FOR_THE_PERSON[matched.route.id]?.(queryClient, matched.params, url.searchParams).catch(
    () => undefined,
  );
}

/**
 * Whether the page the server rendered with its data can be hydrated here: it wrote its dates as this
 * browser writes them (`data-reader`, lib/reader-of-this-render.ts), or none, so the first render
 * matches.
 * Elsewhere the app draws the page anew over it, as it draws over the frame. Asked after the session's
 * read, which says the person's time zone.
 */
export function writesDatesAsThisBrowser(root: HTMLElement): boolean {
  const written = root.dataset.reader;
  return written === undefined || written === readerOfThisRender();
}
