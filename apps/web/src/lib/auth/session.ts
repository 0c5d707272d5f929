import { accountEndpoints, type MeResponse, matchRoute, REFRESH_RETRY_BASE_DELAY_MS } from "@hatchery/shared";
import { type QueryClient, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { ApiError, callApi, dropEmbeddedAnswers } from "@/lib/api-client";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { useHydrating, useSessionWhileHydrating } from "@/lib/use-hydrating";

/** The signed-in person: their user row, profile fields and roles (`accountEndpoints.me`). */
export type Session = MeResponse;

export const SESSION_QUERY_KEY = ["session"] as const;

/** Auth calls (sign-in, two-factor…) carry this mutation key: their 401 is an answer, not a lost session. */
export const AUTH_MUTATION_KEY = ["auth"] as const;

/*
 * Checking now and then renews a session close to expiry (the server extends it on use) and notices one
 * revoked elsewhere. TanStack Query pauses the interval while the tab is hidden and checks again on focus.
 */
const SESSION_REFRESH_INTERVAL_MS = 5 * 60_000;

/**
 * SPEC §9's refresh backoff for session checks: 200 ms before the first retry, doubled on every further
 * one. TanStack Query counts the failures so far, so the first retry is asked for with 0.
 */
export function sessionRetryDelay(failuresSoFar: number): number {
  return REFRESH_RETRY_BASE_DELAY_MS * 2 ** failuresSoFar;
}

/**
 * The current session, or null when signed out: the server answers a visitor 200 with no session, so a
 * signed-out page logs no error; a 401 (from a server older than that answer) means the same. Other
 * failures are thrown, so the query keeps the last known session through a temporary network or server
 * failure; a 403 means the role lookup failed.
 */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  let session: Session | null;
  try {
    session = await callApi(accountEndpoints.me, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      rememberSessionHint(false);
      return null;
    }
    // 403: signed in, the roles could not be read.
    if (isRoleLookupFailure(error)) rememberSessionHint(true);
    throw error;
  }
  rememberSessionHint(session !== null);
  setReaderTimeZone(session?.user.timeZone);
  return session;
}

/*
 * The session cookie is httpOnly, so the page cannot see whether there is one. This browser remembers
 * instead whether it last found a session, and public pages ask the server only then: a visitor who never
 * signed in costs no lookup, and their console shows no 401 on every page. Guarded pages always ask.
 *
 * After sign-up (or a new verification mail) the browser also remembers, for as long as the link is
 * valid, that a session may appear: the link signs the person in on whatever page it opens, public ones
 * included, and pages visited in between (which find no session yet) must not make it forget that.
 */
const SESSION_HINT_KEY = "hatchery.session";
const SESSION_PRESENT = "1";
const SESSION_EXPECTED_PREFIX = "expected-until:";
/** How long a verification link signs in: the server's link lifetime, one day. */
export const SESSION_EXPECTED_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * The hint this page has decided on and not yet stored. It is stored a task later: the page's first use
 * of local storage (4-5 ms here, the storage opened) had come inside the first reads, before
 * hydration, one long task with them on a slow phone. Until then this page reads it from here.
 */
let unstoredHint: { value: string | null } | undefined;

function readSessionHint(): string | null {
  if (unstoredHint) return unstoredHint.value;
  return window.localStorage.getItem(SESSION_HINT_KEY);
}

function sessionExpected(hint: string | null): boolean {
  if (!hint?.startsWith(SESSION_EXPECTED_PREFIX)) return false;
  return Number(hint.slice(SESSION_EXPECTED_PREFIX.length)) > Date.now();
}

/** Whether to look the session up on a page that does not need it. Unknown (no storage): yes. */
export function hasSessionHint(): boolean {
  try {
    const hint = readSessionHint();
    return hint === SESSION_PRESENT || sessionExpected(hint);
  } catch {
    return true;
  }
}

function writeSessionHint(value: string | null): void {
  // The server renders a person's page with their session: it has no storage to remember it in.
  if (typeof window === "undefined") return;
  if (!unstoredHint) {
    setTimeout(storeSessionHint, 0);
    // A page left before then (a sign-in that leaves for another site) stores it on its way out.
    window.addEventListener("pagehide", storeSessionHint, { once: true });
  }
  unstoredHint = { value };
}

function storeSessionHint(): void {
  window.removeEventListener("pagehide", storeSessionHint);
  if (!unstoredHint) return;
  const { value } = unstoredHint;
  unstoredHint = undefined;
  try {
    if (value === null) window.localStorage.removeItem(SESSION_HINT_KEY);
    else window.localStorage.setItem(SESSION_HINT_KEY, value);
  } catch {
    // Without storage every page asks the server, which is correct, only slower.
  }
}

/** What a lookup found. Finding none keeps a pending expectation (see above) until it runs out. */
function rememberSessionHint(present: boolean): void {
  if (present) writeSessionHint(SESSION_PRESENT);
  else if (!hasPendingExpectation()) writeSessionHint(null);
}

function hasPendingExpectation(): boolean {
  try {
    return sessionExpected(readSessionHint());
  } catch {
    return false;
  }
}

/**
 * A session is about to exist without this page reading it: a verification link (after sign-up, say)
 * signs the person in on whatever page it opens, public ones included.
 */
export function expectSession(): void {
  writeSessionHint(`${SESSION_EXPECTED_PREFIX}${Date.now() + SESSION_EXPECTED_FOR_MS}`);
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    // Not cancelled with its readers: a reader unmounting while it loads (the layout swapping a suspense
    // fallback on a first view) would cancel the one read, and the next reader would send it again.
    queryFn: () => getSession(),
    refetchOnWindowFocus: true,
    refetchInterval: SESSION_REFRESH_INTERVAL_MS,
    refetchIntervalInBackground: false,
    retryDelay: sessionRetryDelay,
  });
}

/** Whether the current route is one that needs a session (not public, not an unknown address). */
function routeNeedsSession(pathname: string): boolean {
  const access = matchRoute(pathname)?.route.access;
  return access !== undefined && access.kind !== "public";
}

/**
 * The session query. `data` is the session, null when signed out, undefined until the first answer.
 * On a public page, a browser with no sign of a session is taken as signed out without asking (see
 * `hasSessionHint`); a route that needs a session always asks. Mounting it also keeps this tab in step
 * with the others (see `attachSessionSync`).
 */
export function useSession() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  useEffect(() => attachSessionSync(queryClient), [queryClient]);
  const enabled = routeNeedsSession(pathname) || hasSessionHint();
  // While hydrating, what the server rendered the page with: it cannot see this browser's hint.
  const hydrating = useHydrating();
  const whileHydrating = useSessionWhileHydrating();
  return useQuery({
    ...sessionQueryOptions(),
    enabled,
    placeholderData: hydrating ? whileHydrating : enabled ? undefined : null,
  });
}

/** The me endpoint answered 403: the person is signed in but their roles could not be read (SPEC §6). */
export function isRoleLookupFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/* ---------- Keeping tabs and the cache consistent ---------- */

const CHANNEL_NAME = "hatchery-session";

export type SessionEvent = "signed-in" | "signed-out" | "changed";

/*
 * A broadcast reaches every other BroadcastChannel object of the name, this document's own listener
 * included: each message names the document that sent it, and that document does not read the session
 * again for a change it made itself (a profile saved on a first view read /api/account/me twice).
 */
const THIS_DOCUMENT = Math.random().toString(36).slice(2);

interface SessionMessage {
  event: SessionEvent;
  from: string;
}

function isSessionMessage(value: unknown): value is SessionMessage {
  return typeof value === "object" && value !== null && "event" in value && "from" in value;
}

/** Tells the other tabs of this browser that the session changed, so they read it again. */
export function broadcastSessionChange(event: SessionEvent): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.postMessage({ event, from: THIS_DOCUMENT } satisfies SessionMessage);
  channel.close();
}

/**
 * Forgets the session and everything read on the person's behalf, so no private data outlives it in the
 * cache. Guarded pages then send the person to /auth, remembering where they were.
 */
export function clearSession(queryClient: QueryClient): void {
  writeSessionHint(null);
  // Answers the page was sent with were read as the person; none may answer a read after them.
  dropEmbeddedAnswers();
  setReaderTimeZone(null);
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}

/** Stores a fresh me answer (after a profile change, say) and tells the other tabs. */
export function updateSession(queryClient: QueryClient, session: Session): void {
  setReaderTimeZone(session.user.timeZone);
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
  broadcastSessionChange("changed");
}

function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

const attached = new WeakMap<QueryClient, { users: number; detach: () => void }>();

/**
 * Once per query client, however many components read the session: listens to the other tabs, and to
 * every call that answers 401 (an expired or revoked session), which triggers a fresh session check.
 * Returns the function that undoes it when the last reader unmounts.
 */
export function attachSessionSync(queryClient: QueryClient): () => void {
  const existing = attached.get(queryClient);
  if (existing) {
    existing.users += 1;
  } else {
    attached.set(queryClient, { users: 1, detach: listen(queryClient) });
  }
  return () => {
    const entry = attached.get(queryClient);
    if (!entry) return;
    entry.users -= 1;
    if (entry.users > 0) return;
    entry.detach();
    attached.delete(queryClient);
  };
}

function listen(queryClient: QueryClient): () => void {
  // Fetched directly rather than invalidated: in a tab with no sign of a session, nothing observes it yet.
  const recheck = () =>
    void queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 }).catch(() => {});

  const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    if (event.query.queryKey[0] === SESSION_QUERY_KEY[0]) return;
    if (isUnauthenticated(event.action.error)) recheck();
  });
  const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "error") return;
    if (event.mutation.options.mutationKey?.[0] === AUTH_MUTATION_KEY[0]) return;
    if (isUnauthenticated(event.action.error)) recheck();
  });

  let channel: BroadcastChannel | undefined;
  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      const data = message.data;
      if (!isSessionMessage(data) || data.from === THIS_DOCUMENT) return;
      if (data.event === "signed-out") clearSession(queryClient);
      else recheck();
    };
  }

  return () => {
    unsubscribeQueries();
    unsubscribeMutations();
    channel?.close();
  };
}
