import type { ChatChannel, ChatMessage, ChatPerson, ChatReaction } from "@hatchery/shared";
import { ArrowDownIcon } from "lucide-react";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useDeferredFirstAnswer } from "@/lib/use-deferred-first-answer";
import { typingSentence, useChannelActivity } from "../api/chat-activity";
import { uploadAttachment, useChannelHistory, useEditMessage, useSendMessage } from "../api/chat-messages";
import { chatMentionSource } from "../api/chat-people";
import { useLiveReactions, useReact } from "../api/chat-reactions";
import { ChannelHistory } from "./channel-history";
import { toStoredMentions, toWrittenMentions } from "./mentions";
import { type ComposerEditing, MessageComposer } from "./message-composer";
import { useMessageDialogs } from "./message-dialogs";
import { MessageList } from "./message-list";
import { ThreadPanel } from "./thread-panel";
import { useChannelReading } from "./use-channel-reading";
import { useChannelScroll } from "./use-channel-scroll";
import { useNewMessageAnnouncement } from "./use-new-message-announcement";

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
  heading,
  writeRefusal = null,
}: {
  channel: ChatChannel;
  /** What the channel is called where "# name" says too little (a direct conversation's people). */
  heading?: { text: string; node?: ReactNode };
  /** Why the reader may not write here, shown instead of the composer; null when they may. */
  writeRefusal?: string | null;
  /** A thread to open at once (a notification's link names one). */
  initialThreadId?: number;
  viewerId: string | undefined;
  /** Whom `@Name` in the composer can mention. */
  people: readonly ChatPerson[];
}) {
  const history = useChannelHistory(channel.id);
  /*
   * The first page of messages renders in slices, the placeholders staying until it has; what follows
   * (a message sent or arriving on the stream, an older page) shows at once (decision 071).
   */
  const shownHistory = useDeferredFirstAnswer(history.data);
  const send = useSendMessage(channel.id);
  const edit = useEditMessage();
  const react = useReact();
  useLiveReactions();
  const activity = useChannelActivity(channel.id, viewerId);
  const { dialogs, askDelete, askReport } = useMessageDialogs();
  const [editing, setEditing] = useState<ComposerEditing | null>(null);
  const [threadId, setThreadId] = useState<number | undefined>(initialThreadId);
  // Where the reader had read to when the channel opened: the "New messages" line stays there while
  // they read, even though reading moves the pointer.
  const [readAtOpen] = useState(channel.lastReadMessageId);
  const [unreadAtOpen] = useState(channel.unreadCount);

  const messages = useMemo(
    () => [...(shownHistory?.pages.flatMap((page) => page.items) ?? [])].sort((a, b) => a.id - b.id),
    [shownHistory],
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

  useChannelReading(channel.id, channel.lastReadMessageId, newestId);
  const announced = useNewMessageAnnouncement(shownHistory !== undefined, messages, viewerId);
  const scroll = useChannelScroll(history, messages, readAtOpen);

  const lastOwnMessage = useCallback((): ComposerEditing | undefined => {
    const own = [...messages]
      .reverse()
      .find((message) => message.author?.id === viewerId && !message.deletedAt);
    return own ? { id: own.id, text: toWrittenMentions(own.body, own.mentions) } : undefined;
  }, [messages, viewerId]);

  function onReact(message: ChatMessage, reaction: ChatReaction, add: boolean) {
    react.mutate({ messageId: message.id, reaction, add });
  }

  // Archived, or a conversation the reader can no longer write in: the server refuses edits and
  // reactions there as it refuses messages, so their controls are not offered.
  const readOnly = channel.archived || writeRefusal !== null;
  const headingId = `channel-${channel.id}`;
  return (
    <div className="flex min-h-0 flex-1 gap-4">
      <section aria-labelledby={headingId} className="flex min-h-0 min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-between gap-2 border-b pb-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {heading ? (heading.node ?? heading.text) : `# ${channel.name}`}
            {channel.archived && (
              <span className="ml-2 text-sm font-normal text-muted-foreground">(archived)</span>
            )}
          </h2>
          {unreadAtOpen > 0 && (
            <Button variant="outline" size="sm" onClick={() => void scroll.jumpToFirstUnread()}>
              Jump to first unread
            </Button>
          )}
        </div>
        <p aria-live="polite" className="sr-only">
          {announced}
        </p>
        {/* The region scrolls on its own, so it takes focus: keyboard users can reach and scroll it. */}
        <section
          ref={scroll.scroller}
          onScroll={scroll.onScroll}
          className="min-h-0 flex-1 overflow-y-auto py-2"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
          tabIndex={0}
          aria-label={`Messages in ${heading?.text ?? channel.name}`}
        >
          <ChannelHistory
            channelName={channel.name}
            history={history}
            loading={history.isPending || (history.data !== undefined && shownHistory === undefined)}
            messages={messages}
            onLoadOlder={() => void scroll.loadOlder()}
          >
            <MessageList
              messages={messages}
              viewerId={viewerId}
              firstUnreadId={firstUnread?.id}
              unreadLine={scroll.unreadLine}
              actions={{
                onEdit: readOnly
                  ? undefined
                  : (own) => setEditing({ id: own.id, text: toWrittenMentions(own.body, own.mentions) }),
                onDelete: askDelete,
                onReply: (parent) => setThreadId(parent.id),
                onReact: readOnly ? undefined : onReact,
                onReport: askReport,
              }}
            />
          </ChannelHistory>
        </section>
        {!scroll.atBottom() && messages.length > 0 && (
          <div className="flex justify-center">
            <Button variant="secondary" size="sm" onClick={scroll.scrollToNewest}>
              <ArrowDownIcon aria-hidden="true" /> Newest messages
            </Button>
          </div>
        )}
        <div className="flex min-h-5 flex-wrap justify-between gap-2 text-xs text-muted-foreground">
          <p>{typingSentence(activity.typingNames)}</p>
          {activity.onlineNames.length > 0 && <p>Here now: {activity.onlineNames.join(", ")}</p>}
        </div>
        {writeRefusal !== null ? (
          <p className="border-t pt-3 text-sm text-muted-foreground">{writeRefusal}</p>
        ) : channel.archived ? (
          <p className="border-t pt-3 text-sm text-muted-foreground">
            This channel is archived: its messages can be read, but no new ones written.
          </p>
        ) : (
          <MessageComposer
            label={heading ? `Message ${heading.text}` : `Message # ${channel.name}`}
            placeholder={heading ? `Message ${heading.text}` : `Message # ${channel.name}`}
            onSend={(text, attachmentIds, mentioned) => {
              scroll.stickToBottom();
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
            autoFocus
          />
        )}
      </section>
      {threadId !== undefined && (
        <ThreadPanel
          messageId={threadId}
          channel={channel}
          readOnly={readOnly}
          viewerId={viewerId}
          people={knownPeople}
          onClose={() => setThreadId(undefined)}
          onReact={onReact}
          onDelete={askDelete}
          onReport={askReport}
        />
      )}
      {dialogs}
    </div>
  );
}
