import {
  CORE_TEAM_ROLE_LABELS,
  MENTOR_KIND_LABELS,
  type MentorCard as MentorCardData,
  mentorProfilePath,
} from "@hatchery/shared";
import { Link } from "react-router";
import { PersonAvatar } from "@/components/person-avatar";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/dates";
import { languageName } from "./mentor-language-names";

/**
 * One advisor or coach in the directory. The whole card opens the profile (the name's link stretches
 * over it); an expertise tag is a link of its own above that layer, narrowing the list to it.
 */
export function MentorCard({
  mentor,
  expertisePath,
}: {
  mentor: MentorCardData;
  expertisePath: (tag: string) => string;
}) {
  return (
    <li className="relative flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <div className="flex items-start gap-4">
        <PersonAvatar person={{ name: mentor.name, image: mentor.photoUrl }} className="size-16 text-lg" />
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg leading-snug font-semibold break-words">
            <Link
              to={mentorProfilePath(mentor.kind, mentor.slug)}
              className="outline-none after:absolute after:inset-0"
            >
              {mentor.name}
            </Link>
          </h2>
          <Badge variant="secondary">{MENTOR_KIND_LABELS[mentor.kind]}</Badge>
        </div>
      </div>
      {mentor.headline && <p className="text-sm text-pretty text-muted-foreground">{mentor.headline}</p>}
      {mentor.expertise.length > 0 && (
        <ul aria-label="Expertise" className="relative flex flex-wrap gap-1.5">
          {mentor.expertise.map((tag) => (
            <li key={tag}>
              <Link
                to={expertisePath(tag)}
                aria-label={`Mentors with expertise in ${tag}`}
                className="inline-flex rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-auto grid gap-1 text-sm">
        {mentor.helpRoles.length > 0 && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Helps</dt>
            <dd>{mentor.helpRoles.map((role) => CORE_TEAM_ROLE_LABELS[role]).join(", ")}</dd>
          </div>
        )}
        {mentor.languages.length > 0 && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-muted-foreground">Speaks</dt>
            <dd>{mentor.languages.map(languageName).join(", ")}</dd>
          </div>
        )}
        <div className="flex flex-wrap gap-x-2">
          <dt className="text-muted-foreground">Next free</dt>
          <dd>
            {mentor.nextFreeAt ? (
              <time dateTime={mentor.nextFreeAt}>{formatDateTime(mentor.nextFreeAt)}</time>
            ) : (
              "No free times soon"
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

export function MentorCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex flex-col gap-4 rounded-xl border p-5">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/4" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-1/2" />
    </li>
  );
}
