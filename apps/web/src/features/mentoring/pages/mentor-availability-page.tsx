import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/api-client";
import { useMentorAvailability } from "../api/get-mentor-availability";
import { AvailabilityForm } from "../components/availability-form";

/** `/profile/mentor/availability`: an advisor's or coach's weekly hours and booking rules. */
export function MentorAvailabilityPage() {
  const settings = useMentorAvailability();
  if (settings.isPending) {
    return (
      <PageLoading label="Loading your availability…">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="mt-6 h-64 w-full" />
      </PageLoading>
    );
  }
  return (
    <PageContainer className="max-w-3xl pb-16">
      <PageHeader
        title="Your availability"
        lead="When mentees may book you, for how long, and how far ahead. Mentees see these times in their own time zone."
      />
      {settings.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertTitle>Your availability could not be loaded</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            <p>{errorMessage(settings.error)}</p>
            <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          {!settings.data.hasProfile && (
            <p className="mb-6 text-sm text-muted-foreground">
              Mentees see your free times once your mentor profile is published.
            </p>
          )}
          <AvailabilityForm availability={settings.data.availability} timeZone={settings.data.timeZone} />
        </>
      )}
    </PageContainer>
  );
}
