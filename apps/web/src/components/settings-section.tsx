import { type ReactNode, useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** One part of the edit page: a card with its own heading, named as a region for landmark navigation. */
export function SettingsSection({
  title,
  description,
  action,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  /** A button beside the heading, such as 'Add plan'. */
  action?: ReactNode;
  /** Marks the whole card, such as the destructive border of a danger zone. */
  className?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className={cn(className)}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
          <div className="flex flex-col gap-1.5">
            <CardTitle id={headingId}>{title}</CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {action}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">{children}</CardContent>
      </Card>
    </section>
  );
}
