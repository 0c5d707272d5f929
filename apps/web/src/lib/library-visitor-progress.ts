import {
  higherLibraryStatus,
  LIBRARY_MERGE_MAX,
  type LibraryStatus,
  type LibraryVisitorProgress,
  libraryEndpoints,
  STORAGE_KEYS,
} from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi } from "@/lib/api-client";
import { libraryKeys } from "@/lib/query-keys/library-keys";

/*
 * A visitor's library progress and bookmarks, kept in this browser until they sign in, when
 * `useMergeVisitorLibraryProgress` (in the header's signed-in controls, which every way of signing in
 * reaches) hands them to their account (docs/decisions/037-library.md). Pages read
 * it through `subscribe`/`readVisitorProgress`, so every open view shows a change at once.
 */

type Entry = { status: LibraryStatus; bookmarked: boolean };
type Store = Record<string, Entry>;

const listeners = new Set<() => void>();
let cached: { raw: string | null; store: Store } | undefined;

const keyOf = (section: string, slug: string) => `${section}/${slug}`;

function isEntry(value: unknown): value is Entry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    (entry.status === "unread" || entry.status === "read" || entry.status === "mastered") &&
    typeof entry.bookmarked === "boolean"
  );
}

/** The stored progress; what cannot be read (another version's, edited by hand) counts as nothing. */
export function readVisitorProgress(): Store {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.libraryVisitorProgress);
  } catch {
    return {};
  }
  if (cached && cached.raw === raw) return cached.store;
  let store: Store = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === "object" && parsed !== null) {
      store = Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isEntry(entry))) as Store;
    }
  } catch {
    store = {};
  }
  cached = { raw, store };
  return store;
}

function write(store: Store): void {
  try {
    if (Object.keys(store).length === 0) window.localStorage.removeItem(STORAGE_KEYS.libraryVisitorProgress);
    else window.localStorage.setItem(STORAGE_KEYS.libraryVisitorProgress, JSON.stringify(store));
  } catch {
    // Storage full or refused (private windows): the visitor's progress is simply not kept.
  }
  for (const listener of listeners) listener();
}

export function subscribeVisitorProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function visitorEntry(section: string, slug: string): Entry {
  return readVisitorProgress()[keyOf(section, slug)] ?? { status: "unread", bookmarked: false };
}

/** Raises the article's status; it never goes down, as on the server. */
export function recordVisitorStatus(section: string, slug: string, status: LibraryStatus): void {
  const store = { ...readVisitorProgress() };
  const entry = store[keyOf(section, slug)] ?? { status: "unread", bookmarked: false };
  store[keyOf(section, slug)] = { ...entry, status: higherLibraryStatus(entry.status, status) };
  write(store);
}

export function setVisitorBookmark(section: string, slug: string, bookmarked: boolean): void {
  const store = { ...readVisitorProgress() };
  const entry = store[keyOf(section, slug)] ?? { status: "unread", bookmarked: false };
  store[keyOf(section, slug)] = { ...entry, bookmarked };
  write(store);
}

/**
 * Keeps the last article a visitor opened for /library's "continue where you left off"
 * (lib/library-visitor-last-opened.ts reads it). Here, beside the progress the article page already
 * loads, so its first view does not grow.
 */
export function recordVisitorLastOpened(ref: { section: string; slug: string; title: string }): void {
  try {
    window.localStorage.setItem(
      STORAGE_KEYS.libraryVisitorLastOpened,
      JSON.stringify({ section: ref.section, slug: ref.slug, title: ref.title }),
    );
  } catch {
    // Storage full or refused (private windows): there is simply nothing to continue.
  }
  for (const listener of listeners) listener();
}

/** The stored progress as the merge endpoint takes it: at most its limit, the furthest first. */
export function visitorProgressItems(): LibraryVisitorProgress[] {
  const order: Record<LibraryStatus, number> = { mastered: 0, read: 1, unread: 2 };
  return Object.entries(readVisitorProgress())
    .flatMap(([key, entry]) => {
      const [section, slug] = key.split("/");
      return section && slug ? [{ section, slug, ...entry }] : [];
    })
    .sort((a, b) => order[a.status] - order[b.status])
    .slice(0, LIBRARY_MERGE_MAX);
}

/**
 * Sends the visitor's progress to the account that just signed in and forgets it here once the server
 * has it. A failed call keeps it for the next page the person opens signed in.
 */
export async function mergeVisitorLibraryProgress(): Promise<boolean> {
  const items = visitorProgressItems();
  if (items.length === 0) return false;
  await callApi(libraryEndpoints.mergeProgress, { body: { items } });
  write({});
  return true;
}

/** Once the person is signed in, merges what this browser kept and refreshes the library's pages. */
export function useMergeVisitorLibraryProgress(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    mergeVisitorLibraryProgress()
      .then((merged) => (merged ? queryClient.invalidateQueries({ queryKey: libraryKeys.all }) : undefined))
      .catch(() => undefined);
  }, [signedIn, queryClient]);
}
