import { MENTOR_PATH_PREFIX, MENTOR_PROFILE_MESSAGES } from "@hatchery/shared";
import { lazy, Suspense } from "react";
import { Link, useLocation, useParams } from "react-router";
import { NotFound } from "@/components/not-found";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMentorProfile } from "@/features/mentoring/api/get-mentor-profile";
import { MentorProfileView } from "@/features/mentoring/components/mentor-profile-view";
import { ApiError } from "@/lib/api-client";
import { usePageHead } from "@/lib/page-head";

/* The booking panel (free times, the request form, the plans dialog) loads after the profile itself. */
const MentorBooking = lazy(() =>
  import("./mentor-booking").then((module) => ({ default: module.MentorBooking })),
);

/**
 * `/advisors/{slug}` and `/coaches/{slug}`: one page for both prefixes (the server answers the other
 * prefix with 301 to the profile's own). The booking panel takes its place through
 * `MentorProfileView`'s `booking` on a published profile (an owner's draft has no free times to offer).
 */
export function MentorProfilePage() {
  const { slug = "" } = useParams();
  const { pathname } = useLocation();
  const profile = useMentorProfile(slug);
  const named = profile.data;
  usePageHead(named && { title: named.name, description: named.headline });

  if (profile.isPending) {
    return (
      <PageLoading label="Loading the profile…">
        <div className="flex items-center gap-5">
          <Skeleton className="size-24 rounded-full" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
          </div>
        </div>
      </PageLoading>
    );
  }
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      const coach = pathname.startsWith(MENTOR_PATH_PREFIX.coach);
      return (
        <NotFound
          title={coach ? "Coach not found" : "Advisor not found"}
          message={MENTOR_PROFILE_MESSAGES.notFound}
        />
      );
    }
    return (
      <PageContainer className="pb-16">
        <PageHeader title="The profile could not be loaded" lead={profile.error.message} />
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={() => void profile.refetch()}>
            Try again
          </Button>
          <Link to="/advisors" className={buttonVariants({ variant: "outline" })}>
            Browse advisors and coaches
          </Link>
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer className="pb-16">
      <MentorProfileView
        profile={profile.data}
        booking={
          profile.data.publishedAt ? (
            <Suspense fallback={<Skeleton aria-hidden="true" className="h-48 w-full" />}>
              <MentorBooking mentor={{ slug: profile.data.slug, name: profile.data.name }} />
            </Suspense>
          ) : undefined
        }
      />
    </PageContainer>
  );
}
