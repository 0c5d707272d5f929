import { NOT_FOUND_TITLE } from "@hatchery/shared";
import { CircleAlertIcon } from "lucide-react";
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "react-router";
import { PageContainer } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { NotFoundPage } from "@/features/status/pages/not-found-page";
import { useDocumentHead } from "@/lib/page-head";
import { AppShell } from "./app-shell";

const ERROR_TITLE = "Something went wrong";

/**
 * A route whose loader answered 404 (one this installation does not offer) is the not-found page, as
 * every unknown address is.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <RouteNotFoundPage /> : <RouteFailedPage />;
}

function RouteNotFoundPage() {
  useDocumentHead({ title: NOT_FOUND_TITLE, pathname: useLocation().pathname });
  return (
    <AppShell>
      <NotFoundPage />
    </AppShell>
  );
}

/**
 * Replaces the page when rendering or loading it fails (a broken page, or its code
 * could not be fetched after a deployment). The frame stays, so the person can move on.
 */
function RouteFailedPage() {
  useDocumentHead({ title: ERROR_TITLE, pathname: useLocation().pathname });
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
