import { BookmarkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** A toggle button: its pressed state is the bookmark, its name says which article. */
export function BookmarkToggle({
  title,
  bookmarked,
  onToggle,
}: {
  title: string;
  bookmarked: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-pressed={bookmarked}
      aria-label={`Bookmark ${title}`}
      onClick={onToggle}
    >
      <BookmarkIcon aria-hidden="true" className={cn("size-5", bookmarked && "fill-current text-primary")} />
    </Button>
  );
}
