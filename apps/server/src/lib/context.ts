import type { HttpBindings } from "@hono/node-server";
import type { RequestIdVariables } from "hono/request-id";

/**
 * Who is making a request: anonymous until a guard (src/auth/guards.ts) has read the session, a signed-in
 * user after it, or the system itself (command-line tools, background jobs).
 */
export type Actor =
  | { kind: "anonymous" }
  | { kind: "user"; userId: string; email: string; emailVerified: boolean }
  | { kind: "system"; name: string };
export const ANONYMOUS_ACTOR: Actor = { kind: "anonymous" };

/** Hono environment of the app: Node request bindings and per-request variables. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: RequestIdVariables & {
    /** Per-request CSP nonce, also written into index.html. */
    cspNonce: string;
    actor: Actor;
  };
}
