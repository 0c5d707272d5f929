import { MENTORING_AFTER_MESSAGES, type MentoringSession, type SessionFollowUp } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { mentoringSessionFixture } from "../test/mentor-fixtures";
import { SessionNotesPanel } from "./session-notes-panel";

const ID = "11111111-1111-4111-8111-111111111111";
const ITEM = "22222222-2222-4222-8222-222222222222";
const FOLLOW_UP = `GET /api/mentoring/sessions/${ID}/follow-up`;

function session(overrides: Partial<MentoringSession> = {}): MentoringSession {
  return mentoringSessionFixture({
    id: ID,
    status: "confirmed",
    permissions: {
      confirm: false,
      decline: false,
      cancel: true,
      reschedule: true,
      complete: false,
      markNoShow: false,
    },
    ...overrides,
  });
}

function followUp(overrides: Partial<SessionFollowUp> = {}): SessionFollowUp {
  return {
    sessionId: ID,
    viewerRole: "mentor",
    notes: {
      markdown: "Try **annual** plans",
      html: "<p>Try <strong>annual</strong> plans</p>",
      version: 3,
      updatedBy: { id: "user-1", name: "Ada Lovelace" },
      updatedAt: "2026-12-02T15:10:00.000Z",
    },
    privateNotes: { markdown: "Unsure about pricing", updatedAt: null },
    actionItems: [
      {
        id: ITEM,
        sessionId: "33333333-3333-4333-8333-333333333333",
        sessionStartsAt: "2026-11-25T14:00:00.000Z",
        text: "Call three customers",
        owner: "mentee",
        dueDate: "2026-12-09",
        doneAt: null,
        createdAt: "2026-11-25T15:00:00.000Z",
        carried: true,
        canEdit: true,
      },
    ],
    reviews: {
      mine: null,
      theirs: null,
      theyHaveRated: false,
      revealed: false,
      revealsAt: "2026-12-16T15:00:00.000Z",
    },
    permissions: { editNotes: true, review: false },
    ...overrides,
  };
}

beforeEach(() => {
  setReaderTimeZone("Europe/Berlin");
});
afterEach(() => {
  setReaderTimeZone(null);
  vi.unstubAllGlobals();
});

describe("SessionNotesPanel", () => {
  it("shows the notes, the mentor's private notes and the carried action items", async () => {
    stubApi({ [FOLLOW_UP]: reply(200, followUp()) });
    const view = renderWithProviders(<SessionNotesPanel session={session()} />);
    expect(await screen.findByRole("heading", { name: "Shared notes" })).toBeInTheDocument();
    expect(screen.getByText("annual")).toBeInTheDocument();
    expect(screen.getByText(/Last edited by Ada Lovelace/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Private notes" })).toHaveValue("Unsure about pricing");
    expect(screen.getByRole("checkbox", { name: "Call three customers" })).not.toBeChecked();
    expect(screen.getByText(/Mentee · due .* · from the session of/)).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it("shows the mentee no private notes", async () => {
    stubApi({ [FOLLOW_UP]: reply(200, followUp({ viewerRole: "mentee", privateNotes: null })) });
    renderWithProviders(<SessionNotesPanel session={session({ viewerRole: "mentee" })} />);
    await screen.findByRole("heading", { name: "Shared notes" });
    expect(screen.queryByRole("heading", { name: "Private notes" })).not.toBeInTheDocument();
  });

  it("keeps the typed text when someone else saved first, and saves over the latest version after a reload", async () => {
    const api = stubApi({
      [FOLLOW_UP]: reply(200, followUp()),
      [`PUT /api/mentoring/sessions/${ID}/notes`]: apiError(
        409,
        "conflict",
        MENTORING_AFTER_MESSAGES.staleNotes,
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionNotesPanel session={session()} />);
    await user.click(await screen.findByRole("button", { name: "Edit notes" }));
    const box = screen.getByRole("textbox", { name: "Notes (markdown)" });
    await user.type(box, " and a pilot");
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(MENTORING_AFTER_MESSAGES.staleNotes);
    expect(api.calls(`PUT /api/mentoring/sessions/${ID}/notes`)[0]?.body).toEqual({
      markdown: "Try **annual** plans and a pilot",
      version: 3,
    });

    api.on(FOLLOW_UP, reply(200, followUp({ notes: { ...followUp().notes, version: 4, markdown: "New" } })));
    await user.click(screen.getByRole("button", { name: "Load the latest notes" }));
    expect(await screen.findByText("The latest saved notes")).toBeInTheDocument();
    expect(box).toHaveValue("Try **annual** plans and a pilot");
    api.on(`PUT /api/mentoring/sessions/${ID}/notes`, reply(200, { ...followUp().notes, version: 5 }));
    await user.click(screen.getByRole("button", { name: "Save notes" }));
    expect(api.calls(`PUT /api/mentoring/sessions/${ID}/notes`)[1]?.body).toMatchObject({ version: 4 });
  });

  it("marks an action item done and adds one", async () => {
    const api = stubApi({
      [FOLLOW_UP]: reply(200, followUp()),
      [`PATCH /api/mentoring/action-items/${ITEM}`]: reply(200, {
        ...followUp().actionItems[0],
        doneAt: "2026-12-02T16:00:00.000Z",
      }),
      [`POST /api/mentoring/sessions/${ID}/action-items`]: reply(201, followUp().actionItems[0]),
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionNotesPanel session={session()} />);
    await user.click(await screen.findByRole("checkbox", { name: "Call three customers" }));
    expect(api.calls(`PATCH /api/mentoring/action-items/${ITEM}`)[0]?.body).toEqual({ done: true });

    await user.type(screen.getByRole("textbox", { name: "New action item" }), "Send the deck");
    await user.click(screen.getByRole("radio", { name: "Mentor" }));
    await user.click(screen.getByRole("button", { name: "Add action item" }));
    expect(api.calls(`POST /api/mentoring/sessions/${ID}/action-items`)[0]?.body).toEqual({
      text: "Send the deck",
      owner: "mentor",
      dueDate: null,
    });
  });

  it("offers the review after completion and says when the other side's will show", async () => {
    const api = stubApi({
      [FOLLOW_UP]: reply(
        200,
        followUp({
          viewerRole: "mentee",
          privateNotes: null,
          permissions: { editNotes: true, review: true },
          reviews: { ...followUp().reviews, theyHaveRated: true },
        }),
      ),
      [`POST /api/mentoring/sessions/${ID}/reviews`]: reply(201, {
        id: "r1",
        side: "mentee",
        rating: 5,
        comment: "Clear",
        author: { id: "user-1", name: "Ada Lovelace" },
        createdAt: "2026-12-02T16:00:00.000Z",
      }),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(
      <SessionNotesPanel session={session({ status: "completed", viewerRole: "mentee" })} />,
    );
    const form = await screen.findByRole("group", { name: "How was the session with Grace Hopper?" });
    expect(screen.getByText(/Grace Hopper has reviewed this session/)).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
    await user.click(within(form).getByRole("radio", { name: "5" }));
    await user.type(screen.getByRole("textbox", { name: "Comment (optional)" }), "Clear");
    await user.click(screen.getByRole("button", { name: "Send review" }));
    expect(api.calls(`POST /api/mentoring/sessions/${ID}/reviews`)[0]?.body).toEqual({
      rating: 5,
      comment: "Clear",
    });
  });
});
