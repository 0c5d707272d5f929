import { cva } from "class-variance-authority";
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

const countBadge = cva(
  "absolute -top-0.5 -right-0.5 min-w-4.5 rounded-full px-1 text-center text-[0.6875rem] leading-4.5 font-semibold",
  {
    variants: {
      tone: {
        // Something asks for the person (an unread notification, a mention).
        urgent: "bg-destructive text-destructive-foreground",
        // Something new to read, nothing addressed to them.
        quiet: "bg-primary text-primary-foreground",
      },
    },
    defaultVariants: { tone: "urgent" },
  },
);

export interface HeaderPanelBadge {
  text: string;
  tone: "urgent" | "quiet";
}

/**
 * The sentence a polite live region says when `count` grows past what it was (never on the first
 * value, which is what the page opened with): a new arrival is announced, a reading is not.
 */
export function useGrowthAnnouncement(
  count: number | undefined,
  sentence: (count: number) => string,
): string {
  const [announcement, setAnnouncement] = useState("");
  const previousCount = useRef<number | undefined>(undefined);
  const sentenceOf = useRef(sentence);
  sentenceOf.current = sentence;

  useEffect(() => {
    if (count === undefined) return;
    const previous = previousCount.current;
    previousCount.current = count;
    if (previous !== undefined && count > previous) setAnnouncement(sentenceOf.current(count));
  }, [count]);
  return announcement;
}

/**
 * An icon button of the site header with a count on it and a panel that opens below (a disclosure:
 * Tab moves into the panel, Escape or a pointer elsewhere closes it and Escape gives focus back to
 * the button). The panel is rendered only while open, so a lazy panel loads on the first opening.
 */
export function HeaderPanelButton({
  label,
  icon,
  badge,
  announcement,
  loadingLabel,
  panel,
}: {
  /** The button's accessible name, counts included ("Chat, 3 unread"). */
  label: string;
  icon: ReactNode;
  badge: HeaderPanelBadge | null;
  /** Said politely when it changes (see `useGrowthAnnouncement`). */
  announcement: string;
  /** Said while a lazy panel loads. */
  loadingLabel: string;
  panel: (props: { id: string; close: () => void }) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (event.target instanceof Node && area.current?.contains(event.target)) return;
      setOpen(false);
    }
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    return () => document.removeEventListener("pointerdown", closeOnOutsidePointer);
  }, [open]);

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the button or its panel closes the panel.
    <div ref={area} className="sm:relative" onKeyDown={closeOnEscape}>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative size-9"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {icon}
        {badge && (
          <span aria-hidden="true" className={countBadge({ tone: badge.tone })}>
            {badge.text}
          </span>
        )}
      </Button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {open && (
        <Suspense
          fallback={
            // It carries the panel's id while the panel loads, so the button never controls nothing.
            <p id={panelId} role="status" className="sr-only">
              {loadingLabel}
            </p>
          }
        >
          {panel({ id: panelId, close: () => setOpen(false) })}
        </Suspense>
      )}
    </div>
  );
}
