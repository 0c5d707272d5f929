import type { ChatChannel, ChatMessage, ChatPerson, ChatReaction } from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowDownIcon } from "lucide-react";
import {
  Fragment,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { chatKeys } from "@/lib/query-keys/chat-keys";
import { useRealtimeEvent } from "@/lib/realtime/realtime-notices";
import { typingSentence, useChannelActivity } from "../api/chat-activity";
import { markChannelRead } from "../api/chat-channels";
import {
  uploadAttachment,
  useChannelHistory,
  useDeleteMessage,
  useEditMessage,
  useSendMessage,
} from "../api/chat-messages";
import { chatMentionSource } from "../api/chat-people";
import { useLiveReactions, useReact } from "../api/chat-reactions";
import { dayKey, dayLabel } from "./chat-dates";
import { toStoredMentions, toWrittenMentions } from "./mentions";
import { type ComposerEditing, MessageComposer } from "./message-composer";
import { MessageItem } from "./message-item";
import { ThreadPanel } from "./thread-panel";

// Asked only when someone deletes a message: the dialog's code loads then.
const ConfirmDialog = lazy(() =>
  import("@/components/confirm-dialog").then((module) => ({ default: module.ConfirmDialog })),
);

/** Near enough to the bottom that a new message scrolls into view. */
const STICK_TO_BOTTOM_PX = 120;
/** Near enough to the top that the next older page loads. */
const LOAD_OLDER_PX = 80;

function announcement(message: ChatMessage): string {
  const text = message.body
    .replace(/<@[^>]+>/g, "@someone")
    .replace(/\s+/g, " ")
    .trim();
  const preview = text.length > 140 ? `${text.slice(0, 139)}…` : text;
  return `${message.author?.name ?? "Someone"}: ${preview || "sent a file"}`;
}

/**
 * One channel: its history (older pages load upwards), day separators, a "New messages" line above
 * the first unread with a way to jump to it, the composer, a polite announcement of each new message
 * by someone else, and the thread beside it.
 */
export function ChannelView({
  channel,
  viewerId,
  people,
  initialThreadId,
}: {
  channel: ChatChannel;
  /** A thread to open at once (a notification's link names one). */
  initialThreadId?: number;
  viewerId: string | undefined;
  /** Whom `@Name` in the composer can mention. */
  people: readonly ChatPerson[];
}) {
  const queryClient = useQueryClient();
  const history = useChannelHistory(channel.id);
  const send = useSendMessage(channel.id);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const react = useReact();
  useLiveReactions();
  const activity = useChannelActivity(channel.id, viewerId);
  const [editing, setEditing] = useState<ComposerEditing | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [deleteError, setDeleteError] = useState<string | undefined>(undefined);
  const [threadId, setThreadId] = useState<number | undefined>(initialThreadId);
  const [announced, setAnnounced] = useState("");
  // Where the reader had read to when the channel opened: the "New messages" line stays there while
  // they read, even though reading moves the pointer.
  const [readAtOpen] = useState(channel.lastReadMessageId);
  const [unreadAtOpen] = useState(channel.unreadCount);
  const scroller = useRef<HTMLDivElement>(null);
  const unreadLine = useRef<HTMLHeadingElement>(null);
  const heightBeforeOlder = useRef<number | undefined>(undefined);
  const stickToBottom = useRef(true);
  const lastMarked = useRef(channel.lastReadMessageId);

  const messages = useMemo(
    () => [...(history.data?.pages.flatMap((page) => page.items) ?? [])].sort((a, b) => a.id - b.id),
    [history.data],
  );
  const newestId = messages.at(-1)?.id ?? 0;
  const firstUnread = messages.find((message) => message.id > readAtOpen && message.author?.id !== viewerId);
  const knownPeople = useMemo(() => {
    const byId = new Map(people.map((person) => [person.id, person]));
    for (const message of messages) {
      if (message.author) byId.set(message.author.id, message.author);
      for (const person of message.mentions) byId.set(person.id, person);
    }
    return [...byId.values()].filter((person) => person.id !== viewerId);
  }, [people, messages, viewerId]);

  // Messages arrive on the stream with their content and go straight into the history and the thread
  // (app/realtime's bridge, for every channel cached). A history read before the stream was live may
  // lack a message sent in between: it is read again.
  useRealtimeEvent("ready", () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.history(channel.id) });
  });

  /*
   * Each new message of someone else's is announced, however it arrived: on the stream, or in the
   * history read again when the stream first went live (a message sent before then comes that way).
   * What the history held when it was first read, and older pages loaded later, are not new.
   */
  const announcedThrough = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!history.data) return;
    const through = announcedThrough.current;
    announcedThrough.current = Math.max(through ?? 0, newestId);
    if (through === undefined) return;
    const arrived = messages.findLast(
      (message) => message.id > through && message.parentId === null && message.author?.id !== viewerId,
    );
    if (arrived) setAnnounced(announcement(arrived));
  }, [history.data, messages, newestId, viewerId]);

  // Reading: while the page is in view, the pointer follows the newest message shown.
  useEffect(() => {
    function markIfVisible() {
      if (document.visibilityState !== "visible" || newestId <= lastMarked.current) return;
      lastMarked.current = newestId;
      void markChannelRead(channel.id, newestId)
        .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.counts() }))
        .catch(() => {
          lastMarked.current = 0;
        });
    }
    markIfVisible();
    document.addEventListener("visibilitychange", markIfVisible);
    return () => document.removeEventListener("visibilitychange", markIfVisible);
  }, [channel.id, newestId, queryClient]);

  // Keeps the view where the reader is: at the bottom for new messages, still after older ones load.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (heightBeforeOlder.current !== undefined) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = undefined;
    } else if (stickToBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [messages]);

  const loadOlder = useCallback(async () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight;
    await history.fetchNextPage();
  }, [history]);

  function onScroll() {
    const element = scroller.current;
    if (!element) return;
    stickToBottom.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
    if (element.scrollTop < LOAD_OLDER_PX) void loadOlder();
  }

  async function jumpToFirstUnread() {
    let pages = history.data?.pages;
    let hasMore = history.hasNextPage;
    const oldestLoaded = () => pages?.at(-1)?.items.at(-1)?.id ?? 0;
    while (hasMore && oldestLoaded() > readAtOpen + 1) {
      heightBeforeOlder.current = scroller.current?.scrollHeight;
      const result = await history.fetchNextPage();
      pages = result.data?.pages;
      hasMore = result.hasNextPage;
    }
    requestAnimationFrame(() => {
      unreadLine.current?.scrollIntoView({ block: "start" });
      unreadLine.current?.focus();
    });
  }

  const lastOwnMessage = useCallback((): ComposerEditing | undefined => {
    const own = [...messages]
      .reverse()
      .find((message) => message.author?.id === viewerId && !message.deletedAt);
    return own ? { id: own.id, text: toWrittenMentions(own.body, own.mentions) } : undefined;
  }, [messages, viewerId]);

  function onReact(message: ChatMessage, reaction: ChatReaction, add: boolean) {
    react.mutate({ messageId: message.id, reaction, add });
  }

  const headingId = `channel-${channel.id}`;
  return (
    <div className="flex min-h-0 flex-1 gap-4">
      <section aria-labelledby={headingId} className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b pb-2">
          <h2 id={headingId} className="text-lg font-semibold">
            # {channel.name}
            {channel.archived && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">(archived)</span>
            )}
          </h2>
          {unreadAtOpen > 0 && (
            <Button variant="outline" size="sm" onClick={() => void jumpToFirstUnread()}>
              Jump to first unread
            </Button>
          )}
        </div>
        <p aria-live="polite" className="sr-only">
          {announced}
        </p>
        {/* The region scrolls on its own, so it takes focus: keyboard users can reach and scroll it. */}
        <section
          ref={scroller}
          onScroll={onScroll}
          className="min-h-0 flex-1 overflow-y-auto py-2"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          aria-label={`Messages in ${channel.name}`}
        >
          {history.isPending ? (
            <div className="space-y-3 p-2">
              <p role="status" className="sr-only">
                Loading messages…
              </p>
              {[0, 1, 2].map((key) => (
                <div key={key} aria-hidden="true" className="flex gap-3">
                  <Skeleton className="size-8 rounded-full" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/4" />
                    <Skeleton className="h-4 w-2/3" />
                  </div>
                </div>
              ))}
            </div>
          ) : history.isError ? (
            <p role="alert" className="p-4 text-sm text-destructive">
              {history.error.message}{" "}
              <Button variant="link" size="sm" onClick={() => history.refetch()}>
                Try again
              </Button>
            </p>
          ) : (
            <>
              {history.hasNextPage ? (
                <div className="flex justify-center py-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void loadOlder()}
                    disabled={history.isFetchingNextPage}
                  >
                    {history.isFetchingNextPage ? "Loading older messages…" : "Load older messages"}
                  </Button>
                </div>
              ) : (
                <p className="px-2 py-4 text-sm text-muted-foreground">
                  This is the start of # {channel.name}.
                </p>
              )}
              {messages.length === 0 && (
                <p className="px-2 text-sm text-muted-foreground">No messages yet. Say hello!</p>
              )}
              <ol aria-label="Messages" className="space-y-0.5">
                {messages.map((message, index) => {
                  const previous = messages[index - 1];
                  const newDay = !previous || dayKey(previous.createdAt) !== dayKey(message.createdAt);
                  return (
                    <Fragment key={message.id}>
                      {newDay && (
                        <li className="flex items-center gap-3 py-2" aria-hidden="false">
                          <span className="h-px flex-1 bg-border" aria-hidden="true" />
                          <h3 className="text-xs font-semibold text-muted-foreground">
                            {dayLabel(message.createdAt)}
                          </h3>
                          <span className="h-px flex-1 bg-border" aria-hidden="true" />
                        </li>
                      )}
                      {message.id === firstUnread?.id && (
                        <li className="flex items-center gap-3 py-1">
                          <span className="h-px flex-1 bg-destructive/60" aria-hidden="true" />
                          <h3
                            ref={unreadLine}
                            tabIndex={-1}
                            className="text-xs font-semibold text-destructive outline-none focus-visible:underline"
                          >
                            New messages
                          </h3>
                          <span className="h-px flex-1 bg-destructive/60" aria-hidden="true" />
                        </li>
                      )}
                      <li>
                        <MessageItem
                          message={message}
                          viewerId={viewerId}
                          onEdit={
                            channel.archived
                              ? undefined
                              : (own) =>
                                  setEditing({ id: own.id, text: toWrittenMentions(own.body, own.mentions) })
                          }
                          onDelete={(own) => {
                            setDeleteError(undefined);
                            setDeleting(own);
                          }}
                          onReply={(parent) => setThreadId(parent.id)}
                          onReact={channel.archived ? undefined : onReact}
                        />
                      </li>
                    </Fragment>
                  );
                })}
              </ol>
            </>
          )}
        </section>
        {!stickToBottom.current && messages.length > 0 && (
          <div className="flex justify-center">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                stickToBottom.current = true;
                scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
              }}
            >
              <ArrowDownIcon aria-hidden="true" /> Newest messages
            </Button>
          </div>
        )}
        <div className="flex min-h-5 flex-wrap justify-between gap-2 text-xs text-muted-foreground">
          <p>{typingSentence(activity.typingNames)}</p>
          {activity.onlineNames.length > 0 && <p>Here now: {activity.onlineNames.join(", ")}</p>}
        </div>
        {channel.archived ? (
          <p className="border-t pt-3 text-sm text-muted-foreground">
            This channel is archived: its messages can be read, but no new ones written.
          </p>
        ) : (
          <MessageComposer
            label={`Message # ${channel.name}`}
            placeholder={`Message # ${channel.name}`}
            onSend={(text, attachmentIds, mentioned) => {
              stickToBottom.current = true;
              return send.mutateAsync({
                body: toStoredMentions(text, [...knownPeople, ...mentioned]),
                ...(attachmentIds.length > 0 && { attachmentIds }),
              });
            }}
            onTyping={() => activity.onTyping()}
            onUpload={async (file) => (await uploadAttachment(channel.id, file)).attachment}
            onEdit={(id, text, mentioned) =>
              edit.mutateAsync({ id, body: toStoredMentions(text, [...knownPeople, ...mentioned]) })
            }
            mentionSource={chatMentionSource(channel.id)}
            lastOwnMessage={lastOwnMessage}
            editing={editing}
            onEditingChange={setEditing}
          />
        )}
      </section>
      {threadId !== undefined && (
        <ThreadPanel
          messageId={threadId}
          channel={channel}
          viewerId={viewerId}
          people={knownPeople}
          onClose={() => setThreadId(undefined)}
          onReact={onReact}
          onDelete={(own) => {
            setDeleteError(undefined);
            setDeleting(own);
          }}
        />
      )}
      {deleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete this message?"
            description="Everyone in the channel will see that a message was deleted. Its text, reactions and files go for good."
            confirmLabel="Delete message"
            pendingLabel="Deleting…"
            pending={remove.isPending}
            error={deleteError}
            onConfirm={() =>
              remove.mutate(deleting.id, {
                onSuccess: () => setDeleting(null),
                onError: (failure) => setDeleteError(failure.message),
              })
            }
          />
        </Suspense>
      )}
    </div>
  );
}
