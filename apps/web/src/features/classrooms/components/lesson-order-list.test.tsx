import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { courseDetailFixture } from "../test/course-fixtures";
import { LessonOrderList } from "./lesson-order-list";

afterEach(() => vi.unstubAllGlobals());

describe("the course editor's lesson order", () => {
  it("moves a lesson with buttons a keyboard reaches, and sends the whole new order", async () => {
    const detail = courseDetailFixture();
    const api = stubApi({
      "PUT /api/incubators/lab/courses/first-customers/lesson-order": reply(200, detail),
    });
    renderWithProviders(<LessonOrderList slug="lab" course="first-customers" lessons={detail.lessons} />);
    expect(screen.getByRole("button", { name: "Move Interviews up" })).toBeDisabled();
    screen.getByRole("button", { name: "Move Interviews down" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(api.calls("PUT /api/incubators/lab/courses/first-customers/lesson-order")[0]?.body).toEqual({
      slugs: ["pricing", "interviews"],
    });
    expect(await screen.findByText("Interviews is now lesson 2.")).toBeInTheDocument();
  });

  it("asks before deleting a lesson", async () => {
    const detail = courseDetailFixture();
    const api = stubApi({
      "DELETE /api/incubators/lab/courses/first-customers/lessons/pricing": reply(200, { ok: true }),
    });
    renderWithProviders(<LessonOrderList slug="lab" course="first-customers" lessons={detail.lessons} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Pricing" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent("Delete “Pricing”?");
    expect(api.calls("DELETE /api/incubators/lab/courses/first-customers/lessons/pricing")).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Delete lesson" }));
    await vi.waitFor(() =>
      expect(api.calls("DELETE /api/incubators/lab/courses/first-customers/lessons/pricing")).toHaveLength(1),
    );
  });
});
