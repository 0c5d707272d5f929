import type { RealtimeEventPayload, RealtimeEventType } from "@hatchery/shared";
import type { Database } from "../../db/client";
import type { RealtimeAudience } from "./event-log";

/**
 * Projectors turn an event into rows of another feature in the transaction that records it
 * (docs/decisions/020-feeds.md): the feed's platform items exist exactly when what they tell does.
 * A module registers its projectors when its routes are built; `publishEvent` runs them.
 */

export interface ProjectedEvent<TType extends RealtimeEventType = RealtimeEventType> {
  id: number;
  type: TType;
  audience: RealtimeAudience;
  payload: RealtimeEventPayload<TType>;
}

type Projector<TType extends RealtimeEventType> = (
  tx: Database,
  event: ProjectedEvent<TType>,
) => Promise<void>;

const projectors = new Map<RealtimeEventType, Map<string, Projector<RealtimeEventType>>>();

/** Registers (or replaces, by name) the projector of one event type. */
export function registerEventProjector<TType extends RealtimeEventType>(
  name: string,
  type: TType,
  projector: Projector<TType>,
): void {
  const forType = projectors.get(type) ?? new Map<string, Projector<RealtimeEventType>>();
  forType.set(name, projector as unknown as Projector<RealtimeEventType>);
  projectors.set(type, forType);
}

export async function runEventProjectors(tx: Database, event: ProjectedEvent): Promise<void> {
  for (const projector of projectors.get(event.type)?.values() ?? []) await projector(tx, event);
}

/** Whether `publishEvent` has projectors to run for events of this type. */
export function hasEventProjectors(type: RealtimeEventType): boolean {
  return (projectors.get(type)?.size ?? 0) > 0;
}
