import type { ChatHistoryResponse, ChatMessage } from "@hatchery/shared";
import { InfiniteQueryObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import { createTestQueryClient } from "@/test/render-with-providers";
import { channelFixture, messageFixture } from "../test/chat-fixtures";
import { getChannelHistoryQueryOptions, storeMessage, storeMessageOfEvent } from "./chat-messages";

/**
 * The channel's cached history, merged from its reads and the messages that arrive on the stream (or
 * as a send's answer): whatever the order of commits, reads, deliveries and replays, every message
 * shows once (issue 21, point 1).
 */

const CHANNEL_ID = channelFixture().id;

/**
 * A server whose history reads see the messages committed when they start and answer when the test
 * says, as a slow request would.
 */
function simulatedServer() {
  const committed: ChatMessage[] = [];
  const pending: (() => void)[] = [];
  return {
    commit(message: ChatMessage) {
      committed.push(message);
    },
    queryFn: (): Promise<ChatHistoryResponse> => {
      const snapshot = [...committed].sort((a, b) => b.id - a.id);
      return new Promise((resolve) => {
        pending.push(() => resolve({ items: snapshot, nextCursor: null }));
      });
    },
    /** Answers the oldest read still waiting; whether there was one. */
    answerOne(): boolean {
      const answer = pending.shift();
      answer?.();
      return answer !== undefined;
    },
    get waiting() {
      return pending.length;
    },
  };
}

/** Lets the query client apply what resolved. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function shownIds(queryClient: QueryClient): number[] {
  const history = queryClient.getQueryData<{ pages: ChatHistoryResponse[] }>(chatKeys.history(CHANNEL_ID));
  return (history?.pages.flatMap((page) => page.items) ?? []).map((message) => message.id);
}

/** The channel on screen: an observer keeps its history active, as ChannelView does. */
function watchHistory(queryClient: QueryClient, server: ReturnType<typeof simulatedServer>) {
  const observer = new InfiniteQueryObserver(queryClient, {
    ...getChannelHistoryQueryOptions(CHANNEL_ID),
    queryFn: server.queryFn,
  });
  return observer.subscribe(() => {});
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("a channel's cached history", () => {
  it("keeps a message that arrived while the history was read again, the read having started before it", async () => {
    const queryClient = createTestQueryClient();
    const server = simulatedServer();
    server.commit(messageFixture({ id: 1 }));
    stops.push(watchHistory(queryClient, server));
    server.answerOne();
    await settle();
    expect(shownIds(queryClient)).toEqual([1]);

    // The stream goes live again: the history is read again, and that read starts now.
    void queryClient.invalidateQueries({ queryKey: chatKeys.history(CHANNEL_ID) });
    await settle();
    server.commit(messageFixture({ id: 2 }));
    storeMessage(queryClient, messageFixture({ id: 2 }));
    expect(shownIds(queryClient)).toEqual([2, 1]);
    server.answerOne();
    await settle();
    expect(shownIds(queryClient)).toEqual([2, 1]);
  });

  it("keeps the history it holds when a read again brings the same messages, so nothing renders again", async () => {
    const queryClient = createTestQueryClient();
    const server = simulatedServer();
    server.commit(messageFixture({ id: 1 }));
    server.commit(messageFixture({ id: 2 }));
    stops.push(watchHistory(queryClient, server));
    server.answerOne();
    await settle();
    const before = queryClient.getQueryData(chatKeys.history(CHANNEL_ID));

    void queryClient.invalidateQueries({ queryKey: chatKeys.history(CHANNEL_ID) });
    await settle();
    server.answerOne();
    await settle();
    expect(queryClient.getQueryData(chatKeys.history(CHANNEL_ID))).toBe(before);

    // A read that brings something new is taken.
    server.commit(messageFixture({ id: 3 }));
    void queryClient.invalidateQueries({ queryKey: chatKeys.history(CHANNEL_ID) });
    await settle();
    server.answerOne();
    await settle();
    expect(shownIds(queryClient)).toEqual([3, 2, 1]);
  });

  it("reads the channel again when a message arrives during its first read", async () => {
    const queryClient = createTestQueryClient();
    const server = simulatedServer();
    server.commit(messageFixture({ id: 1 }));
    stops.push(watchHistory(queryClient, server));
    await settle();
    server.commit(messageFixture({ id: 2 }));
    storeMessage(queryClient, messageFixture({ id: 2 }));
    await settle();
    while (server.answerOne()) await settle();
    expect(shownIds(queryClient)).toEqual([2, 1]);
  });

  it("takes a message from an event whether or not the channel is on screen, once however often it comes", async () => {
    const queryClient = createTestQueryClient();
    const server = simulatedServer();
    server.commit(messageFixture({ id: 1 }));
    const stop = watchHistory(queryClient, server);
    server.answerOne();
    await settle();
    // The reader leaves the chat; the history stays cached, and is shown again when they come back.
    stop();
    const posted = {
      id: 41,
      type: "chat.message_posted",
      payload: { channelId: CHANNEL_ID, message: messageFixture({ id: 2, body: "While away" }) },
    } as const;
    storeMessageOfEvent(queryClient, posted);
    storeMessageOfEvent(queryClient, posted);
    expect(shownIds(queryClient)).toEqual([2, 1]);
  });

  it("shows every message exactly once however commits, reads, deliveries and replays interleave", async () => {
    let seed = 20261128;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 60; run += 1) {
      const queryClient = createTestQueryClient();
      const server = simulatedServer();
      // Ids are taken before commits, so they commit in another order.
      const ids = [1, 2, 3, 4, 5, 6].sort(() => random() - 0.5);
      const toDeliver: number[] = [];
      const stop = watchHistory(queryClient, server);
      while (ids.length > 0 || toDeliver.length > 0 || server.waiting > 0) {
        const choice = random();
        const working = ids.length > 0 || toDeliver.length > 0;
        if (choice < 0.25 && ids.length > 0) {
          const id = ids.shift() as number;
          server.commit(messageFixture({ id }));
          toDeliver.push(id);
          // A resume replays what its point lacks: sometimes a message comes twice.
          if (random() < 0.3) toDeliver.push(id);
        } else if (choice < 0.5 && toDeliver.length > 0) {
          const [id] = toDeliver.splice(Math.floor(random() * toDeliver.length), 1);
          storeMessage(queryClient, messageFixture({ id: id as number }));
        } else if (choice < 0.65 && working) {
          // The stream went live again (or was reset): the history is read again.
          void queryClient.invalidateQueries({ queryKey: chatKeys.history(CHANNEL_ID) });
        } else {
          server.answerOne();
        }
        await settle();
      }
      const shown = shownIds(queryClient);
      expect(shown, `run ${run}`).toEqual([6, 5, 4, 3, 2, 1]);
      stop();
    }
  });
});
