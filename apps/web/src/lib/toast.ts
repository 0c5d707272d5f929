import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@hatchery/shared";
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; the Toaster's default applies when omitted. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
  /** False once dismissed: the entry stays until its removal delay has passed. */
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
}

/*
 * A tiny store outside React, so code that is not a component (query callbacks,
 * the auth client) can raise a toast. Components subscribe with `useToast`.
 */
let entries: readonly ToastEntry[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ToastEntry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

function cancelRemoval(id: string): void {
  const timer = removalTimers.get(id);
  if (timer === undefined) return;
  clearTimeout(timer);
  removalTimers.delete(id);
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(entries.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a notification. Only TOAST_LIMIT are kept, so a new one replaces the one on screen. */
export function toast(options: ToastOptions): ToastHandle {
  nextId += 1;
  const id = String(nextId);
  const next = [{ ...options, id, open: true }, ...entries];
  for (const replaced of next.slice(TOAST_LIMIT)) cancelRemoval(replaced.id);
  publish(next.slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/** Closes one notification, or all of them without an id; each is removed after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id?: string): void {
  const closing = entries.filter((entry) => entry.open && (id === undefined || entry.id === id));
  if (closing.length === 0) return;
  for (const entry of closing) scheduleRemoval(entry.id);
  publish(entries.map((entry) => (closing.includes(entry) ? { ...entry, open: false } : entry)));
}

/** Removes every toast at once, without the closing delay: the store as a fresh page has it. */
export function clearToasts(): void {
  for (const id of removalTimers.keys()) cancelRemoval(id);
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => entries;

export function useToast(): {
  toasts: readonly ToastEntry[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
} {
  const toasts = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}
