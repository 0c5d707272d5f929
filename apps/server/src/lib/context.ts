import type { HttpBindings } from "@hono/node-server";
import type { RequestIdVariables } from "hono/request-id";
import type { HeldRoles } from "./policy";

/**
 * Who is making a request: anonymous until a guard (src/auth/guards.ts) has read the session, a signed-in
 * user after it, or the system itself (command-line tools, background jobs).
 */
export type Actor =
  | { kind: "anonymous" }
  | { kind: "user"; userId: string; email: string; emailVerified: boolean }
  | { kind: "system"; name: string };
export const ANONYMOUS_ACTOR: Extract<Actor, { kind: "anonymous" }> = { kind: "anonymous" };

/** Hono environment of the app: Node request bindings and per-request variables. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: RequestIdVariables & {
    /** Per-request CSP nonce, also written into index.html. */
    /** This response's CSP nonce, made on first use (lib/security-headers.ts). */
    cspNonce: () => string;
    actor: Actor;
    /** The signed-in person's role lookup, made once per request (src/auth/actor-roles.ts). */
    actorRoles?: { userId: string; lookup: Promise<HeldRoles> };
  };
}
