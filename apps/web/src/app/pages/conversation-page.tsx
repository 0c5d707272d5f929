import { useParams } from "react-router";
import { ConversationView } from "@/features/chat/components/conversation-view";

/** `/messages/{conversationId}`: one direct conversation, for its people (decision 064). */
export function ConversationPage() {
  const { conversationId = "" } = useParams();
  return <ConversationView conversationId={conversationId} />;
}
