import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { buttonVariants } from "@/components/ui/button";
import type { Session } from "@/lib/auth/session";
import { useTeamSuggestions } from "../api/list-team-suggestions";
import { TeamCard, TeamCardSkeleton } from "./team-card";

/** Whether the person told which core roles they want (the profile's team preferences). */
export function hasPreferredRoles(profile: Session["profile"]): boolean {
  // Read without assuming the field: profiles gain team preferences in their own change of the account
  // contract, and until then nobody has told any.
  const preferred: unknown = (profile as { preferredRoles?: unknown }).preferredRoles;
  return Array.isArray(preferred) && preferred.length > 0;
}

/** Teams suggested from the person's team preferences, each with why; a prompt when they told none. */
export function ForYou({ session }: { session: Session }) {
  const suggestions = useTeamSuggestions();
  const items = suggestions.data?.items ?? [];
  const needsPreferences = !hasPreferredRoles(session.profile);
  // Nothing to suggest and nothing to ask: the section would only be an empty heading.
  if (!needsPreferences && (suggestions.isError || (suggestions.isSuccess && items.length === 0)))
    return null;

  return (
    <section aria-labelledby="for-you" className="mt-10">
      <h2 id="for-you" className="mb-4 text-2xl font-semibold tracking-tight">
        For you
      </h2>
      {needsPreferences && (
        <Alert className="mb-4">
          <AlertTitle>Tell us which roles you want</AlertTitle>
          <AlertDescription className="flex flex-col items-start gap-3">
            Set your team preferences (the roles you want, your skills and hours a week) and we suggest teams
            that need you.
            <Link to="/profile" className={buttonVariants({ size: "sm", variant: "outline" })}>
              Set team preferences
            </Link>
          </AlertDescription>
        </Alert>
      )}
      {suggestions.isPending ? (
        <>
          <p role="status" className="sr-only">
            Loading suggestions…
          </p>
          <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <TeamCardSkeleton />
            <TeamCardSkeleton />
            <TeamCardSkeleton />
          </ul>
        </>
      ) : items.length > 0 ? (
        <ul aria-label="Suggested teams" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map(({ reason, ...team }) => (
            <TeamCard key={team.id} team={team} reason={reason} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
