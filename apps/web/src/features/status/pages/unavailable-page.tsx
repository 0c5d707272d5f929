import { matchRoute } from "@hatchery/shared";
import { SproutIcon } from "lucide-react";
import { Link, useLocation } from "react-router";
import { PageContainer } from "@/components/page-layout";
import { buttonVariants } from "@/components/ui/button";

/**
 * Stands in for every area that a later release delivers (sign-in, teams, projects,
 * incubators, library, games…). It keeps each address working and says plainly
 * that the area is not part of this version yet.
 */
export function UnavailablePage() {
  const { pathname } = useLocation();
  const title = matchRoute(pathname)?.route.title ?? "This page";

  return (
    <PageContainer className="py-16 sm:py-24">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <SproutIcon aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
          <p className="text-lg text-pretty text-muted-foreground">
            This part of Hatchery isn't available yet. It is planned for a later release of the platform.
          </p>
          <p className="text-pretty text-muted-foreground">
            The documentation describes what this area will do and how the rest of the platform fits together.
          </p>
        </div>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/" className={buttonVariants()}>
            Back to the home page
          </Link>
          <Link to="/documentation" className={buttonVariants({ variant: "outline" })}>
            Read the documentation
          </Link>
        </div>
      </div>
    </PageContainer>
  );
}
