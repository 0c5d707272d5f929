import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// `findBy…` and `waitFor` give up after 1 s by default: too short for a render on a loaded two-core
// machine. They return as soon as what they wait for appears, so a longer limit costs nothing.
configure({ asyncUtilTimeout: 10_000 });
