/** One Server-Sent Events message; comments (heartbeats) are not messages. */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
}

/**
 * Turns chunks of an event stream into messages, as EventSource does (fields `id`, `event`, `data`;
 * lines starting with ":" are comments). Chunks may split lines anywhere.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffered = "";
  let id: string | undefined;
  let event = "";
  let data: string[] = [];

  function line(text: string): void {
    if (text === "") {
      if (data.length > 0 || event !== "")
        onMessage({ id, event: event || "message", data: data.join("\n") });
      id = undefined;
      event = "";
      data = [];
      return;
    }
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? "" : text.slice(colon + 1).replace(/^ /, "");
    if (field === "id") id = value;
    else if (field === "event") event = value;
    else if (field === "data") data.push(value);
  }

  return (chunk: string): void => {
    buffered += chunk;
    for (let end = buffered.search(/\r\n|\r|\n/); end >= 0; end = buffered.search(/\r\n|\r|\n/)) {
      // A chunk ending in "\r" may be half of "\r\n": wait for the next one to know.
      if (end === buffered.length - 1 && buffered.endsWith("\r")) return;
      const breakLength = buffered.startsWith("\r\n", end) ? 2 : 1;
      line(buffered.slice(0, end));
      buffered = buffered.slice(end + breakLength);
    }
  };
}
