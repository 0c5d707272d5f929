import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { mentoringSessionFixture } from "../test/mentor-fixtures";
import { SessionCard } from "./session-card";

const ID = "11111111-1111-4111-8111-111111111111";

const session = mentoringSessionFixture;

beforeEach(() => {
  setReaderTimeZone("Europe/Berlin");
});
afterEach(() => {
  setReaderTimeZone(null);
  vi.unstubAllGlobals();
});

describe("SessionCard", () => {
  it("shows the session in the reader's zone with the steps the server allows", async () => {
    const view = renderWithProviders(<SessionCard session={session()} />);
    expect(screen.getByRole("heading", { name: /Dec 2, 2026, 3:00 PM–4:00 PM/ })).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace booked you · 60 minutes")).toBeInTheDocument();
    for (const name of ["Confirm", "Decline", "Reschedule", "Cancel session"]) {
      expect(screen.getByRole("button", { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(view.container);
  });

  it("warns of a late cancellation before the person confirms it", async () => {
    const api = stubApi({
      [`POST /api/mentoring/sessions/${ID}/cancel`]: reply(200, {
        session: session({
          status: "cancelled",
          cancelledBy: "mentee",
          permissions: {
            confirm: false,
            decline: false,
            cancel: false,
            reschedule: false,
            complete: false,
            markNoShow: false,
          },
        }),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SessionCard session={session({ viewerRole: "mentee", lateCancel: true })} />);
    await user.click(screen.getByRole("button", { name: "Cancel session" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this session?" });
    expect(dialog).toHaveTextContent(
      "This is a late cancellation: the session starts in less than 12 hours.",
    );
    expect(api.calls(`POST /api/mentoring/sessions/${ID}/cancel`)).toHaveLength(0);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (optional)" }), "Ill today");
    await user.click(within(dialog).getByRole("button", { name: "Cancel session" }));
    expect(api.calls(`POST /api/mentoring/sessions/${ID}/cancel`)[0]?.body).toEqual({ reason: "Ill today" });
  });

  it("asks the mentor for a reason before declining", async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderWithProviders(<SessionCard session={session()} />);
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Decline this session?" });
    expect(dialog).not.toHaveTextContent("late cancellation");
    await user.type(within(dialog).getByRole("textbox", { name: "Reason" }), "Travelling");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(api.calls(`POST /api/mentoring/sessions/${ID}/decline`)[0]?.body).toEqual({
      reason: "Travelling",
    });
  });

  it("lets the mentor mark an ended session completed, and asks before marking the mentee absent", async () => {
    const ended = session({
      status: "confirmed",
      permissions: {
        confirm: false,
        decline: false,
        cancel: false,
        reschedule: false,
        complete: true,
        markNoShow: true,
      },
    });
    const api = stubApi({
      [`POST /api/mentoring/sessions/${ID}/complete`]: reply(200, {
        session: { ...ended, status: "completed" },
      }),
    });
    const user = userEvent.setup();
    const view = renderWithProviders(<SessionCard session={ended} />);
    await user.click(screen.getByRole("button", { name: "Ada Lovelace did not come" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Mark this session as missed?" });
    expect(api.calls(`POST /api/mentoring/sessions/${ID}/no-show`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "Mark completed" }));
    expect(api.calls(`POST /api/mentoring/sessions/${ID}/complete`)).toHaveLength(1);
    await expectNoAxeViolations(view.container);
  });

  it("says who did not come", () => {
    renderWithProviders(
      <SessionCard session={session({ status: "no_show", noShowOf: "mentor", viewerRole: "mentee" })} />,
    );
    expect(screen.getByText("Grace Hopper did not come.")).toBeInTheDocument();
  });
});
