import { Link } from "react-router";
import { usePublicCourses } from "../api/list-public-courses";

/** The incubators' courses anyone may open, read from the API: like articles, they are content. */
export function CourseLinks() {
  const courses = usePublicCourses();
  const items = courses.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="sitemap-courses">
      <h2 id="sitemap-courses" className="mb-3 text-lg font-semibold">
        Courses
      </h2>
      <ul className="space-y-2">
        {items.map(({ incubator, course }) => (
          <li key={`${incubator.slug}/${course.slug}`}>
            <Link
              to={`/incubators/${encodeURIComponent(incubator.slug)}/courses/${encodeURIComponent(course.slug)}`}
              className="rounded-sm text-primary underline-offset-4 hover:underline"
            >
              {course.title}
            </Link>
            <span className="text-sm text-muted-foreground"> · {incubator.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
