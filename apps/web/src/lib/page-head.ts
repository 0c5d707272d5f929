import { documentTitle } from "@hatchery/shared";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { useLocation, useMatches } from "react-router";

/*
 * The document's head as the person moves between pages (docs/decisions/057-analytics-and-sitemaps.md).
 * The server writes the first page's head; from then on the web app keeps the title, meta description,
 * canonical link and Open Graph tags in step with the page shown, in the same words the server uses: a
 * page about one piece of content names itself after it (`usePageHead`), any other page takes its
 * route's. One place decides (`useDocumentHead`, in the root layout), so a route's generic title never
 * overwrites a page's own, whichever effect runs last.
 */

/** What a page about one piece of content says of itself: its name, and a line about it if it has one. */
export interface ContentHead {
  title: string;
  description?: string | null;
}

/**
 * The head the document is given: the page's title, its own description if it has one (else its route's,
 * by `routeId`), and its address.
 */
export interface DocumentHead {
  title: string;
  description?: string;
  routeId?: string;
  /** The page's canonical address: the path, without its query or a trailing slash, on the site's origin. */
  url: string;
}

/* The content head of the page shown, with the page that gave it, so a page leaving clears only its own. */
let current: { owner: symbol; head: ContentHead } | undefined;
const listeners = new Set<() => void>();

function setContentHead(next: typeof current): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const readContentHead = () => current?.head;

/**
 * A page about one piece of content (a team, a project, an incubator, an article, a course, a mentor, a
 * person) calls this with its name and line once it has them, and with `undefined` while it has none
 * (loading, not found): the route's own title stands meanwhile. Set before the browser paints.
 */
export function usePageHead(head: ContentHead | undefined): void {
  const title = head?.title.trim() || undefined;
  const description = head?.description?.trim() || undefined;
  useLayoutEffect(() => {
    if (title === undefined) return;
    const owner = Symbol("page-head");
    setContentHead({ owner, head: { title, description } });
    return () => {
      if (current?.owner === owner) setContentHead(undefined);
    };
  }, [title, description]);
}

/** The canonical address of `pathname`: the server writes it on PUBLIC_URL, so its origin is kept. */
export function canonicalUrl(pathname: string, doc: Document = document): string {
  const written = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const origin = written ? new URL(written).origin : doc.location.origin;
  // As the server writes it (lib/web-app.ts there): without a trailing slash.
  return new URL(pathname.replace(/(.)\/$/, "$1"), origin).href;
}

let latestWrite = 0;

/**
 * The tab's title at once; the description, canonical link and Open Graph tags once their module has
 * loaded (the route descriptions stay out of the first view's code). Those tags are for crawlers and link
 * previews, which read the server's HTML: in the browser they need to be right, not early.
 */
function writeDocumentHead(head: DocumentHead): void {
  const title = documentTitle(head.title);
  if (document.title !== title) document.title = title;
  latestWrite += 1;
  const write = latestWrite;
  void import("./page-head-tags").then(({ writeHeadTags }) => {
    if (write === latestWrite) writeHeadTags(head);
  });
}

/*
 * Whether the web app has written the head yet. Until it has, a head that already names this address is
 * the server's, written from the page's content where it has some: a page still reading its content
 * keeps it rather than showing its route's generic words for a moment.
 */
let written = false;

/** For tests: the next document starts as a fresh visit does. */
export function resetDocumentHeadForTests(): void {
  written = false;
  setContentHead(undefined);
}

/**
 * Keeps the document's head on the page shown: the content head a page gave, else the route's title and
 * description. Used once, by the root layout (and the frame drawn while the first page loads).
 */
export function useDocumentHead(route: { id?: string; title?: string; pathname: string }): void {
  const content = useSyncExternalStore(subscribe, readContentHead, readContentHead);
  const title = content?.title ?? route.title;
  const description = content?.description ?? undefined;
  useLayoutEffect(() => {
    if (title === undefined) return;
    const url = canonicalUrl(route.pathname);
    const serverWroteIt = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href === url;
    // An error page (no route of its own) always says what happened.
    if (!written && route.id !== undefined && content === undefined && serverWroteIt) return;
    written = true;
    writeDocumentHead({ title, description, routeId: route.id, url });
  }, [title, description, content, route.id, route.pathname]);
}

function hasTitle(handle: unknown): handle is { title: string } {
  return (
    typeof handle === "object" && handle !== null && typeof (handle as { title?: unknown }).title === "string"
  );
}

/**
 * The document's head for the route shown (its handle's title, its id's description), unless its page
 * names itself after its content (`usePageHead`), which wins whichever renders last.
 */
export function useRouteDocumentHead(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const match = matches.findLast((candidate) => hasTitle(candidate.handle));
  useDocumentHead({
    id: match?.id,
    title: hasTitle(match?.handle) ? match.handle.title : undefined,
    pathname,
  });
}

/** `useRouteDocumentHead` as an element, for a page rendered on its own (in tests) to keep the head too. */
export function RouteDocumentHead(): null {
  useRouteDocumentHead();
  return null;
}
