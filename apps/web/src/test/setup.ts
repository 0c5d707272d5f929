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

// Forms import their schemas on first focus or submit (lib/lazy-zod-resolver.ts). On a loaded machine
// that first import can outlast a test's typing, and a test reading a message right after its submit
// would find none yet: the schema modules are loaded up front, so a first validation is as quick as it
// was when the schemas were imported statically. lazy-zod-resolver.test.ts covers the loading itself.
import.meta.glob(["../features/**/*-form-schema.ts", "../features/**/*-form-schemas.ts"], { eager: true });
