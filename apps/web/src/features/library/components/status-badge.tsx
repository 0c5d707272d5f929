import type { LibraryStatus } from "@hatchery/shared";
import { Badge } from "@/components/ui/badge";

const LABELS: Record<LibraryStatus, string> = { unread: "Unread", read: "Read", mastered: "Mastered" };

export function StatusBadge({ status }: { status: LibraryStatus }) {
  return <Badge variant={status === "unread" ? "outline" : "secondary"}>{LABELS[status]}</Badge>;
}
