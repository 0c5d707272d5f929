import {
  CHAT_REACTION_EMOJI,
  CHAT_REACTION_LABELS,
  CHAT_REACTIONS,
  type ChatMessage,
  type ChatReaction,
  MODERATION_MESSAGES,
} from "@hatchery/shared";
import { EllipsisIcon, PaperclipIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LazyMenu, type MenuEntry } from "@/components/lazy-menu";
import { PersonAvatar } from "@/components/person-avatar";
import { PersonLink } from "@/components/person-link";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/dates";
import { possessive } from "@/lib/possessive";
import { cn } from "@/lib/utils";
import { messageTime } from "./chat-dates";
import { ChatText } from "./chat-text";

function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One message: who and when, the text (or that it was deleted), files, reactions and its actions. */
export function MessageItem({
  message,
  viewerId,
  onEdit,
  onDelete,
  onReply,
  onReact,
  onReport,
}: {
  message: ChatMessage;
  viewerId: string | undefined;
  onEdit?: (message: ChatMessage) => void;
  onDelete?: (message: ChatMessage) => void;
  /** Opens the message's thread; absent inside a thread. */
  onReply?: (message: ChatMessage) => void;
  onReact?: (message: ChatMessage, reaction: ChatReaction, add: boolean) => void;
  /** Reports another's message to the moderators. */
  onReport?: (message: ChatMessage) => void;
}) {
  const [picking, setPicking] = useState(false);
  const tray = useRef<HTMLFieldSetElement>(null);
  const actionsButton = useRef<HTMLButtonElement>(null);
  // The tray opens with its first reaction focused, so the keyboard lands in it rather than on the
  // message's other actions, which come before it in the page.
  useEffect(() => {
    if (picking) tray.current?.querySelector("button")?.focus();
  }, [picking]);
  function closeTray() {
    setPicking(false);
    actionsButton.current?.focus();
  }
  const own = message.author !== null && message.author.id === viewerId;
  // A message a moderator hid is gone for readers as a deleted one is, and says why.
  const hidden = Boolean(message.hiddenAt) && message.deletedAt === null;
  const deleted = message.deletedAt !== null || hidden;
  const authorName = message.author?.name ?? "Former member";
  const actions: MenuEntry[] = [
    ...(onReact
      ? [{ key: "react", label: "Add a reaction", onSelect: () => setPicking(true), movesFocus: true }]
      : []),
    ...(onReply ? [{ key: "reply", label: "Reply in thread", onSelect: () => onReply(message) }] : []),
    ...(own && onEdit
      ? [{ key: "edit", label: "Edit", onSelect: () => onEdit(message), movesFocus: true }]
      : []),
    ...(own && onDelete ? [{ key: "delete", label: "Delete", onSelect: () => onDelete(message) }] : []),
    ...(!own && onReport ? [{ key: "report", label: "Report", onSelect: () => onReport(message) }] : []),
  ];
  return (
    <article
      aria-label={`${authorName} at ${messageTime(message.createdAt)}`}
      className="group flex gap-3 rounded-md px-2 py-1.5 hover:bg-muted/50 focus-within:bg-muted/50"
    >
      <PersonAvatar person={message.author ?? { name: "?", image: null }} className="mt-0.5 size-8" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {message.author ? (
            <PersonLink person={message.author} className="font-semibold" />
          ) : (
            <span className="font-semibold">{authorName}</span>
          )}
          <time
            dateTime={message.createdAt}
            title={formatDateTime(message.createdAt)}
            className="text-xs text-muted-foreground"
          >
            {messageTime(message.createdAt)}
          </time>
          {message.editedAt && !deleted && <span className="text-xs text-muted-foreground">(edited)</span>}
        </p>
        {hidden ? (
          <p className="text-sm text-muted-foreground italic">{MODERATION_MESSAGES.removedByModeration}.</p>
        ) : deleted ? (
          <p className="text-sm text-muted-foreground italic">This message was deleted.</p>
        ) : (
          <div className="text-sm">
            <ChatText body={message.body} mentions={message.mentions} />
          </div>
        )}
        {message.attachments.length > 0 && (
          <ul aria-label="Files" className="mt-1 flex flex-wrap gap-2">
            {message.attachments.map((file) => (
              <li key={file.id}>
                {file.mimeType.startsWith("image/") ? (
                  <a href={file.url} target="_blank" rel="noopener noreferrer" className="block">
                    <img
                      src={file.url}
                      alt={file.fileName}
                      className="max-h-48 max-w-xs rounded-md border"
                      loading="lazy"
                    />
                  </a>
                ) : (
                  <a
                    href={file.url}
                    className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-sm text-primary underline-offset-2 hover:underline"
                  >
                    <PaperclipIcon aria-hidden="true" className="size-4" />
                    {file.fileName}{" "}
                    <span className="text-muted-foreground">({fileSize(file.sizeBytes)})</span>
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
        {message.reactions.length > 0 && (
          <ul aria-label="Reactions" className="mt-1 flex flex-wrap gap-1">
            {message.reactions.map(({ reaction, userIds }) => {
              const mine = viewerId !== undefined && userIds.includes(viewerId);
              return (
                <li key={reaction}>
                  <button
                    type="button"
                    aria-pressed={mine}
                    disabled={!onReact || deleted}
                    onClick={() => onReact?.(message, reaction, !mine)}
                    className={cn(
                      "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs",
                      mine ? "border-primary bg-primary/10" : "bg-background",
                    )}
                  >
                    <span aria-hidden="true">{CHAT_REACTION_EMOJI[reaction]}</span>
                    <span className="sr-only">{CHAT_REACTION_LABELS[reaction]}:</span>
                    {userIds.length}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {onReply && message.replyCount > 0 && (
          <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={() => onReply(message)}>
            {message.replyCount === 1 ? "1 reply" : `${message.replyCount} replies`}
          </Button>
        )}
        {picking && onReact && (
          <fieldset
            ref={tray}
            className="mt-1 flex flex-wrap gap-1"
            onKeyDown={(event) => {
              if (event.key !== "Escape") return;
              event.stopPropagation();
              closeTray();
            }}
          >
            <legend className="sr-only">Add a reaction</legend>
            {CHAT_REACTIONS.map((reaction) => (
              <Button
                key={reaction}
                variant="outline"
                size="sm"
                aria-label={CHAT_REACTION_LABELS[reaction]}
                onClick={() => {
                  closeTray();
                  const present = message.reactions.find((each) => each.reaction === reaction);
                  onReact(message, reaction, !(viewerId && present?.userIds.includes(viewerId)));
                }}
              >
                <span aria-hidden="true">{CHAT_REACTION_EMOJI[reaction]}</span>
              </Button>
            ))}
          </fieldset>
        )}
      </div>
      {!deleted && actions.length > 0 && (
        // One button a message rather than one an action: a channel shows fifty messages at a time, and
        // two to four icon buttons each were most of its page's elements, in its style, layout and
        // hydration work on a phone (issue 29). The menu loads the first time a button is pressed.
        <div className="shrink-0 opacity-100 sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-within:opacity-100 sm:has-[[aria-expanded=true]]:opacity-100">
          <LazyMenu
            align="end"
            trigger={
              <Button
                ref={actionsButton}
                variant="ghost"
                size="icon"
                className="size-7"
                aria-label={`Actions for ${possessive(authorName)} message`}
              >
                <EllipsisIcon aria-hidden="true" className="size-4" />
              </Button>
            }
            entries={actions}
          />
        </div>
      )}
    </article>
  );
}
