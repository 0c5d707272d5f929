/**
 * The time the server's rules run on: subscription periods and trials, joins and leaves, job
 * schedules. It is built once at start-up (AppDeps) so a test can run those rules at any moment it
 * chooses. Row bookkeeping (created_at, updated_at) is the database's and the ORM's own, and Better
 * Auth keeps sessions and tokens on its own time: neither is on this clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test moves: it stands where it was set, or follows the system clock while set to null. */
export interface ManualClock extends Clock {
  set(at: Date | null): void;
  /** Moves the clock on by `ms` from where it reads now, and leaves it standing there. */
  advance(ms: number): void;
}

export function createManualClock(at: Date | null = null): ManualClock {
  let standing = at?.getTime() ?? null;
  const now = () => new Date(standing ?? Date.now());
  return {
    now,
    set: (next) => {
      standing = next?.getTime() ?? null;
    },
    advance: (ms) => {
      standing = now().getTime() + ms;
    },
  };
}
