import {
  CORE_TEAM_ROLE_LABELS,
  MENTOR_KIND_LABELS,
  MENTOR_PROFILE_EDIT_PATH,
  type MentorProfileResponse,
} from "@hatchery/shared";
import { PencilIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { MarkdownProse } from "@/components/markdown/markdown-prose";
import { Prose } from "@/components/page-layout";
import { PersonAvatar } from "@/components/person-avatar";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { languageName } from "./mentor-language-names";
import { ReviewList, ReviewSummaryLine } from "./review-list";

function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ").replaceAll("/", " / ");
}

/**
 * An advisor's or coach's page. `booking` is where the booking panel goes (free times and the request
 * form, from the availability and booking part of mentoring): the page lays out its place at the top
 * of the side column and shows nothing there until it is given one.
 */
export function MentorProfileView({
  profile,
  booking,
}: {
  profile: MentorProfileResponse;
  booking?: ReactNode;
}) {
  const draft = profile.publishedAt === null;
  return (
    <>
      {draft && profile.viewer.isOwner && (
        <Alert className="mt-8">
          <AlertTitle>This is a preview of your draft</AlertTitle>
          <AlertDescription>
            Only you can see this page until you publish your profile.{" "}
            <Link
              to={MENTOR_PROFILE_EDIT_PATH}
              className="font-medium text-primary underline underline-offset-4"
            >
              Edit and publish it
            </Link>
            .
          </AlertDescription>
        </Alert>
      )}
      <header className="flex flex-col gap-6 py-8 sm:flex-row sm:items-start sm:justify-between sm:py-12">
        <div className="flex min-w-0 flex-col gap-5 sm:flex-row sm:items-center">
          <PersonAvatar
            person={{ name: profile.name, image: profile.photoUrl }}
            className="size-24 text-2xl sm:size-28"
          />
          <div className="min-w-0 space-y-2">
            <Badge variant="secondary">{MENTOR_KIND_LABELS[profile.kind]}</Badge>
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{profile.name}</h1>
            {profile.headline && (
              <p className="text-lg text-pretty text-muted-foreground">{profile.headline}</p>
            )}
            <ReviewSummaryLine summary={profile.reviews} />
          </div>
        </div>
        {profile.viewer.isOwner && (
          <Link
            to={MENTOR_PROFILE_EDIT_PATH}
            className={cn(buttonVariants({ variant: "outline" }), "self-start")}
          >
            <PencilIcon aria-hidden="true" />
            Edit your profile
          </Link>
        )}
      </header>

      <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-10">
          <section aria-labelledby="mentor-about">
            <h2 id="mentor-about" className="mb-4 text-2xl font-semibold tracking-tight">
              About
            </h2>
            {profile.bioHtml ? (
              <MarkdownProse html={profile.bioHtml} />
            ) : (
              <Prose>
                <p className="text-muted-foreground">No introduction yet.</p>
              </Prose>
            )}
          </section>
          {profile.expertise.length > 0 && (
            <section aria-labelledby="mentor-expertise">
              <h2 id="mentor-expertise" className="mb-4 text-2xl font-semibold tracking-tight">
                Expertise
              </h2>
              <ul className="flex flex-wrap gap-2">
                {profile.expertise.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/advisors?${new URLSearchParams({ expertise: tag })}`}
                      aria-label={`Mentors with expertise in ${tag}`}
                      className="inline-flex rounded-full bg-muted px-3 py-1 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {profile.publishedAt !== null && <ReviewList slug={profile.slug} summary={profile.reviews} />}
        </div>

        <aside className="space-y-6">
          {booking}
          <section aria-labelledby="mentor-facts" className="rounded-xl border bg-card p-5 shadow-sm">
            <h2 id="mentor-facts" className="mb-3 text-lg font-semibold">
              At a glance
            </h2>
            <dl className="grid gap-3 text-sm">
              {profile.helpRoles.length > 0 && (
                <div>
                  <dt className="text-muted-foreground">Helps with the roles</dt>
                  <dd>{profile.helpRoles.map((role) => CORE_TEAM_ROLE_LABELS[role]).join(", ")}</dd>
                </div>
              )}
              {profile.languages.length > 0 && (
                <div>
                  <dt className="text-muted-foreground">Languages</dt>
                  <dd>{profile.languages.map(languageName).join(", ")}</dd>
                </div>
              )}
              <div>
                <dt className="text-muted-foreground">Time zone</dt>
                <dd>{timeZoneLabel(profile.timeZone)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Mentors in</dt>
                <dd>
                  {profile.incubators.length === 0 ? (
                    "Every incubator"
                  ) : (
                    <ul className="grid gap-1">
                      {profile.incubators.map((incubator) => (
                        <li key={incubator.slug}>
                          <Link
                            to={`/incubators/${encodeURIComponent(incubator.slug)}`}
                            className="font-medium text-primary underline-offset-4 hover:underline"
                          >
                            {incubator.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </>
  );
}
