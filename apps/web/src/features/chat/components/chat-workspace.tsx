import { type ChatPerson, openChannelOf } from "@hatchery/shared";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { useDeferredFirstAnswer } from "@/lib/use-deferred-first-answer";
import { cn } from "@/lib/utils";
import { type ChatScope, useChannels } from "../api/chat-channels";
import { getChannelHistoryQueryOptions } from "../api/chat-messages";
import { ChannelView } from "./channel-view";
import { ChatSearch } from "./chat-search";
import { UnreadBadge } from "./unread-badge";

// Only the incubator's owner manages channels: the forms load when they open them.
const ManageChannels = lazy(() =>
  import("./manage-channels").then((module) => ({ default: module.ManageChannels })),
);

// The chat fills the window below the site's header (AppShell's `fullWindow`): the messages scroll in
// their own region, so the composer and the newest message stay in view, at 360 px too.
const WORKSPACE_CLASS = "flex min-h-0 flex-1 flex-col pb-3 sm:pb-4";
const WORKSPACE_BODY_CLASS = "flex min-h-0 flex-1 flex-col gap-2 md:flex-row md:gap-4";

/**
 * A team's or an incubator's chat: the channels with their unread and mention counts beside the open
 * channel (`?channel=` in the address, the general channel by default).
 */
export function ChatWorkspace({
  scope,
  title,
  placeName,
  backTo,
  backLabel,
  people = [],
}: {
  scope: ChatScope;
  title: string;
  /** The team's or incubator's name, once known. */
  placeName?: string;
  backTo: string;
  backLabel: string;
  people?: readonly ChatPerson[];
}) {
  const channels = useChannels(scope);
  const session = useSession();
  const viewerId = session.data?.user.id;
  const [params, setParams] = useSearchParams();
  const [managing, setManaging] = useState(false);
  /*
   * The first answer renders in slices, the placeholders staying until it has; later ones (counts,
   * a channel added) show at once (decision 071). The open channel's messages are asked for as soon as
   * the answer names it, while it renders.
   */
  const shown = useDeferredFirstAnswer(channels.data);
  const queryClient = useQueryClient();
  const selectedId = channels.data && openChannelOf(channels.data.channels, params.get("channel"))?.id;
  useEffect(() => {
    if (selectedId) void queryClient.prefetchInfiniteQuery(getChannelHistoryQueryOptions(selectedId));
  }, [queryClient, selectedId]);

  const header = (
    <WorkspaceHeader title={title} placeName={placeName} backTo={backTo} backLabel={backLabel} />
  );
  if (channels.isPending || (channels.data !== undefined && shown === undefined)) {
    /*
     * The placeholder is the workspace's own frame: the same header and, where the channels and the
     * open channel will be, shapes of their place, so nothing painted moves when they come (a layout
     * shift of 0.1 on a phone when a shorter placeholder stood there, decision 072).
     */
    return (
      <PageContainer className={WORKSPACE_CLASS}>
        {header}
        <div className={WORKSPACE_BODY_CLASS}>
          <p role="status" className="sr-only">
            Loading the chat…
          </p>
          <Skeleton className="h-9 shrink-0 md:h-64 md:w-56" />
          <Skeleton className="min-h-64 flex-1" />
        </div>
      </PageContainer>
    );
  }
  if (channels.isError) {
    const refusal = channels.error instanceof ApiError ? channels.error : undefined;
    // The channels were there a moment ago: the person's access ended while the page was open (a trial
    // declined, a member removed), which the page says rather than showing what they may no longer read.
    const ended = channels.data !== undefined && refusal !== undefined && refusal.status < 500;
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title={ended ? "Your access to this chat has ended" : title}
          lead={refusal?.message ?? channels.error.message}
        />
        <Link to={backTo} className={buttonVariants()}>
          {backLabel}
        </Link>
      </PageContainer>
    );
  }

  const list = channels.data.channels;
  const selected = openChannelOf(list, params.get("channel"));

  return (
    <PageContainer className={WORKSPACE_CLASS}>
      {header}
      <div className={WORKSPACE_BODY_CLASS}>
        <nav aria-label="Channels" className="shrink-0 md:w-56">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {list.map((channel) => {
              const current = channel.id === selected?.id;
              return (
                <li key={channel.id}>
                  <Link
                    to={`?channel=${channel.id}`}
                    aria-current={current ? "page" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setParams({ channel: channel.id });
                    }}
                    className={cn(
                      "flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap hover:bg-accent",
                      current && "bg-accent font-semibold",
                      channel.unreadCount > 0 && !current && "font-semibold",
                      channel.archived && "text-muted-foreground",
                    )}
                  >
                    <span>
                      # {channel.name}
                      {channel.archived && <span className="sr-only"> (archived)</span>}
                    </span>
                    <UnreadBadge unread={channel.unreadCount} mentions={channel.mentionCount} />
                  </Link>
                </li>
              );
            })}
          </ul>
          {channels.data.viewer.permissions.manageChannels && (
            <div className="mt-3">
              <Button variant="outline" size="sm" onClick={() => setManaging(true)}>
                Manage channels
              </Button>
              {managing && (
                <Suspense fallback={null}>
                  <ManageChannels slug={scope.slug} channels={list} open onOpenChange={setManaging} />
                </Suspense>
              )}
            </div>
          )}
        </nav>
        {selected ? (
          <ChannelView
            key={selected.id}
            channel={selected}
            viewerId={viewerId}
            people={people}
            initialThreadId={
              /^\d+$/.test(params.get("thread") ?? "") ? Number(params.get("thread")) : undefined
            }
          />
        ) : (
          <Alert>
            <AlertTitle>No channel yet</AlertTitle>
            <AlertDescription>This chat has no open channel.</AlertDescription>
          </Alert>
        )}
      </div>
    </PageContainer>
  );
}

/**
 * The workspace's title with the place's name above it, the search and the way back. The name comes
 * with the place's own answer, after the chat's: its line is there from the first paint, so the
 * channel below does not move down when the name fills it.
 */
function WorkspaceHeader({
  title,
  placeName,
  backTo,
  backLabel,
}: {
  title: string;
  placeName: string | undefined;
  backTo: string;
  backLabel: string;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-2 py-3 sm:py-5">
      <div>
        <p
          aria-hidden={placeName === undefined || undefined}
          className="text-xs font-semibold tracking-wide text-primary uppercase sm:text-sm"
        >
          {placeName ?? "\u00a0"}
        </p>
        <h1 className="text-xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </div>
      <div className="flex flex-wrap items-start gap-2">
        <ChatSearch />
        <Link to={backTo} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {backLabel}
        </Link>
      </div>
    </header>
  );
}
