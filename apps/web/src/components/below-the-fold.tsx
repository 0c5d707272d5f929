import type { ReactNode } from "react";
import { useNearViewport } from "@/lib/use-near-viewport";
import { cn } from "@/lib/utils";

/**
 * What a page shows below the fold, rendered once its place nears the viewport (useNearViewport): its
 * code, reads and render wait for a reader who scrolls towards it. Once shown it stays. The browser
 * lays it out only as it nears the viewport, too (`below-the-fold`).
 */
export function BelowTheFold({ className, children }: { className?: string; children: ReactNode }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={cn("below-the-fold", className)}>
      {near && children}
    </div>
  );
}
