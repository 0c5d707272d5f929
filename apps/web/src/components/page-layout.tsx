import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The centred column every page's content sits in. */
export function PageContainer({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8", className)} {...props} />;
}

/**
 * A page whose content is still loading: assistive technology hears `label` once, the placeholder
 * shapes (children) are hidden from it.
 */
export function PageLoading({
  label,
  className,
  shapesClassName,
  children,
}: {
  label: string;
  className?: string;
  shapesClassName?: string;
  children: ReactNode;
}) {
  return (
    <PageContainer className={cn("py-10 sm:py-14", className)}>
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true" className={shapesClassName}>
        {children}
      </div>
    </PageContainer>
  );
}

/** The page's one h1, with an optional eyebrow above it and a lead paragraph below. */
export function PageHeader({
  title,
  eyebrow,
  lead,
  className,
}: {
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("max-w-3xl space-y-3 py-10 sm:py-14", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead && <p className="text-lg text-pretty text-muted-foreground">{lead}</p>}
    </header>
  );
}

/** Long-form text (policies, documentation): readable measure, spacing and link styles. */
export function Prose({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "max-w-3xl text-base leading-7 text-foreground",
        "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight",
        "[&>:first-child]:mt-0",
        "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:scroll-mt-24 [&_h3]:text-lg [&_h3]:font-semibold",
        "[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
        "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:decoration-2",
        "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic",
        "[&_strong]:font-semibold [&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm",
        // A table written in markdown keeps to the column's width: fixed columns whose words wrap, even
        // mid-word, so six columns fit a 360 px phone without a sideways scroll.
        "[&_table]:my-6 [&_table]:w-full [&_table]:table-fixed [&_table]:text-sm [&_td]:border-t [&_td]:p-1.5 [&_td]:align-top [&_td]:[overflow-wrap:anywhere] [&_th]:p-1.5 [&_th]:text-left [&_th]:font-semibold [&_th]:[overflow-wrap:anywhere]",
        // Images (a lesson's uploads) shrink to the column and keep their proportions.
        "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
        className,
      )}
      {...props}
    />
  );
}
