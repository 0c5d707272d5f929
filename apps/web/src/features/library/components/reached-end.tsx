import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/**
 * The end of an article: when it scrolls into view the article counts as read. Where the browser has no
 * IntersectionObserver, or for a reader who prefers to say so, the button does the same.
 */
export function ReachedEnd({ read, onReached }: { read: boolean; onReached: () => void }) {
  const marker = useRef<HTMLDivElement>(null);
  const reached = useRef(onReached);
  reached.current = onReached;

  useEffect(() => {
    const element = marker.current;
    if (read || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        reached.current();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [read]);

  return (
    <div ref={marker} className="mt-10 flex items-center gap-3 border-t pt-6">
      {read ? (
        <p className="text-sm text-muted-foreground">You have read this article.</p>
      ) : (
        <Button type="button" variant="outline" onClick={onReached}>
          Mark as read
        </Button>
      )}
    </div>
  );
}
