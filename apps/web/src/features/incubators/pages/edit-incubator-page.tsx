import { INCUBATOR_ERROR_MESSAGES } from "@hatchery/shared";
import { Link, useParams } from "react-router";
import {
  EditPageAccessDenied,
  EditPageLayout,
  EditPageLoadError,
  EditPageSkeleton,
} from "@/components/edit-page";
import { buttonVariants } from "@/components/ui/button";
import { lazySection } from "@/lib/lazy-section";
import { useIncubatorSettings } from "../api/get-incubator-settings";

// Each section is its own chunk: the forms, their validation, the plan dialog and its switches.
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
    if (settings.isPending) return <EditPageSkeleton label="Loading the incubator…" />;
    return (
      <EditPageLoadError noun="incubator" error={settings.error} onRetry={() => void settings.refetch()} />
    );
  }

  const { incubator, viewer } = settings.data;
  const pagePath = `/incubators/${incubator.slug}`;
  const permissions = viewer?.permissions;

  // The route admits advisors and coaches; which incubator is theirs to change comes from the server's
  // policy (which also decides every save): each section shows only when its action is permitted.
  if (!permissions?.edit && !permissions?.managePlans) {
    return (
      <EditPageAccessDenied
        lead={`${INCUBATOR_ERROR_MESSAGES.editForbidden}. You can still visit its public page.`}
      >
        <Link to={pagePath} className={buttonVariants()}>
          Go to {incubator.name}
        </Link>
        <Link to="/incubators/create" className={buttonVariants({ variant: "outline" })}>
          Create your own incubator
        </Link>
      </EditPageAccessDenied>
    );
  }

  return (
    <EditPageLayout
      name={incubator.name}
      title="Edit incubator"
      intro="Change the details, the logo and the subscription plans."
      pagePath={pagePath}
      pageLinkLabel="View the incubator's page"
    >
      {permissions.edit && (
        <>
          <IncubatorDetailsSection key={incubator.id} incubator={incubator} />
          <LogoSection incubator={incubator} />
        </>
      )}
      {permissions.managePlans && <PlansSection slug={incubator.slug} />}
    </EditPageLayout>
  );
}
