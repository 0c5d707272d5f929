import type { CourseVisibility } from "@hatchery/shared";

/** How the pages name who a course is for. */
export const VISIBILITY_LABELS: Record<CourseVisibility, string> = {
  everyone: "Everyone",
  members: "Members",
  subscribers: "Subscribers only",
};

export const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-invalid:border-destructive";

export function coursePath(slug: string, course: string): string {
  return `/incubators/${slug}/courses/${course}`;
}

export function lessonPath(slug: string, course: string, lesson: string): string {
  return `${coursePath(slug, course)}/lessons/${lesson}`;
}
