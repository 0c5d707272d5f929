import { lazy, Suspense } from "react";
import { Link } from "react-router";
import type { ChatLinkProps } from "@/components/chat-link";
import { buttonVariants } from "@/components/ui/button";
import { chatPath } from "@/lib/chat-path";

/*
 * The unread counts come with the chat's calls, which the team and incubator pages do without on their
 * first view: the link shows at once and gains its badge when they have loaded.
 */
const ChatLink = lazy(() =>
  import("@/components/chat-link").then((module) => ({ default: module.ChatLink })),
);

export function LazyChatLink(props: ChatLinkProps) {
  const { place, label } = props;
  return (
    <Suspense
      fallback={
        <Link to={chatPath(place)} className={buttonVariants({ variant: "outline" })}>
          {label}
        </Link>
      }
    >
      <ChatLink {...props} />
    </Suspense>
  );
}
