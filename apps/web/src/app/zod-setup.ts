/*
 * zod compiles its object checks with `new Function` where it may. The page's Content-Security-Policy
 * forbids that, and the browser reports the refused attempt (DevTools' Issues panel, a failed
 * Lighthouse best-practices audit) even though zod catches it. zod's `jitless` setting skips the
 * attempt. It is set on the global that zod reads its configuration from, before any chunk loads zod,
 * so that the first page does not have to load zod to configure it.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
