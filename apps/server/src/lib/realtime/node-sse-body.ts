import { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";

/**
 * An event stream written straight to Node's response, when the app runs under @hono/node-server:
 * each write is one `res.write`, with no ReadableStream between the stream and the socket. Through a
 * web ReadableStream every write of every stream costs several promises and objects (the reader's
 * read, the pull, the enqueue), which a busy channel multiplies by its readers: bench/chat.mjs measured
 * the server's CPU per delivery at over twice a bare node:http server's with them.
 */
export interface NodeSseBody {
  /** Sends the head (`settleNodeSseBody` does, with the app's final answer's status and headers). */
  open(status: number, headers: Headers): void;
  /** Undefined when the socket took the chunk; otherwise resolves once it can take more, or has gone. */
  write(chunk: Uint8Array): Promise<void> | undefined;
  /** Called once when the client goes away. */
  onAbort(listener: () => void): void;
  /** Ends the response after what is written. */
  close(): void;
}

/**
 * The header @hono/node-server knows as "the app has written the response itself": it leaves a
 * response carrying it alone. The events route answers with it; `settleNodeSseBody` looks for it on
 * the app's final answer.
 */
export const RESPONSE_ALREADY_SENT_HEADER = "x-hono-already-sent";

/** Node's response for this request, when the app runs under @hono/node-server over HTTP/1. */
export function nodeResponseOf(bindings: unknown): ServerResponse | undefined {
  if (typeof bindings !== "object" || bindings === null || !("outgoing" in bindings)) return undefined;
  return bindings.outgoing instanceof ServerResponse ? bindings.outgoing : undefined;
}

/** The bodies whose head waits for the app's answer to have passed back through every middleware. */
const awaitingHead = new Map<ServerResponse, NodeSseBody>();

/**
 * Answers the request with `body` written to `outgoing` itself: its head goes out with the app's final
 * answer (the headers the middleware added on its way out), which must carry
 * RESPONSE_ALREADY_SENT_HEADER.
 */
export function answerWithNodeSseBody(outgoing: ServerResponse, body: NodeSseBody): void {
  awaitingHead.set(outgoing, body);
}

/**
 * The app's answer to a request (`fetch`'s result), with the body of `answerWithNodeSseBody` opened with
 * the final answer's status and headers. @hono/node-server's own Response leaves a null-bodied answer's
 * head for the server to write whatever its headers say, so the server gets its native "already sent"
 * answer instead.
 */
export function settleNodeSseBody(
  bindings: unknown,
  result: Response | Promise<Response>,
): Response | Promise<Response> {
  const outgoing = nodeResponseOf(bindings);
  if (!outgoing) return result;
  if (result instanceof Promise) {
    return result.then(
      (response) => settled(outgoing, response),
      (error: unknown) => {
        awaitingHead.get(outgoing)?.close();
        awaitingHead.delete(outgoing);
        throw error;
      },
    );
  }
  return settled(outgoing, result);
}

function settled(outgoing: ServerResponse, response: Response): Response {
  const body = awaitingHead.get(outgoing);
  if (!body) return response;
  awaitingHead.delete(outgoing);
  // An error on the way out replaced the stream's answer: that answer goes instead, and the stream ends.
  if (!response.headers.has(RESPONSE_ALREADY_SENT_HEADER)) {
    body.close();
    return response;
  }
  body.open(response.status, response.headers);
  return RESPONSE_ALREADY_SENT;
}

export function createNodeSseBody(response: ServerResponse): NodeSseBody {
  const abortListeners: (() => void)[] = [];
  let opened = false;
  let closed = false;
  let aborted = false;
  /** Writes made before the head went out, or while the socket's buffer was full, resolve here. */
  let waiting: { promise: Promise<void>; resolve: () => void } | undefined;

  function wait(): Promise<void> {
    if (!waiting) {
      let resolve: () => void = () => {};
      const promise = new Promise<void>((settle) => {
        resolve = settle;
      });
      waiting = { promise, resolve };
    }
    return waiting.promise;
  }

  function release(): void {
    const current = waiting;
    waiting = undefined;
    current?.resolve();
  }

  function abort(): void {
    if (aborted) return;
    aborted = true;
    closed = true;
    release();
    for (const listener of abortListeners) {
      try {
        listener();
      } catch {
        // A listener's failure must not keep the others from hearing of the end.
      }
    }
  }

  // The client went away, or the socket failed; a response ended by `close` finishes first.
  response.on("close", () => {
    if (!response.writableFinished) abort();
  });
  response.on("error", abort);
  response.on("drain", release);

  function writeNow(chunk: Uint8Array): Promise<void> | undefined {
    if (closed) return undefined;
    return response.write(chunk) ? undefined : wait();
  }

  return {
    open(status, headers) {
      if (opened || aborted) return;
      opened = true;
      const head: Record<string, string | string[]> = {};
      for (const [name, value] of headers) {
        if (name === RESPONSE_ALREADY_SENT_HEADER || name === "content-length") continue;
        head[name] = value;
      }
      const cookies = headers.getSetCookie();
      if (cookies.length > 0) head["set-cookie"] = cookies;
      response.writeHead(status, head);
      // The head goes out now, before the first event: the browser's EventSource opens on it.
      response.flushHeaders();
      if (closed) response.end();
      release();
    },
    write(chunk) {
      if (!opened && !closed) return wait().then(() => writeNow(chunk));
      return writeNow(chunk);
    },
    onAbort(listener) {
      abortListeners.push(listener);
    },
    close() {
      if (closed) return;
      closed = true;
      if (opened) response.end();
      release();
    },
  };
}
