import { type ChatChannel, type Conversation, DIRECT_MESSAGE_ERRORS } from "@hatchery/shared";
import { Fragment } from "react";
import { Link, useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { PersonLink } from "@/components/person-link";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/lib/auth/session";
import { usePageHead } from "@/lib/page-head";
import { useConversation } from "../api/conversations";
import { useSetBlocked } from "../api/person-blocks";
import { ChannelView } from "./channel-view";
import { conversationName } from "./conversation-list";

/** A conversation as the chat's channel view reads a channel: it is one, of no team or incubator. */
function channelOf(conversation: Conversation): ChatChannel {
  return {
    id: conversation.id,
    name: "direct",
    teamId: null,
    incubatorId: null,
    isGeneral: false,
    archived: false,
    lastReadMessageId: conversation.lastReadMessageId,
    unreadCount: conversation.unreadCount,
    mentionCount: 0,
  };
}

/** `/messages/{conversationId}`: the conversation on the chat's own view, with blocking for a pair. */
export function ConversationView({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  const session = useSession();
  const [params] = useSearchParams();
  const setBlocked = useSetBlocked();
  const found = conversation.data?.conversation;
  const name = found ? conversationName(found) : undefined;
  usePageHead(name === undefined ? undefined : { title: `Messages with ${name}` });

  if (conversation.isPending) {
    return (
      <PageContainer className="py-10">
        <p role="status" className="sr-only">
          Loading the conversation…
        </p>
        <Skeleton aria-hidden="true" className="h-96" />
      </PageContainer>
    );
  }
  if (!found || name === undefined) {
    return (
      <PageContainer className="pb-16">
        <PageHeader title="Conversation not found" lead={conversation.error?.message} />
        <Link to="/messages" className={buttonVariants()}>
          Back to messages
        </Link>
      </PageContainer>
    );
  }
  const [only] = found.others.length === 1 ? found.others : [];
  const blockedByViewer = found.sendRefusal === DIRECT_MESSAGE_ERRORS.blockedByYou;
  const thread = params.get("thread");
  return (
    <PageContainer className="flex flex-col pb-6">
      <header className="flex flex-wrap items-center justify-between gap-2 py-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Messages</h1>
        <div className="flex flex-wrap gap-2">
          {only && (
            <Button
              variant="outline"
              size="sm"
              disabled={setBlocked.isPending}
              onClick={() => setBlocked.mutate({ userId: only.id, blocked: !blockedByViewer })}
            >
              {blockedByViewer ? `Unblock ${only.name}` : `Block ${only.name}`}
            </Button>
          )}
          <Link to="/messages" className={buttonVariants({ variant: "outline", size: "sm" })}>
            All conversations
          </Link>
        </div>
      </header>
      <div className="flex h-[calc(100dvh-12rem)] min-h-[28rem] flex-col">
        <ChannelView
          key={found.id}
          channel={channelOf(found)}
          viewerId={session.data?.user.id}
          people={found.others}
          heading={{
            text: name,
            node: found.others.map((other, index) => (
              <Fragment key={other.id}>
                {index > 0 && ", "}
                <PersonLink person={other} />
              </Fragment>
            )),
          }}
          writeRefusal={found.sendRefusal}
          initialThreadId={/^\d+$/.test(thread ?? "") ? Number(thread) : undefined}
        />
      </div>
    </PageContainer>
  );
}
