import { CompassIcon } from "lucide-react";
import { Link } from "react-router";
import { PageContainer } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";

/** The not-found page's content, for the router and for pages whose address names nothing (an unknown article). */
export function NotFound({
  title = "Page not found",
  message = "There is no page at this address. It may have moved, or the link you followed may contain a typo.",
}: {
  title?: string;
  message?: string;
}) {
  return (
    <PageContainer className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <CompassIcon aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-3">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Error 404</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="text-lg text-pretty text-muted-foreground">{message}</p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonVariants()}>
            Go to the home page
          </Link>
          <Link to="/sitemap" className={buttonVariants({ variant: "outline" })}>
            Browse the sitemap
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
