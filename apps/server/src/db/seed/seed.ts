import type { Database } from "../client";
import { appMeta } from "../schema";

/** What every step of one seed shares: the time it runs at, so dates in the demo content agree. */
export interface SeedContext {
  now: Date;
  /** The site's address (PUBLIC_URL): rendered markdown links to it as this site's own pages. */
  siteUrl: string;
}

/** One piece of demo content. Steps run in list order, all in one transaction. */
export interface SeedStep {
  name: string;
  run(tx: Database, context: SeedContext): Promise<void>;
}

/** The app_meta row that records the demo seed, so it runs on the first start only. */
export const DEMO_SEED_MARKER_KEY = "demo_seed";

export type SeedResult =
  | { status: "seeded"; steps: string[] }
  | { status: "already-seeded" }
  | { status: "disabled" };

/**
 * Applies the demo seed once per installation. The marker is written first in
 * the same transaction as the steps: a failing step leaves no marker (the next
 * start retries), and a second instance starting at the same moment waits on
 * the marker row and then finds the seed done.
 */
export async function runDemoSeed(
  db: Database,
  options: {
    enabled: boolean;
    steps: readonly SeedStep[];
    now: Date;
    /** PUBLIC_URL; tests that do not look at rendered links leave it to a local address. */
    siteUrl?: string;
    /** Called once this start has claimed the seed, before its steps run (npm start says so). */
    onSeeding?: () => void;
  },
): Promise<SeedResult> {
  if (!options.enabled) return { status: "disabled" };
  const names = options.steps.map((step) => step.name);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_SEED_MARKER_KEY, value: { seededAt: options.now.toISOString(), steps: names } })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return { status: "already-seeded" } as const;
    options.onSeeding?.();
    for (const step of options.steps)
      await step.run(tx, { now: options.now, siteUrl: options.siteUrl ?? "http://localhost" });
    return { status: "seeded", steps: names } as const;
  });
}
