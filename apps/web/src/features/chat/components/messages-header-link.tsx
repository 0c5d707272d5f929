import { Link } from "react-router";
import { useConversations } from "../api/conversations";
import { UnreadBadge } from "./unread-badge";

/**
 * "Messages" in the signed-in header, with how many conversations wait unread. Below the sm breakpoint
 * the header has no room left for it beside the chat, the bell and the account menu, so there it sits
 * in the folded navigation instead (signed-in-navigation.tsx).
 */
export function MessagesHeaderLink() {
  const conversations = useConversations();
  const unread = conversations.data?.unreadConversations ?? 0;
  return (
    <Link
      to="/messages"
      className="hidden items-center sm:inline-flex gap-1 rounded-md px-2 py-1 text-sm font-medium hover:bg-accent"
    >
      Messages
      <UnreadBadge unread={unread} mentions={0} />
    </Link>
  );
}
