import { documentTitle, MENTOR_PATH_PREFIX, MENTOR_PROFILE_MESSAGES } from "@hatchery/shared";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "react-router";
import { NotFound } from "@/components/not-found";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMentorProfile } from "@/features/mentoring/api/get-mentor-profile";
import { MentorProfileView } from "@/features/mentoring/components/mentor-profile-view";
import { ApiError } from "@/lib/api-client";
import { MentorBooking } from "./mentor-booking";

/**
 * `/advisors/{slug}` and `/coaches/{slug}`: one page for both prefixes (the server answers the other
 * prefix with 301 to the profile's own). Composed here so the booking panel, another part of
 * mentoring, can take its place through `MentorProfileView`'s `booking`.
 */
export function MentorProfilePage() {
  const { slug = "" } = useParams();
  const { pathname } = useLocation();
  const profile = useMentorProfile(slug);
  const name = profile.data?.name;

  useEffect(() => {
    if (name) document.title = documentTitle(name);
  }, [name]);

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
          // A draft has no free times to offer: its owner previews the page without the panel.
          profile.data.publishedAt && (
            <MentorBooking mentor={{ slug: profile.data.slug, name: profile.data.name }} />
          )
        }
      />
    </PageContainer>
  );
}
