import type { ContentLevel, LibraryStatus } from "@hatchery/shared";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { StatusBadge } from "./status-badge";

/** An article's reading time, level and the reader's progress, as the section list and the article show them. */
export function ArticleFacts({
  readingMinutes,
  level,
  status,
  className,
}: {
  readingMinutes: number;
  level: ContentLevel;
  status: LibraryStatus;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-center gap-2 text-sm text-muted-foreground", className)}>
      <span>{readingMinutes} min read</span>
      <Badge variant="outline" className="capitalize">
        {level}
      </Badge>
      <StatusBadge status={status} />
    </p>
  );
}
