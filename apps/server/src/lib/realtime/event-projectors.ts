import type { RealtimeEventPayload, RealtimeEventType } from "@hatchery/shared";
import type { Database } from "../../db/client";
import type { RealtimeAudience } from "./event-log";

/**
 * Projectors turn an event into rows of another feature in the transaction that records it
 * (docs/decisions/020-feeds.md, 030-points-ledger.md): the feed's platform items and the points ledger
 * exist exactly when what they tell does. Each area exports its projectors as a list; the application
 * installs the one static list of them all (`EVENT_PROJECTORS` in event-projector-list.ts), so this
 * module knows no area and nothing registers itself while routes are built. `publishEvent` runs them.
 */

export interface ProjectedEvent<TType extends RealtimeEventType = RealtimeEventType> {
  id: number;
  type: TType;
  audience: RealtimeAudience;
  payload: RealtimeEventPayload<TType>;
}

export interface EventProjector {
  /** Which area's projector this is, for the reader of a stack trace or a list. */
  name: string;
  type: RealtimeEventType;
  run(tx: Database, event: ProjectedEvent): Promise<void>;
}

function isOfType<TType extends RealtimeEventType>(
  event: ProjectedEvent,
  type: TType,
): event is ProjectedEvent<TType> {
  return event.type === type;
}

/** A projector of one event type, which receives that type's payload. */
export function defineEventProjector<TType extends RealtimeEventType>(
  name: string,
  type: TType,
  project: (tx: Database, event: ProjectedEvent<TType>) => Promise<void>,
): EventProjector {
  return {
    name,
    type,
    run: async (tx, event) => {
      if (isOfType(event, type)) await project(tx, event);
    },
  };
}

let installed = new Map<RealtimeEventType, readonly EventProjector[]>();

/**
 * Makes `list` the projectors `publishEvent` runs, replacing any installed before: the application
 * installs its one static list when it is composed, the same list every time.
 */
export function installEventProjectors(list: readonly EventProjector[]): void {
  const byType = new Map<RealtimeEventType, EventProjector[]>();
  for (const projector of list)
    byType.set(projector.type, [...(byType.get(projector.type) ?? []), projector]);
  installed = byType;
}

export async function runEventProjectors(tx: Database, event: ProjectedEvent): Promise<void> {
  for (const projector of installed.get(event.type) ?? []) await projector.run(tx, event);
}

/** Whether `publishEvent` has projectors to run for events of this type. */
export function hasEventProjectors(type: RealtimeEventType): boolean {
  return (installed.get(type)?.length ?? 0) > 0;
}
