import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { clearToasts } from "@/lib/toast";

// Test files share their worker's page (`isolate: false`, vitest.config.ts): each file starts from what a
// fresh one had, without what the last file left behind (a toast's announcement, stored settings, the
// address it navigated to, toasts still in the store).
beforeAll(() => {
  clearToasts();
  document.body.replaceChildren();
  document.title = "";
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});

/*
 * The test page has no layout, so nothing is ever in view by position: every element observed counts as
 * in view at once, as a page shorter than the screen shows everything (lib/use-near-viewport.ts). The
 * environment's own observer never reports anything.
 */
class EverythingInView implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = "0px";
  readonly scrollMargin = "0px";
  readonly thresholds = [0];
  #disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    queueMicrotask(() => {
      if (this.#disconnected) return;
      const rect = target.getBoundingClientRect();
      const entry: IntersectionObserverEntry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      this.callback([entry], this);
    });
  }
  unobserve(): void {}
  disconnect(): void {
    this.#disconnected = true;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = EverythingInView;

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// `findBy…` and `waitFor` give up after 1 s by default: too short for a render on a loaded two-core
// machine. They return as soon as what they wait for appears, so a longer limit costs nothing.
configure({ asyncUtilTimeout: 10_000 });
