import type { Conversation } from "@hatchery/shared";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { useConversations } from "../api/conversations";
import { UnreadBadge } from "./unread-badge";

export function conversationName(conversation: Pick<Conversation, "others">): string {
  return conversation.others.map((other) => other.name).join(", ") || "Only you";
}

/** `/messages`: the person's direct conversations, newest message first, unread ones in bold. */
export function ConversationList() {
  const conversations = useConversations();
  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Messages"
        lead="Your direct conversations. Start one with the Message button on a person's profile, a team's members or an incubator's members."
      />
      {conversations.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading your conversations…
          </p>
          <Skeleton aria-hidden="true" className="h-40" />
        </>
      ) : conversations.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Your conversations could not be loaded</AlertTitle>
          <AlertDescription>{conversations.error.message}</AlertDescription>
        </Alert>
      ) : conversations.data.conversations.length === 0 ? (
        <p className="text-muted-foreground">No conversations yet.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {conversations.data.conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link
                to={`/messages/${conversation.id}`}
                className={cn(
                  "flex items-center justify-between gap-3 px-4 py-3 hover:bg-accent",
                  conversation.unreadCount > 0 && "font-semibold",
                )}
              >
                <span className="min-w-0">
                  <span className="block truncate">{conversationName(conversation)}</span>
                  {conversation.lastMessage && (
                    <span className="block truncate text-sm font-normal text-muted-foreground">
                      {conversation.lastMessage.body || "A file"}
                    </span>
                  )}
                </span>
                <UnreadBadge unread={conversation.unreadCount} mentions={0} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
