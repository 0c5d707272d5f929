import { INCUBATOR_ERROR_MESSAGES } from "@hatchery/shared";
import { type ComponentType, lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useIncubatorSettings } from "../api/get-incubator-settings";

/*
 * Each section is its own chunk: the forms, their validation, the plan dialog and its switches together
 * weigh more than one route chunk may (bench/bundle.mjs), while the page's frame shows at once.
 */
function lazySection<Props>(load: () => Promise<ComponentType<Props>>) {
  return lazy(async () => ({ default: await load() }));
}

const IncubatorDetailsSection = lazySection(() =>
  import("../components/incubator-details-section").then((module) => module.IncubatorDetailsSection),
);
const LogoSection = lazySection(() =>
  import("../components/logo-section").then((module) => module.LogoSection),
);
const PlansSection = lazySection(() =>
  import("../components/plans-section").then((module) => module.PlansSection),
);

export function EditIncubatorPage() {
  const { slug = "" } = useParams();
  const settings = useIncubatorSettings(slug);

  // Data first: after a save the page keeps what it shows while it refreshes, even if that refresh fails.
  if (!settings.data) {
    if (settings.isPending) return <EditSkeleton />;
    const missing = settings.error instanceof ApiError && settings.error.status === 404;
    // The heading stays the route's own (and the document title's); the alert says what went wrong.
    return (
      <PageContainer className="pb-16">
        <PageHeader title="Edit incubator" />
        <Alert variant="destructive" role="alert" className="mb-6 max-w-3xl">
          <AlertTitle>{missing ? "Incubator not found" : "Incubator could not be loaded"}</AlertTitle>
          <AlertDescription>
            {missing ? "There is no incubator at this address to edit." : errorMessage(settings.error)}
          </AlertDescription>
        </Alert>
        <div className="flex flex-wrap gap-3">
          {!missing && (
            <Button type="button" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to="/incubators">Browse incubators</Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  const { incubator, viewer } = settings.data;
  const pagePath = `/incubators/${incubator.slug}`;
  const permissions = viewer?.permissions;

  // The route admits advisors and coaches; which incubator is theirs to change comes from the server's
  // policy (which also decides every save): each section shows only when its action is permitted.
  if (!permissions?.edit && !permissions?.managePlans) {
    return (
      <PageContainer className="pb-16">
        <PageHeader
          title="Access Denied"
          lead={`${INCUBATOR_ERROR_MESSAGES.editForbidden}. You can still visit its public page.`}
        />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={pagePath}>Go to {incubator.name}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/incubators/create">Create your own incubator</Link>
          </Button>
        </div>
      </PageContainer>
    );
  }

  return (
    <PageContainer className="pb-16">
      <PageHeader
        eyebrow={incubator.name}
        title="Edit incubator"
        lead={
          <>
            Change the details, the logo and the subscription plans.{" "}
            <Link to={pagePath} className="font-medium text-primary underline underline-offset-4">
              View the incubator's page
            </Link>
          </>
        }
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {/* One boundary, so the sections appear together rather than one by one. */}
        <Suspense fallback={<SectionSkeletons />}>
          {permissions.edit && (
            <>
              <IncubatorDetailsSection key={incubator.id} incubator={incubator} />
              <LogoSection incubator={incubator} />
            </>
          )}
          {permissions.managePlans && <PlansSection slug={incubator.slug} />}
        </Suspense>
      </div>
    </PageContainer>
  );
}

function SectionSkeletons() {
  return (
    <>
      {[0, 1, 2].map((card) => (
        <div key={card} aria-hidden="true" className="flex flex-col gap-4 rounded-xl border p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </>
  );
}

function EditSkeleton() {
  return (
    <PageLoading label="Loading the incubator…" shapesClassName="flex max-w-3xl flex-col gap-6">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <SectionSkeletons />
    </PageLoading>
  );
}
