import type {
  EphemeralEventType,
  EphemeralMessage,
  RealtimeEventType,
  RealtimeMessage,
} from "@hatchery/shared";
import { REALTIME_READY_EVENT, REALTIME_RESET_EVENT } from "@hatchery/shared/realtime";
import { useEffectEvent, useLayoutEffect } from "react";
import type { RealtimeNotice } from "./realtime-hub";

/**
 * The realtime notices of this tab, for screens that use an event's payload itself (the chat page puts
 * a new message straight into its history) rather than refetching. The bridge publishes every notice
 * here, and this is the one place that hands each to the handlers of its type; nothing is kept, so a
 * screen hears what arrives while it listens (docs/decisions/007-realtime-events.md).
 */

/**
 * What a screen can listen for, named as the stream names it (the SSE `event` field): an event type,
 * an ephemeral one, or the stream's own "ready" (live, again) and "reset" (refetch everything).
 */
export type RealtimeTopic =
  | RealtimeEventType
  | EphemeralEventType
  | typeof REALTIME_READY_EVENT
  | typeof REALTIME_RESET_EVENT;

/**
 * What a handler of the topic receives: the message of that one type; for ready, whether the stream
 * caught up (it resumed from a point and replayed what came after it, so what a screen read after
 * that point missed nothing) and whether every query is being read again regardless (the realtime
 * bridge does so when the stream first goes live without catching up), so a screen need not read its
 * own again; nothing for reset.
 */
export type RealtimeTopicMessage<TTopic extends RealtimeTopic> = TTopic extends RealtimeEventType
  ? RealtimeMessage<TTopic>
  : TTopic extends EphemeralEventType
    ? EphemeralMessage<TTopic>
    : TTopic extends typeof REALTIME_READY_EVENT
      ? { caughtUp: boolean; everyQueryReadAgain: boolean }
      : undefined;

export type RealtimeTopicHandler<TTopic extends RealtimeTopic> = (
  message: RealtimeTopicMessage<TTopic>,
) => void;

/**
 * A handler as the dispatcher keeps it. Its parameter is declared as a method's, which TypeScript
 * compares both ways, so the handler of one topic's message fits the one map of every topic. That is
 * sound because the map is keyed by topic: a handler only ever receives the messages of the topic it is
 * listed under, each already narrowed by its `type`.
 */
interface ListedHandler {
  receive(message: RealtimeTopicMessage<RealtimeTopic>): void;
}

const handlersByTopic = new Map<RealtimeTopic, Set<ListedHandler>>();

function deliver(topic: RealtimeTopic, message: RealtimeTopicMessage<RealtimeTopic>): void {
  // A copy, so a handler that stops listening (or starts another) does not change this round.
  for (const handler of [...(handlersByTopic.get(topic) ?? [])]) handler.receive(message);
}

/**
 * Hands the notice to the handlers of its topic. `everyQueryReadAgain`: the publisher is reading every
 * query again for this notice (told to a ready's handlers).
 */
export function publishRealtimeNotice(
  notice: RealtimeNotice,
  { everyQueryReadAgain = false }: { everyQueryReadAgain?: boolean } = {},
): void {
  switch (notice.kind) {
    case "event":
    case "ephemeral":
      deliver(notice.message.type, notice.message);
      return;
    case "ready":
      deliver(REALTIME_READY_EVENT, { caughtUp: notice.caughtUp, everyQueryReadAgain });
      return;
    case "reset":
      deliver(REALTIME_RESET_EVENT, undefined);
      return;
  }
}

function listen<TTopic extends RealtimeTopic>(
  topic: TTopic,
  handler: RealtimeTopicHandler<TTopic>,
): () => void {
  const listed: ListedHandler = { receive: handler };
  const handlers = handlersByTopic.get(topic) ?? new Set();
  handlersByTopic.set(topic, handlers);
  handlers.add(listed);
  return () => {
    handlers.delete(listed);
  };
}

/**
 * Calls `handler` with each message of `topic` while the component is mounted; the message is narrowed
 * to that type, so its payload needs no cast. The handler may change on every render: the latest one is
 * called, and the subscription is not renewed for it.
 *
 * It listens from the commit that puts the component on screen (a layout effect). A passive effect runs
 * in a later task when the commit was a transition's, and a notice arriving in between was lost: a
 * channel first shown with its prefetched history missed the stream's "ready" and never read the
 * history again.
 */
export function useRealtimeEvent<TTopic extends RealtimeTopic>(
  topic: TTopic,
  handler: RealtimeTopicHandler<TTopic>,
): void {
  const onMessage = useEffectEvent(handler);
  useLayoutEffect(() => listen(topic, (message) => onMessage(message)), [topic]);
}
