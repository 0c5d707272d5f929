import { ConversationList } from "@/features/chat/components/conversation-list";

/** `/messages`: the person's direct conversations (decision 064). */
export function MessagesPage() {
  return <ConversationList />;
}
