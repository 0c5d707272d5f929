import type {
  CourseDetailResponse,
  CourseListResponse,
  CourseSummary,
  LessonResponse,
} from "@hatchery/shared";

export const incubatorRef = { id: "incubator-1", slug: "lab", name: "Launch Lab" };

export function courseFixture(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: "course-1",
    slug: "first-customers",
    title: "First customers",
    summary: "Finding the first ten.",
    visibility: "everyone",
    status: "published",
    position: 0,
    lessonCount: 2,
    access: "open",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

export function courseListFixture(overrides: Partial<CourseListResponse> = {}): CourseListResponse {
  return {
    incubator: incubatorRef,
    items: [courseFixture()],
    canCreate: false,
    lockedMessage: "This course is for Launch Lab subscribers. Upgrade your membership to open its lessons.",
    ...overrides,
  };
}

export function courseDetailFixture(overrides: Partial<CourseDetailResponse> = {}): CourseDetailResponse {
  return {
    incubator: incubatorRef,
    course: courseFixture(),
    lessons: [
      {
        slug: "interviews",
        title: "Interviews",
        summary: "",
        position: 0,
        questionCount: 0,
        mastered: false,
      },
      { slug: "pricing", title: "Pricing", summary: "", position: 1, questionCount: 1, mastered: false },
    ],
    canManage: true,
    authors: [],
    lockedMessage: null,
    ...overrides,
  };
}

export function lessonFixture(overrides: Partial<LessonResponse> = {}): LessonResponse {
  return {
    incubator: incubatorRef,
    course: { slug: "first-customers", title: "First customers", status: "published" },
    lesson: {
      slug: "interviews",
      title: "Interviews",
      summary: "",
      html: "<p>Ask about the past.</p>",
      questions: [],
      mastered: false,
      updatedAt: "2026-11-20T10:00:00.000Z",
    },
    previous: null,
    next: null,
    source: { body: "Ask about the past.", questions: [] },
    ...overrides,
  };
}
