import { useSearchParams } from "react-router";
import { PageContainer, PageHeader } from "@/components/page-layout";
import { QueryList } from "@/components/query-list";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { type SessionsWhen, useMyMentoringSessions } from "../api/list-my-mentoring-sessions";
import { SessionCard } from "../components/session-card";

const WHEN_PARAM = "show";

/** `/mentoring/sessions`: the person's sessions as mentor and as mentee, upcoming or past. */
export function MentoringSessionsPage() {
  const [params, setParams] = useSearchParams();
  const when: SessionsWhen = params.get(WHEN_PARAM) === "past" ? "past" : "upcoming";
  const list = useMyMentoringSessions(when);
  return (
    <PageContainer className="max-w-3xl pb-16">
      <PageHeader
        title="Mentoring sessions"
        lead="Sessions you booked and sessions booked with you, in your time zone."
      />
      {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset. */}
      <div role="group" aria-label="Show" className="mb-4 inline-flex rounded-lg border p-1">
        {(["upcoming", "past"] as const).map((option) => (
          <Button
            key={option}
            variant={when === option ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={when === option}
            onClick={() =>
              setParams(
                option === "past" ? new URLSearchParams({ [WHEN_PARAM]: "past" }) : new URLSearchParams(),
                {
                  replace: true,
                },
              )
            }
          >
            {option === "upcoming" ? "Upcoming" : "Past"}
          </Button>
        ))}
      </div>
      <QueryList
        query={list}
        loadingLabel="Loading your sessions…"
        skeleton={<Skeleton className="h-32 w-full" />}
        errorTitle="Your sessions could not be loaded"
        empty={
          <p className="text-sm text-muted-foreground">
            {when === "upcoming" ? "No upcoming sessions." : "No past sessions."}
          </p>
        }
      >
        {(sessions) => (
          <ul aria-label="Sessions" className="space-y-4">
            {sessions.map((session) => (
              <li key={session.id}>
                <SessionCard session={session} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </PageContainer>
  );
}
