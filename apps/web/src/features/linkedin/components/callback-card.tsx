import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { PageContainer } from "@/components/page-layout";
import { cn } from "@/lib/utils";

/** The frame of every state of a LinkedIn callback page: an icon, the page's h1 and what happens next. */
export function CallbackCard({
  icon: Icon,
  title,
  tone = "default",
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: "default" | "destructive";
  children: ReactNode;
}) {
  return (
    <PageContainer className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 text-center">
        <span
          className={cn(
            "flex size-14 items-center justify-center rounded-full",
            tone === "destructive"
              ? "bg-destructive/10 text-destructive"
              : "bg-accent text-accent-foreground",
          )}
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <div className="flex w-full flex-col items-center gap-4 text-pretty">{children}</div>
      </div>
    </PageContainer>
  );
}
