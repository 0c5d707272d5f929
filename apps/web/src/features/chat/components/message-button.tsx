import { MessageCircleIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useStartConversation } from "../api/start-conversation";

/**
 * "Message": opens the conversation with a person (started on first use), for profiles, member lists
 * and applicants (decision 064). A refusal (no shared incubator, a block, the daily limit) shows beside
 * the button in the server's words.
 */
export function MessageButton({
  person,
  size = "sm",
  variant = "outline",
}: {
  person: { id: string; name: string };
  size?: "sm" | "default";
  variant?: "outline" | "default" | "secondary";
}) {
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button
        type="button"
        size={size}
        variant={variant}
        disabled={start.isPending}
        aria-label={`Message ${person.name}`}
        onClick={() =>
          start.mutate([person.id], {
            onSuccess: ({ conversation }) => void navigate(`/messages/${conversation.id}`),
          })
        }
      >
        <MessageCircleIcon aria-hidden="true" />
        Message
      </Button>
      {start.isError && (
        <span role="alert" className="text-sm text-destructive">
          {start.error.message}
        </span>
      )}
    </span>
  );
}
