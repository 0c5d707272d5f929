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

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// `findBy…` and `waitFor` give up after 1 s by default: too short for a render on a loaded two-core
// machine. They return as soon as what they wait for appears, so a longer limit costs nothing.
configure({ asyncUtilTimeout: 10_000 });
