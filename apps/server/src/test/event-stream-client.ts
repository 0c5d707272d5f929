/** One message of a Server-Sent Events stream as a browser's parser sees it; a comment has only `comment`. */
export interface StreamMessage {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

/**
 * Reads an SSE response the way EventSource would, for tests: `until` returns the messages up to and
 * including the first one that matches, in order; `ended` tells whether the server closed the stream.
 */
export function readEventStream(response: Response) {
  if (!response.body) throw new Error("the response has no body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const received: StreamMessage[] = [];
  let buffered = "";
  let ended = false;

  function parse(block: string): StreamMessage {
    const message: StreamMessage = {};
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) message.comment = line.slice(1).trim();
      const separator = line.indexOf(": ");
      if (separator <= 0) continue;
      const field = line.slice(0, separator);
      const value = line.slice(separator + 2);
      if (field === "id" || field === "event") message[field] = value;
      if (field === "data") message.data = message.data === undefined ? value : `${message.data}\n${value}`;
    }
    return message;
  }

  async function readMore(): Promise<boolean> {
    const { done, value } = await reader.read();
    if (done) {
      ended = true;
      return false;
    }
    buffered += decoder.decode(value, { stream: true });
    for (let end = buffered.indexOf("\n\n"); end >= 0; end = buffered.indexOf("\n\n")) {
      received.push(parse(buffered.slice(0, end)));
      buffered = buffered.slice(end + 2);
    }
    return true;
  }

  return {
    /** Messages up to the first one matching `matches`; throws if the stream ends first. */
    async until(matches: (message: StreamMessage) => boolean): Promise<StreamMessage[]> {
      for (;;) {
        const index = received.findIndex(matches);
        if (index >= 0) return received.splice(0, index + 1);
        if (!(await readMore())) throw new Error("the event stream ended");
      }
    },
    /** Every message until the server closes the stream. */
    async rest(): Promise<StreamMessage[]> {
      while (await readMore());
      return received.splice(0);
    },
    get ended() {
      return ended;
    },
    close: () => reader.cancel(),
  };
}

export type EventStreamReader = ReturnType<typeof readEventStream>;

export const isEvent =
  (event: string) =>
  (message: StreamMessage): boolean =>
    message.event === event;
