import { describe, expect, it } from "vitest";
import { createSseParser, type SseMessage } from "./sse-parser";

function parseAll(chunks: string[]): SseMessage[] {
  const messages: SseMessage[] = [];
  const parse = createSseParser((message) => messages.push(message));
  for (const chunk of chunks) parse(chunk);
  return messages;
}

describe("createSseParser", () => {
  it("reads id, event and data, skipping comments such as heartbeats", () => {
    expect(parseAll([': heartbeat\n\nid: 7\nevent: subscription.confirmed\ndata: {"id":7}\n\n'])).toEqual([
      { id: "7", event: "subscription.confirmed", data: '{"id":7}' },
    ]);
  });

  it("joins messages split across chunks at any point, and CRLF line ends", () => {
    expect(parseAll(["id: 1\r", "\nevent: re", "set\r\ndata: {}\r\n", "\r\n"])).toEqual([
      { id: "1", event: "reset", data: "{}" },
    ]);
  });

  it("joins several data lines with a line break and names an event without a type 'message'", () => {
    expect(parseAll(["data: a\ndata: b\n\n"])).toEqual([{ id: undefined, event: "message", data: "a\nb" }]);
  });
});
