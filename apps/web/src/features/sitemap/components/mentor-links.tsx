import { MENTOR_KIND_LABELS, mentorProfilePath } from "@hatchery/shared";
import { useMentorLinks } from "../api/list-mentor-links";
import { LinkGroup } from "./link-group";

/** The published advisors' and coaches' pages, read from the directory: like courses, they are content. */
export function MentorLinks() {
  const mentors = useMentorLinks();
  return (
    <LinkGroup
      id="mentors"
      title="Advisors and coaches"
      links={(mentors.data?.items ?? []).map((mentor) => ({
        key: mentor.slug,
        to: mentorProfilePath(mentor.kind, mentor.slug),
        label: mentor.name,
        note: MENTOR_KIND_LABELS[mentor.kind],
      }))}
      more={Boolean(mentors.data?.nextCursor) && { to: "/advisors", label: "Every advisor and coach" }}
    />
  );
}
