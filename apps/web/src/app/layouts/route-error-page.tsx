import { CircleAlertIcon } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { PageContainer } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { AppShell } from "./app-shell";
import { documentTitle } from "./root-layout";

const ERROR_TITLE = "Something went wrong";

/**
 * Replaces the page when rendering or loading it fails (a broken page, or its code
 * could not be fetched after a deployment). The frame stays, so the person can move on.
 */
export function RouteErrorPage() {
  useEffect(() => {
    document.title = documentTitle(ERROR_TITLE);
  }, []);

  return (
    <AppShell>
      <PageContainer className="flex flex-col items-start gap-6 py-16 sm:py-24">
        <CircleAlertIcon aria-hidden="true" className="size-10 text-destructive" />
        <div className="max-w-2xl space-y-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{ERROR_TITLE}</h1>
          <p className="text-lg text-muted-foreground">
            This page ran into a problem and couldn't be shown. Reloading usually fixes it; if it keeps
            happening, please try again a little later.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
          <Link to="/" className={buttonVariants({ variant: "outline" })}>
            Go to the home page
          </Link>
        </div>
      </PageContainer>
    </AppShell>
  );
}
