import type { Logger } from "pino";
import type { Auth } from "./auth/auth";
import type { Guards } from "./auth/guards";
import type { Database } from "./db/client";
import type { Env } from "./env";
import type { Clock } from "./lib/clock";
import type { EventBus } from "./lib/realtime/event-bus";
import type { Storage } from "./lib/storage/storage";
import type { Payments } from "./modules/payments/payment-providers";

/** The infrastructure `startServer` builds once and hands to `createApp` (docs/decisions/011-storage-and-composition.md). */
export interface AppDeps {
  db: Database;
  env: Env;
  logger: Logger;
  /** Where uploaded files live (lib/storage/storage.ts `createStorage`), built once at start-up. */
  storage: Storage;
  /** This instance's end of the realtime event log (lib/realtime/event-bus.ts). */
  events: EventBus;
  /** The payment provider and, when configured, Stripe (modules/payments/payment-providers.ts). */
  payments: Payments;
  /** The time the rules run on (lib/clock.ts); tests set their own. */
  clock: Clock;
  /** When the process started, for the uptime in /api/health. */
  startedAt: Date;
  /**
   * Aborted when the instance starts shutting down (server.ts `createShutdown`): its event streams end
   * at once rather than holding the shutdown until the grace period's deadline.
   */
  stopping: AbortSignal;
}

/** What every module's routes are built from: the app's dependencies, Better Auth and the guards. */
export interface ModuleDeps extends AppDeps {
  auth: Auth;
  guards: Guards;
}
