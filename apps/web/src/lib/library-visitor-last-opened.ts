import { type LibraryArticleRef, STORAGE_KEYS } from "@hatchery/shared";
import { useSyncExternalStore } from "react";
import { readVisitorProgress, subscribeVisitorProgress } from "@/lib/library-visitor-progress";

// Written by `recordVisitorLastOpened` in library-visitor-progress.ts, which the article page loads
// anyway; this file, with the reading, stays out of the article's first view.

/*
 * The last article a visitor opened (its section, slug and title), kept in this browser so /library
 * offers the same "Continue where you left off" as the server does for a signed-in person
 * (docs/decisions/040-skills-profile.md). Like the server's, it is not offered once mastered. Its own
 * key beside the visitor's progress, which the merge at sign-in sends as it is.
 */

const listeners = new Set<() => void>();
let cached: { raw: string | null; ref: LibraryArticleRef | null } | undefined;

function isRef(value: unknown): value is LibraryArticleRef {
  if (typeof value !== "object" || value === null) return false;
  const ref = value as Record<string, unknown>;
  return typeof ref.section === "string" && typeof ref.slug === "string" && typeof ref.title === "string";
}

/** The stored article; what cannot be read (edited by hand, another version's) counts as none. */
export function readVisitorLastOpened(): LibraryArticleRef | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEYS.libraryVisitorLastOpened);
  } catch {
    return null;
  }
  if (cached && cached.raw === raw) return cached.ref;
  let ref: LibraryArticleRef | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    ref = isRef(parsed) ? { section: parsed.section, slug: parsed.slug, title: parsed.title } : null;
  } catch {
    ref = null;
  }
  cached = { raw, ref };
  return ref;
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Forgets the article once the person signed in: their account's own "continue" takes over. */
export function forgetVisitorLastOpened(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.libraryVisitorLastOpened);
  } catch {
    // Nothing to forget where storage is refused.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopProgress = subscribeVisitorProgress(listener);
  return () => {
    listeners.delete(listener);
    stopProgress();
  };
}

/** The article a visitor may continue: the last one opened, unless mastered since. */
export function visitorContinueReading(): LibraryArticleRef | null {
  const ref = readVisitorLastOpened();
  if (!ref) return null;
  return readVisitorProgress()[`${ref.section}/${ref.slug}`]?.status === "mastered" ? null : ref;
}

export function useVisitorContinueReading(): LibraryArticleRef | null {
  return useSyncExternalStore(subscribe, visitorContinueReading, () => null);
}
