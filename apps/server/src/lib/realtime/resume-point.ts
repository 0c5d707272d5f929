/**
 * Where a browser's event stream resumes: the SSE id of each frame (docs/decisions/007-realtime-events.md).
 *
 * Event ids are taken when a transaction writes its event, and transactions commit in another order: a
 * stream that has delivered event 11 may still see event 10 arrive when its transaction commits, so
 * "the last id seen" is no place to resume from. Transaction ids order the log instead. A point is a
 * horizon, a transaction id below which every transaction had ended when its events were handed on (so
 * every event below it was delivered or was not for this person), and the events delivered from at or
 * above it, which a resume must not send again. A resume replays the log's events at or above the
 * horizon but those; every other event it lacks is below the horizon and was delivered.
 */
export interface ResumePoint {
  horizon: number;
  /** Events handed on whose transaction is at or above the horizon: event id to transaction id. */
  delivered: ReadonlyMap<number, number>;
}

/**
 * At most this many delivered events are carried in a point, the oldest dropped first. Only a
 * transaction left open for long (anywhere on the database server: the horizon is the server's) holds
 * the horizon back so far; a resume then sends the dropped ones again, which a client keyed by id
 * shows once (a duplicate, never a gap).
 */
export const RESUME_POINT_MAX_DELIVERED = 2000;

/** A point as a Last-Event-ID names it: the delivered events' ids, their transactions to be read. */
export interface NamedResumePoint {
  horizon: number;
  deliveredIds: readonly number[];
}

const POINT_PATTERN = /^(\d{1,16}):((?:\d{1,16}(?:-\d{1,16})?)(?:,\d{1,16}(?:-\d{1,16})?)*)?$/;

/**
 * `horizon:ids`, the ids as ranges (`12-40,43`): the events delivered above a horizon held back are
 * most of the ids after it, so a point stays short however long the horizon waits.
 */
export function formatResumePoint(point: ResumePoint): string {
  const ids = [...point.delivered.keys()].sort((a, b) => a - b);
  const ranges: string[] = [];
  for (let start = 0; start < ids.length; ) {
    let end = start;
    while (end + 1 < ids.length && ids[end + 1] === (ids[end] as number) + 1) end += 1;
    ranges.push(end === start ? `${ids[start]}` : `${ids[start]}-${ids[end]}`);
    start = end + 1;
  }
  return `${point.horizon}:${ranges.join(",")}`;
}

/**
 * The point a Last-Event-ID names; "legacy" for a bare event id (sent by a page loaded before points
 * existed, which cannot be resumed without a gap); undefined for anything else.
 */
export function parseResumePoint(header: string | undefined): NamedResumePoint | "legacy" | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  if (/^\d{1,15}$/.test(text)) return Number(text) > 0 ? "legacy" : undefined;
  const match = POINT_PATTERN.exec(text);
  if (!match) return undefined;
  const horizon = Number(match[1]);
  if (!Number.isSafeInteger(horizon)) return undefined;
  const deliveredIds: number[] = [];
  for (const range of match[2] ? match[2].split(",") : []) {
    const [first, last = first] = range.split("-").map(Number) as [number, number?];
    if (!Number.isSafeInteger(last) || last < first) return undefined;
    if (deliveredIds.length + (last - first + 1) > RESUME_POINT_MAX_DELIVERED) return undefined;
    for (let id = first; id <= last; id += 1) deliveredIds.push(id);
  }
  return { horizon, deliveredIds };
}

export const EMPTY_RESUME_POINT: ResumePoint = { horizon: 0, delivered: new Map() };

/**
 * The point after handing on events in order: each may raise the horizon (what its transaction saw
 * had ended) and, when its transaction is at or above the horizon, joins the delivered ones.
 */
export function createResumeTracker(start: ResumePoint = EMPTY_RESUME_POINT) {
  let horizon = start.horizon;
  const delivered = new Map(start.delivered);

  function dropOverflow(): void {
    // Oldest first: a Map iterates in insertion order.
    for (const id of delivered.keys()) {
      if (delivered.size <= RESUME_POINT_MAX_DELIVERED) break;
      delivered.delete(id);
    }
  }

  return {
    /** Every transaction below `next` has ended and its events were handed on. */
    raiseHorizon(next: number): void {
      if (next <= horizon) return;
      horizon = next;
      for (const [id, txId] of delivered) if (txId < horizon) delivered.delete(id);
    },
    delivered(eventId: number, txId: number): void {
      if (txId < horizon) return;
      delivered.set(eventId, txId);
      dropOverflow();
    },
    get horizon(): number {
      return horizon;
    },
    point(): ResumePoint {
      return { horizon, delivered: new Map(delivered) };
    },
  };
}

export type ResumeTracker = ReturnType<typeof createResumeTracker>;
