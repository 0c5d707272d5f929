import type { PracticeShareDetail, PracticeShareSummary } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { PracticeShareAnswerComments } from "./practice-share-answer-comments";
import { PracticeSharePanel } from "./practice-share-panel";

afterEach(() => {
  vi.unstubAllGlobals();
});

const SESSION = "11111111-1111-4111-8111-111111111111";
const ANSWER = "22222222-2222-4222-8222-222222222222";
const TEXT = "We cut failed payments by a third; then I hired two engineers 🚀 in a month.";

function summary(overrides: Partial<PracticeShareSummary> = {}): PracticeShareSummary {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    kind: "interview",
    itemId: SESSION,
    title: "Interview practice: CTO questions",
    practisedAt: "2026-11-20T10:00:00.000Z",
    owner: { userId: "user-1", name: "Ada Lovelace" },
    mentor: { userId: "mentor-1", name: "Grace Coach", kind: "coach", slug: "grace-coach" },
    message: "",
    createdAt: "2026-11-21T10:00:00.000Z",
    revokedAt: null,
    commentCount: 1,
    ...overrides,
  };
}

function detail(share: PracticeShareSummary): PracticeShareDetail {
  const quote = "hired two engineers 🚀";
  const start = Array.from(TEXT).join("").indexOf("hired");
  return {
    share,
    texts: [{ id: ANSWER, questionId: "cto/hiring", label: "How do you hire?", text: TEXT }],
    comments: [
      {
        id: "44444444-4444-4444-8444-444444444444",
        textId: ANSWER,
        start,
        end: start + Array.from(quote).length,
        quote,
        body: "Say where you found them.",
        author: { userId: "mentor-1", name: "Grace Coach" },
        createdAt: "2026-11-22T10:00:00.000Z",
        editedAt: null,
      },
    ],
  };
}

const OF_ITEM = "GET /api/mentoring/practice-shares";

describe("PracticeSharePanel", () => {
  it("shares with a mentor chosen from the search, then lists the share", async () => {
    const api = stubApi({
      [OF_ITEM]: reply(200, { items: [] }),
      "GET /api/mentoring/practice-share-mentors": reply(200, {
        items: [
          { userId: "mentor-1", name: "Grace Coach", kind: "coach", slug: "grace-coach", headline: "Hiring" },
          { userId: "mentor-2", name: "Alan Advisor", kind: "advisor", slug: "alan-advisor", headline: "" },
        ],
      }),
      "POST /api/mentoring/practice-shares": reply(201, detail(summary())),
    });
    const user = userEvent.setup();
    renderWithProviders(<PracticeSharePanel kind="interview" itemId={SESSION} />);
    expect(await screen.findByText("Not shared with anyone yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Share with a mentor" }));
    const dialog = await screen.findByRole("dialog", { name: "Share with a mentor" });
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Choose a mentor to share with.");

    await user.click(await within(dialog).findByRole("radio", { name: /Grace Coach/ }));
    await user.type(
      within(dialog).getByLabelText("Message to the mentor (optional)"),
      "My hiring answer, please.",
    );
    await expectNoAxeViolations(dialog);
    api.on(OF_ITEM, reply(200, { items: [detail(summary())] }));
    await user.click(within(dialog).getByRole("button", { name: "Share" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("POST /api/mentoring/practice-shares")[0]?.body).toEqual({
      kind: "interview",
      itemId: SESSION,
      mentorId: "mentor-1",
      message: "My hiring answer, please.",
    });
    expect(screen.getByText("Shared with Grace Coach.")).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Shared with" });
    expect(within(list).getByRole("link", { name: "Grace Coach" })).toHaveAttribute(
      "href",
      "/coaches/grace-coach",
    );
  });

  it("asks before revoking, and says the mentor no longer sees the result", async () => {
    const api = stubApi({
      [OF_ITEM]: reply(200, { items: [detail(summary())] }),
      "POST /api/mentoring/practice-shares/33333333-3333-4333-8333-333333333333/revoke": reply(204),
    });
    const user = userEvent.setup();
    renderWithProviders(<PracticeSharePanel kind="interview" itemId={SESSION} />);
    await user.click(await screen.findByRole("button", { name: "Revoke sharing with Grace Coach" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Stop sharing this result?" });
    api.on(OF_ITEM, reply(200, { items: [detail(summary({ revokedAt: "2026-11-23T10:00:00.000Z" }))] }));
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Grace Coach no longer sees this result.")).toBeInTheDocument();
    expect(await screen.findByText("Revoked")).toBeInTheDocument();
  });

  it("says so when the shares cannot be loaded", async () => {
    stubApi({ [OF_ITEM]: apiError(500, "internal", "Something broke") });
    renderWithProviders(<PracticeSharePanel kind="interview" itemId={SESSION} />);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your shares could not be loaded: Something broke",
    );
  });
});

describe("PracticeShareAnswerComments", () => {
  it("marks the commented part of the answer and links it to the comment, not by colour alone", async () => {
    stubApi({ [OF_ITEM]: reply(200, { items: [detail(summary())] }) });
    renderWithProviders(
      <PracticeShareAnswerComments kind="interview" itemId={SESSION} questionId="cto/hiring" />,
    );
    const region = await screen.findByRole("region", { name: "Mentor comments" });
    const mark = region.querySelector("mark");
    expect(mark).toHaveTextContent("hired two engineers 🚀");
    const link = within(region).getByRole("link", { name: "Comment 1" });
    const comment = within(region).getByRole("listitem");
    expect(link).toHaveAttribute("href", `#${comment.id}`);
    expect(comment).toHaveTextContent("Say where you found them.");
    expect(comment).toHaveTextContent("Grace Coach");
    await expectNoAxeViolations(region);
  });

  it("shows nothing beside an answer no mentor commented on", async () => {
    const api = stubApi({ [OF_ITEM]: reply(200, { items: [detail(summary())] }) });
    const { container } = renderWithProviders(
      <PracticeShareAnswerComments kind="interview" itemId={SESSION} questionId="cto/other" />,
    );
    await waitFor(() => expect(api.calls(OF_ITEM)).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
