import type { ReactNode } from "react";
import { PageContainer } from "@/components/page-layout";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";

/** The card a guard shows in place of the page: it is the page's one h1 for as long as it stands. */
export function GuardCard({
  icon,
  title,
  description,
  children,
  footer,
  busy = false,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  busy?: boolean;
}) {
  return (
    <PageContainer className="flex justify-center py-16 sm:py-24">
      <Card className="w-full max-w-md" aria-busy={busy || undefined}>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground [&_svg]:size-6">
            {icon}
          </span>
          <h1 className="text-xl leading-snug font-semibold tracking-tight">{title}</h1>
          <CardDescription className="text-pretty">{description}</CardDescription>
        </CardHeader>
        {children && <CardContent>{children}</CardContent>}
        {footer && <CardFooter className="justify-center">{footer}</CardFooter>}
      </Card>
    </PageContainer>
  );
}
