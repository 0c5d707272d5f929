import { MENTOR_PROFILE_MESSAGES } from "@hatchery/shared";
import { Link } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button, buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMyMentorProfile } from "@/features/mentoring/api/get-my-mentor-profile";
import { MentorPhotoSection } from "@/features/mentoring/components/mentor-photo-section";
import { MentorProfileForm } from "@/features/mentoring/components/mentor-profile-form";
import { MentorPublishSection } from "@/features/mentoring/components/mentor-publish-section";
import { ProfileSection } from "@/features/profile/components/profile-section";
import { errorMessage } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";

/**
 * `/profile/mentor` (decision 051): an advisor or coach writes, publishes and illustrates their mentor
 * profile. A person without either role is told why they have none and how to ask for one.
 */
export function MentorProfileEditPage() {
  const mine = useMyMentorProfile();
  const session = useSession();
  const name = session.data?.user.name ?? "";

  return (
    <PageContainer className="pb-16">
      <PageHeader
        title="Your mentor profile"
        lead="How members find you in the advisors directory, and what your page tells them."
      />
      <div className="flex max-w-3xl flex-col gap-6">
        {mine.isPending ? (
          <div className="flex flex-col gap-4 rounded-xl border p-6">
            <p role="status" className="sr-only">
              Loading your mentor profile…
            </p>
            <Skeleton aria-hidden="true" className="h-6 w-48" />
            <Skeleton aria-hidden="true" className="h-10 w-full" />
            <Skeleton aria-hidden="true" className="h-32 w-full" />
          </div>
        ) : mine.isError ? (
          <Alert variant="destructive" role="alert">
            <AlertTitle>We couldn't load your mentor profile</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-3">
              <p>{errorMessage(mine.error)}</p>
              <Button type="button" variant="outline" onClick={() => void mine.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : mine.data.allowedKinds.length === 0 ? (
          <Alert>
            <AlertTitle>Mentor profiles are for advisors and coaches</AlertTitle>
            <AlertDescription className="flex flex-col items-start gap-3">
              <p>{MENTOR_PROFILE_MESSAGES.noMentorRole}</p>
              <div className="flex flex-wrap gap-3">
                <Link to="/profile" className={buttonVariants({ variant: "outline", size: "sm" })}>
                  Ask for the role
                </Link>
                <Link to="/advisors" className={buttonVariants({ variant: "ghost", size: "sm" })}>
                  Browse advisors and coaches
                </Link>
              </div>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            {mine.data.profile && (
              <ProfileSection title="Visibility">
                <MentorPublishSection profile={mine.data.profile} />
              </ProfileSection>
            )}
            <ProfileSection
              title="Profile"
              description={
                mine.data.profile
                  ? "Changes show on your page as soon as you save them."
                  : "Save a draft first; you can look at it and publish it when it is ready."
              }
            >
              <MentorProfileForm mine={mine.data} />
            </ProfileSection>
            {mine.data.profile && (
              <ProfileSection title="Photo" description="Without one, your account photo is shown.">
                <MentorPhotoSection profile={mine.data.profile} name={name} avatarUrl={mine.data.avatarUrl} />
              </ProfileSection>
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}
