import { PERSON_NOT_FOUND_MESSAGE } from "@hatchery/shared";
import { useLayoutEffect } from "react";
import { useParams } from "react-router";
import { NotFound } from "@/components/not-found";
import { PageContainer, PageHeader, PageLoading } from "@/components/page-layout";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { MessageButton } from "@/features/chat/components/message-button";
import { usePersonProfile } from "@/features/people/api/get-person-profile";
import { PersonProfileView } from "@/features/people/components/person-profile-view";
import { SkillRoleChart } from "@/features/skills/components/skill-role-chart";
import { ApiError } from "@/lib/api-client";
import { useSession } from "@/lib/auth/session";
import { usePageHead } from "@/lib/page-head";

/** Keeps a profile that is not public out of search engines while it is shown (decision 063). */
function useNoIndex(noindex: boolean): void {
  useLayoutEffect(() => {
    if (!noindex) return;
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex";
    document.head.append(meta);
    return () => meta.remove();
  }, [noindex]);
}

/**
 * `/people/{handle}`: a person's profile (decision 063), with the skills profile drawn by the skills
 * feature's charts when the person shows it. An unknown handle and a profile the reader may not see
 * get the same not-found page. A signed-in reader who is not the person can write to them from it.
 */
export function PersonProfilePage() {
  const { handle = "" } = useParams();
  const profile = usePersonProfile(handle);
  const shown = profile.data;
  const { data: session } = useSession();
  usePageHead(shown && { title: shown.person.name, description: shown.headline });
  useNoIndex(shown ? !shown.isPublic : true);

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
      return <NotFound title="Profile not found" message={PERSON_NOT_FOUND_MESSAGE} />;
    }
    return (
      <PageContainer className="pb-16">
        <PageHeader title="The profile could not be loaded" lead={profile.error.message} />
        <Button type="button" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </PageContainer>
    );
  }
  const skills = profile.data.skillsProfile;
  return (
    <PageContainer className="py-8 pb-16">
      <PersonProfileView
        profile={profile.data}
        actions={session && !profile.data.isOwn ? <MessageButton person={profile.data.person} /> : undefined}
        skills={
          skills && (
            <>
              <p className="text-sm">
                <span className="font-semibold">{skills.points}</span> points earned
              </p>
              <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
                {skills.roles.map((role) => (
                  <SkillRoleChart key={role.role} role={role} />
                ))}
              </div>
            </>
          )
        }
      />
    </PageContainer>
  );
}
