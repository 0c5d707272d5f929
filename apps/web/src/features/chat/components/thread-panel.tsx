import type { ChatChannel, ChatMessage, ChatPerson, ChatReaction } from "@hatchery/shared";
import { XIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useEditMessage, useSendMessage, useThread } from "../api/chat-messages";
import { chatMentionSource } from "../api/chat-people";
import { toStoredMentions, toWrittenMentions } from "./mentions";
import { type ComposerEditing, MessageComposer } from "./message-composer";
import { MessageItem } from "./message-item";

/** A thread beside the channel: its first message, the replies, and a composer for a reply. */
export function ThreadPanel({
  messageId,
  channel,
  readOnly,
  viewerId,
  people,
  onClose,
  onReact,
  onDelete,
  onReport,
}: {
  messageId: number;
  channel: ChatChannel;
  /** No replies, edits or reactions: the channel is archived or the reader can no longer write in it. */
  readOnly: boolean;
  viewerId: string | undefined;
  people: readonly ChatPerson[];
  onClose: () => void;
  onReact: (message: ChatMessage, reaction: ChatReaction, add: boolean) => void;
  onDelete: (message: ChatMessage) => void;
  onReport: (message: ChatMessage) => void;
}) {
  const thread = useThread(messageId);
  const send = useSendMessage(channel.id);
  const edit = useEditMessage();
  const [editing, setEditing] = useState<ComposerEditing | null>(null);
  const replies = thread.data?.replies ?? [];
  const lastOwnReply = useCallback((): ComposerEditing | undefined => {
    const own = [...replies].reverse().find((reply) => reply.author?.id === viewerId && !reply.deletedAt);
    return own ? { id: own.id, text: toWrittenMentions(own.body, own.mentions) } : undefined;
  }, [replies, viewerId]);
  const startEditing = (own: ChatMessage) =>
    setEditing({ id: own.id, text: toWrittenMentions(own.body, own.mentions) });

  return (
    <aside
      aria-labelledby="thread-heading"
      className="fixed inset-0 z-40 flex flex-col gap-2 bg-background p-4 md:static md:z-auto md:w-80 md:shrink-0 md:border-l md:p-0 md:pl-4"
    >
      <div className="flex items-center justify-between border-b pb-2">
        <h2 id="thread-heading" className="text-lg font-semibold">
          Thread
        </h2>
        <Button variant="ghost" size="icon" aria-label="Close the thread" onClick={onClose}>
          <XIcon aria-hidden="true" />
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {thread.isPending ? (
          <div className="space-y-2">
            <p role="status" className="sr-only">
              Loading the thread…
            </p>
            <Skeleton aria-hidden="true" className="h-12 w-full" />
          </div>
        ) : thread.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {thread.error.message}
          </p>
        ) : (
          <>
            <MessageItem
              message={thread.data.parent}
              viewerId={viewerId}
              onReact={readOnly ? undefined : onReact}
              onEdit={readOnly ? undefined : startEditing}
              onDelete={onDelete}
              onReport={onReport}
            />
            <p className="my-2 border-b pb-1 text-xs text-muted-foreground">
              {replies.length === 1 ? "1 reply" : `${replies.length} replies`}
            </p>
            <ol aria-label="Replies" aria-live="polite" aria-relevant="additions" className="space-y-0.5">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <MessageItem
                    message={reply}
                    viewerId={viewerId}
                    onReact={readOnly ? undefined : onReact}
                    onEdit={readOnly ? undefined : startEditing}
                    onDelete={onDelete}
                    onReport={onReport}
                  />
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
      {!readOnly && (
        <MessageComposer
          label="Reply in the thread"
          placeholder="Reply…"
          onSend={(text, _attachmentIds, mentioned) =>
            send.mutateAsync({ body: toStoredMentions(text, [...people, ...mentioned]), parentId: messageId })
          }
          onEdit={(id, text, mentioned) =>
            edit.mutateAsync({ id, body: toStoredMentions(text, [...people, ...mentioned]) })
          }
          mentionSource={chatMentionSource(channel.id)}
          lastOwnMessage={lastOwnReply}
          editing={editing}
          onEditingChange={setEditing}
        />
      )}
    </aside>
  );
}
