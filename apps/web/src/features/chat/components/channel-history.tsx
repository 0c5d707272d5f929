import type { ChatMessage } from "@hatchery/shared";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { useChannelHistory } from "../api/chat-messages";

/**
 * What the channel's scrolling region shows around its messages: placeholders while the history
 * loads, its error with a way to try again, then a way to load older messages (or the channel's
 * start) above the list.
 */
export function ChannelHistory({
  channelName,
  history,
  loading,
  messages,
  onLoadOlder,
  children,
}: {
  channelName: string;
  history: ReturnType<typeof useChannelHistory>;
  /** The first page is on its way, or not yet rendered. */
  loading: boolean;
  messages: readonly ChatMessage[];
  onLoadOlder: () => void;
  /** The list of messages. */
  children: ReactNode;
}) {
  if (loading) {
    return (
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
    );
  }
  if (history.isError) {
    return (
      <p role="alert" className="p-4 text-sm text-destructive">
        {history.error.message}{" "}
        <Button variant="link" size="sm" onClick={() => history.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <>
      {history.hasNextPage ? (
        <div className="flex justify-center py-2">
          <Button variant="outline" size="sm" onClick={onLoadOlder} disabled={history.isFetchingNextPage}>
            {history.isFetchingNextPage ? "Loading older messages…" : "Load older messages"}
          </Button>
        </div>
      ) : (
        <p className="px-2 py-4 text-sm text-muted-foreground">This is the start of # {channelName}.</p>
      )}
      {messages.length === 0 && (
        <p className="px-2 text-sm text-muted-foreground">No messages yet. Say hello!</p>
      )}
      {children}
    </>
  );
}
