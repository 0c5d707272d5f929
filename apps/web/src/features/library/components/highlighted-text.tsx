import type { HighlightSegment } from "@hatchery/shared";

/**
 * Search segments as text, the matched words in `<mark>`: no HTML from the server is trusted. The
 * segments of one answer never reorder, so their places are their keys.
 */
export function HighlightedText({ segments }: { segments: readonly HighlightSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
