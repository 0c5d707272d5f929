import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { courseDetailFixture, courseFixture, courseListFixture } from "../test/course-fixtures";
import { CoursesSection } from "./courses-section";

const LIST = "GET /api/incubators/lab/courses";

afterEach(() => vi.unstubAllGlobals());

describe("the incubator page's courses", () => {
  it("says it is loading, then lists the courses with their lessons", async () => {
    stubApi({ [LIST]: reply(200, courseListFixture()) });
    renderWithProviders(<CoursesSection slug="lab" />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading courses…");
    expect(await screen.findByRole("link", { name: "First customers" })).toHaveAttribute(
      "href",
      "/incubators/lab/courses/first-customers",
    );
    expect(screen.getByText("2 lessons")).toBeInTheDocument();
  });

  it("says when there are none", async () => {
    stubApi({ [LIST]: reply(200, courseListFixture({ items: [] })) });
    renderWithProviders(<CoursesSection slug="lab" />);
    expect(await screen.findByText("No courses yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New course" })).toBeNull();
  });

  it("says why it failed and tries again", async () => {
    const api = stubApi({
      [LIST]: apiError(500, "internal", "An unexpected error occurred. Please try again."),
    });
    renderWithProviders(<CoursesSection slug="lab" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The courses could not be loaded");
    api.on(LIST, reply(200, courseListFixture()));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "First customers" })).toBeInTheDocument();
  });

  it("shows a guest a subscriber course locked, with the way to upgrade", async () => {
    stubApi({
      [LIST]: reply(
        200,
        courseListFixture({ items: [courseFixture({ visibility: "subscribers", access: "locked" })] }),
      ),
    });
    const onUpgrade = vi.fn();
    renderWithProviders(
      <CoursesSection
        slug="lab"
        upgrade={{ open: onUpgrade, documentTo: "/incubators/lab?plans=upgrade" }}
      />,
    );
    expect(
      await screen.findByText(
        "This course is for Launch Lab subscribers. Upgrade your membership to open its lessons.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Upgrade to open" }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it("lets the owner start a course and opens its editor", async () => {
    const api = stubApi({
      [LIST]: reply(200, courseListFixture({ items: [], canCreate: true })),
      "POST /api/incubators/lab/courses": reply(
        201,
        courseDetailFixture({ course: courseFixture({ slug: "pricing-basics" }) }),
      ),
    });
    const { router } = renderWithProviders(<CoursesSection slug="lab" />);
    await userEvent.type(await screen.findByLabelText("Course title"), "Pricing basics");
    await userEvent.selectOptions(screen.getByLabelText("Who it is for"), "subscribers");
    await userEvent.click(screen.getByRole("button", { name: "New course" }));
    expect(api.calls("POST /api/incubators/lab/courses")[0]?.body).toEqual({
      title: "Pricing basics",
      visibility: "subscribers",
    });
    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe("/incubators/lab/courses/pricing-basics/edit"),
    );
  });
});
