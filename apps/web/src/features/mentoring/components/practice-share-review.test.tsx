import type { PracticeShareComment, PracticeShareText } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { PracticeShareTextReview } from "./practice-share-review";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SHARE = "33333333-3333-4333-8333-333333333333";
const TEXT: PracticeShareText = {
  id: "22222222-2222-4222-8222-222222222222",
  questionId: "cto/hiring",
  label: "How do you hire?",
  text: "I hired 🚀 two engineers; then a designer.",
};
const COMMENTS_PATH = `POST /api/mentoring/practice-shares/${SHARE}/comments`;

function renderReview(comments: PracticeShareComment[] = []) {
  return renderWithProviders(
    <PracticeShareTextReview shareId={SHARE} text={TEXT} comments={comments} viewerId="mentor-1" />,
  );
}

describe("PracticeShareTextReview", () => {
  it("comments on a typed part with offsets in characters, the emoji counted as one", async () => {
    const api = stubApi({
      [COMMENTS_PATH]: reply(201, {
        id: "c-2",
        textId: TEXT.id,
        start: 10,
        end: 23,
        quote: "two engineers",
        body: "Where did you find them?",
        author: { userId: "mentor-1", name: "Grace Coach" },
        createdAt: "2026-11-22T10:00:00.000Z",
        editedAt: null,
      }),
    });
    const user = userEvent.setup();
    renderReview();
    await user.type(screen.getByLabelText("Part of the answer"), "two engineers");
    await user.type(screen.getByLabelText("Comment"), "Where did you find them?");
    await user.click(screen.getByRole("button", { name: "Add comment" }));
    expect(await screen.findByText("Comment added. The mentee is told.")).toBeInTheDocument();
    // "I hired 🚀 " is 10 characters (the emoji one), though 11 UTF-16 units.
    expect(api.calls(COMMENTS_PATH)[0]?.body).toEqual({
      textId: TEXT.id,
      start: 10,
      end: 23,
      quote: "two engineers",
      body: "Where did you find them?",
    });
    await expectNoAxeViolations();
  });

  it("refuses a part that is not in the answer, and shows the server's refusal", async () => {
    stubApi({
      [COMMENTS_PATH]: apiError(
        403,
        "forbidden",
        "Only the mentor this result is shared with can comment on it.",
      ),
    });
    const user = userEvent.setup();
    renderReview();
    await user.type(screen.getByLabelText("Part of the answer"), "three engineers");
    await user.type(screen.getByLabelText("Comment"), "Hm");
    await user.click(screen.getByRole("button", { name: "Add comment" }));
    expect(screen.getByRole("alert")).toHaveTextContent("type a part of it exactly as it is written");
    await user.clear(screen.getByLabelText("Part of the answer"));
    await user.type(screen.getByLabelText("Part of the answer"), "a designer");
    await user.click(screen.getByRole("button", { name: "Add comment" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only the mentor this result is shared with");
  });

  it("lists the comments with Delete for the mentor's own, asked first", async () => {
    const api = stubApi({
      "DELETE /api/mentoring/practice-shares/33333333-3333-4333-8333-333333333333/comments/c-1": reply(204),
    });
    const user = userEvent.setup();
    renderReview([
      {
        id: "c-1",
        textId: TEXT.id,
        start: 10,
        end: 23,
        quote: "two engineers",
        body: "Where?",
        author: { userId: "mentor-1", name: "Grace Coach" },
        createdAt: "2026-11-22T10:00:00.000Z",
        editedAt: null,
      },
    ]);
    expect(document.querySelector("mark")).toHaveTextContent("two engineers");
    await user.click(screen.getByRole("button", { name: "Delete the comment on “two engineers”" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Delete this comment?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await vi.waitFor(() =>
      expect(
        api.calls("DELETE /api/mentoring/practice-shares/33333333-3333-4333-8333-333333333333/comments/c-1"),
      ).toHaveLength(1),
    );
  });

  it("edits the mentor's own comment in place", async () => {
    const path = "PATCH /api/mentoring/practice-shares/33333333-3333-4333-8333-333333333333/comments/c-1";
    const comment: PracticeShareComment = {
      id: "c-1",
      textId: TEXT.id,
      start: 10,
      end: 23,
      quote: "two engineers",
      body: "Where?",
      author: { userId: "mentor-1", name: "Grace Coach" },
      createdAt: "2026-11-22T10:00:00.000Z",
      editedAt: null,
    };
    const api = stubApi({
      [path]: reply(200, { ...comment, body: "Where did you find them?", editedAt: comment.createdAt }),
    });
    const user = userEvent.setup();
    renderReview([comment, { ...comment, id: "c-2", author: { userId: "mentor-2", name: "Alan Advisor" } }]);
    // Only the viewer's own comment has controls.
    expect(screen.getAllByRole("button", { name: /^Edit the comment/ })).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Edit the comment on “two engineers”" }));
    const box = screen.getByLabelText("Edit comment");
    await user.clear(box);
    await user.type(box, "Where did you find them?");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(api.calls(path)[0]?.body).toEqual({ body: "Where did you find them?" }));
    expect(
      await screen.findByRole("button", { name: "Edit the comment on “two engineers”" }),
    ).toBeInTheDocument();
  });
});
