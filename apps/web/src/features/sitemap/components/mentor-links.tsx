import { MENTOR_KIND_LABELS, mentorProfilePath } from "@hatchery/shared";
import { Link } from "react-router";
import { useMentorLinks } from "../api/list-mentor-links";

/** The published advisors' and coaches' pages, read from the directory: like courses, they are content. */
export function MentorLinks() {
  const mentors = useMentorLinks();
  const items = mentors.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="sitemap-mentors">
      <h2 id="sitemap-mentors" className="mb-3 text-lg font-semibold">
        Advisors and coaches
      </h2>
      <ul className="space-y-2">
        {items.map((mentor) => (
          <li key={mentor.slug}>
            <Link
              to={mentorProfilePath(mentor.kind, mentor.slug)}
              className="rounded-sm text-primary underline-offset-4 hover:underline"
            >
              {mentor.name}
            </Link>
            <span className="text-sm text-muted-foreground"> · {MENTOR_KIND_LABELS[mentor.kind]}</span>
          </li>
        ))}
        {mentors.data?.nextCursor && (
          <li>
            <Link to="/advisors" className="rounded-sm text-primary underline-offset-4 hover:underline">
              Every advisor and coach
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
