import { CHAT_UNREAD_COUNT_CAP } from "@hatchery/shared";
import { Badge } from "@/components/ui/badge";

function count(value: number): string {
  return value >= CHAT_UNREAD_COUNT_CAP ? `${CHAT_UNREAD_COUNT_CAP - 1}+` : String(value);
}

/** Unread messages, and mentions of the reader among them, written out for screen readers. */
export function UnreadBadge({ unread, mentions }: { unread: number; mentions: number }) {
  if (unread === 0 && mentions === 0) return null;
  const spoken = [
    unread > 0 ? `${count(unread)} unread` : undefined,
    mentions > 0 ? `${count(mentions)} ${mentions === 1 ? "mention" : "mentions"}` : undefined,
  ]
    .filter(Boolean)
    .join(", ");
  return (
    <span className="flex items-center gap-1">
      <span className="sr-only">, {spoken}</span>
      {mentions > 0 && (
        <Badge variant="destructive" aria-hidden="true">
          @{count(mentions)}
        </Badge>
      )}
      {unread > 0 && (
        <Badge variant="default" aria-hidden="true">
          {count(unread)}
        </Badge>
      )}
    </span>
  );
}
