import {
  platformEndpoints,
  REALTIME_MAX_STREAMS_PER_PERSON,
  REALTIME_TOO_MANY_STREAMS_MESSAGE,
} from "@hatchery/shared";
import type { SignedInActor } from "../../auth/guards";
import { type ApiRoute, apiErrorResponse, defineEndpointRoute } from "../../lib/api-route";
import { AppError } from "../../lib/errors";
import {
  answerWithNodeSseBody,
  createNodeSseBody,
  nodeResponseOf,
  RESPONSE_ALREADY_SENT_HEADER,
} from "../../lib/realtime/node-sse-body";
import { parseResumePoint } from "../../lib/realtime/resume-point";
import { createSseBody, type SseBody } from "../../lib/realtime/sse-body";
import type { ModuleDeps } from "../../module-deps";
import { createAudienceChecks } from "./event-audience";
import {
  createWritePacer,
  DEFAULT_EVENT_STREAM_SETTINGS,
  type EventStreamSink,
  runEventStream,
} from "./event-stream";

/** At most one write per stream in this long (bar the first after a quiet spell): see `WritePacer`. */
export const STREAM_WRITE_INTERVAL_MS = 40;

/** Counts one instance's open streams per person; a stream takes a slot before it starts. */
function createStreamSlots(maxPerPerson: number) {
  const open = new Map<string, number>();
  return {
    take(userId: string): boolean {
      const count = open.get(userId) ?? 0;
      if (count >= maxPerPerson) return false;
      open.set(userId, count + 1);
      return true;
    },
    release(userId: string): void {
      const count = (open.get(userId) ?? 1) - 1;
      if (count > 0) open.set(userId, count);
      else open.delete(userId);
    },
  };
}

/** A stream's body: the web ReadableStream of `createSseBody`, or Node's response itself. */
type StreamBody = Pick<SseBody, "onAbort" | "close"> & {
  write(chunk: Uint8Array): Promise<unknown> | undefined;
};

/**
 * The streams open on this instance, which hear it shutting down as they hear the client leaving: they
 * end at once and the browser resumes on another instance with Last-Event-ID. One listener on the
 * signal for all of them, rather than one per stream.
 */
function createOpenStreams(stopping: AbortSignal) {
  const enders = new Set<() => void>();
  stopping.addEventListener(
    "abort",
    () => {
      for (const end of [...enders]) end();
    },
    { once: true },
  );
  return {
    /** The body as a stream's sink; `release` forgets the stream once it has ended. */
    sinkOf(body: StreamBody): { sink: EventStreamSink; release(): void } {
      const listeners: (() => void)[] = [];
      const end = () => {
        for (const listener of listeners) listener();
      };
      enders.add(end);
      return {
        sink: {
          write: (chunk) => body.write(chunk),
          onAbort: (listener) => {
            body.onAbort(listener);
            listeners.push(listener);
          },
        },
        release: () => enders.delete(end),
      };
    },
  };
}

/** GET /api/events: the signed-in person's realtime events (docs/decisions/007-realtime-events.md). */
export function eventsRoutes({ db, events, guards, logger, stopping }: ModuleDeps): ApiRoute[] {
  const slots = createStreamSlots(REALTIME_MAX_STREAMS_PER_PERSON);
  const openStreams = createOpenStreams(stopping);
  const pacer = createWritePacer(STREAM_WRITE_INTERVAL_MS);
  const audiences = createAudienceChecks(db);
  return [
    defineEndpointRoute(platformEndpoints.events, {
      summary:
        "Server-Sent Events for the signed-in person: every event they may see, as it is committed. Send Last-Event-ID to resume; a `reset` event means the gap is gone from the log and the client refetches.",
      tags: ["realtime"],
      success:
        "An endless event stream: `id`, `event` (the type) and `data` (JSON with id, type and payload) per event, a `ready` event once live, and a comment every 25 s.",
      successContentType: "text/event-stream",
      middleware: [guards.requireUser],
      errors: {
        401: apiErrorResponse("Not signed in."),
        429: apiErrorResponse(REALTIME_TOO_MANY_STREAMS_MESSAGE),
        503: apiErrorResponse("The instance is shutting down; the browser resumes on another one."),
      },
      handler: (c) => {
        // A request on a connection still open while the instance shuts down.
        if (stopping.aborted) throw new AppError("unavailable");
        const { userId } = c.get("actor") as SignedInActor;
        if (!slots.take(userId)) throw new AppError("rate_limited", REALTIME_TOO_MANY_STREAMS_MESSAGE);
        const resumeFrom = parseResumePoint(c.req.header("last-event-id"));
        // Proxies such as nginx would otherwise buffer the stream.
        c.header("X-Accel-Buffering", "no");
        // The headers Hono's streamSSE sets; the body is written without its TransformStream.
        c.header("Transfer-Encoding", "chunked");
        c.header("Content-Type", "text/event-stream");
        c.header("Cache-Control", "no-cache");
        c.header("Connection", "keep-alive");
        const run = (body: StreamBody) => {
          const { sink, release } = openStreams.sinkOf(body);
          void runEventStream({
            stream: sink,
            db,
            bus: events,
            logger,
            userId,
            resumeFrom,
            settings: DEFAULT_EVENT_STREAM_SETTINGS,
            audiences,
            pacer,
          })
            .catch((error: unknown) => logger.warn({ err: error, userId }, "a realtime stream failed"))
            .finally(() => {
              release();
              slots.release(userId);
              body.close();
            });
        };
        // Under @hono/node-server the stream writes to Node's response itself (see node-sse-body.ts);
        // elsewhere (app.request in tests) through a web ReadableStream.
        const outgoing = nodeResponseOf(c.env);
        if (!outgoing) {
          const webBody = createSseBody();
          run(webBody);
          return c.newResponse(webBody.readable);
        }
        const nodeBody = createNodeSseBody(outgoing);
        run(nodeBody);
        answerWithNodeSseBody(outgoing, nodeBody);
        return c.newResponse(null, 200, { [RESPONSE_ALREADY_SENT_HEADER]: "true" });
      },
    }),
  ];
}
