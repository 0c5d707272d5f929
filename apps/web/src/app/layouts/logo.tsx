import { cn } from "@/lib/utils";

/** The Hatchery mark: an egg with a crack, drawn in the primary colour. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M16 5.5c-5 0-8.5 7.2-8.5 12.3A8.5 8.5 0 0 0 24.5 17.8C24.5 12.7 21 5.5 16 5.5Z"
        className="fill-primary-foreground"
      />
      <path
        d="M8.2 15.6l3.6 2.6 2.8-3.1 2.8 3.1 2.8-3.1 3.6 2.6"
        fill="none"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
    </svg>
  );
}
