import { usePublicCourses } from "../api/list-public-courses";
import { LinkGroup } from "./link-group";

/** The incubators' courses anyone may open, read from the API: like articles, they are content. */
export function CourseLinks() {
  const courses = usePublicCourses();
  return (
    <LinkGroup
      id="courses"
      title="Courses"
      links={(courses.data?.items ?? []).map(({ incubator, course }) => ({
        key: `${incubator.slug}/${course.slug}`,
        to: `/incubators/${encodeURIComponent(incubator.slug)}/courses/${encodeURIComponent(course.slug)}`,
        label: course.title,
        note: incubator.name,
      }))}
    />
  );
}
