/**
 * The body of an event stream, written straight into the response's ReadableStream: a chunk is handed
 * to the server as soon as it asks for the next one. Hono's `streamSSE` goes through a TransformStream
 * and a second ReadableStream, several promises and objects for every chunk of every stream, which a
 * busy channel multiplies by its readers.
 */
export interface SseBody {
  /** The response body. */
  readable: ReadableStream<Uint8Array>;
  /** Queues one chunk; resolves once the server has taken it (or the stream has ended). */
  write(chunk: Uint8Array): Promise<void>;
  /** Called once when the client goes away (the server cancels the body). */
  onAbort(listener: () => void): void;
  /** Ends the body after what is queued. */
  close(): void;
}

export function createSseBody(): SseBody {
  /** Chunks written and not yet taken, each with its writer's resolve. */
  const queued: { chunk: Uint8Array; taken: () => void }[] = [];
  const abortListeners: (() => void)[] = [];
  let wake: (() => void) | undefined;
  let closed = false;
  let aborted = false;

  function wakeReader(): void {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  }

  function give(controller: ReadableStreamDefaultController<Uint8Array>): void {
    const next = queued.shift();
    if (next) {
      controller.enqueue(next.chunk);
      next.taken();
    } else if (closed) {
      controller.close();
    }
  }

  const readable = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (queued.length > 0 || closed) return give(controller);
        return new Promise<void>((resolve) => {
          wake = resolve;
        }).then(() => give(controller));
      },
      cancel() {
        if (aborted) return;
        aborted = true;
        closed = true;
        for (const { taken } of queued.splice(0)) taken();
        for (const listener of abortListeners) {
          try {
            listener();
          } catch {
            // A listener's failure must not keep the others from hearing of the end.
          }
        }
      },
    },
    // Pulled only when the server asks for a chunk: what is written meanwhile waits here.
    { highWaterMark: 0 },
  );

  return {
    readable,
    write(chunk) {
      if (closed) return Promise.resolve();
      return new Promise<void>((taken) => {
        queued.push({ chunk, taken });
        wakeReader();
      });
    },
    onAbort(listener) {
      abortListeners.push(listener);
    },
    close() {
      closed = true;
      wakeReader();
    },
  };
}
