import { MENTOR_REVIEW_RATING_MAX } from "@hatchery/shared";
import { StarIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** A rating shown as stars, and said in words to a screen reader. */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`${rating} out of ${MENTOR_REVIEW_RATING_MAX}`}
      className={cn("inline-flex", className)}
    >
      {Array.from({ length: MENTOR_REVIEW_RATING_MAX }, (_, index) => (
        <StarIcon
          key={index}
          aria-hidden="true"
          className={cn(
            "size-4",
            index < Math.round(rating) ? "fill-amber-400 text-amber-500" : "text-muted-foreground",
          )}
        />
      ))}
    </span>
  );
}
