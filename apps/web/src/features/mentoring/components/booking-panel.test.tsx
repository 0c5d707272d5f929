import type { FreeSlotsResponse, MentoringSession } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sessionQueryOptions } from "@/lib/auth/session";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { createTestQueryClient, renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture as signedInSession } from "@/test/session-fixture";
import { mentoringSessionFixture } from "../test/mentor-fixtures";
import { BookingPanel } from "./booking-panel";

const NOW = new Date("2026-12-01T12:00:00Z");
const LAB = { id: "lab-1", slug: "acme-labs", name: "Acme Labs" };

/** Wednesday 2 December 2026, 09:00 and 10:00 in New York. */
function freeSlots(viewer: Partial<FreeSlotsResponse["viewer"]> = {}): FreeSlotsResponse {
  return {
    mentor: { userId: "coach-1", slug: "grace", name: "Grace Hopper", kind: "coach" },
    timeZone: "America/New_York",
    sessionLengths: [30, 60],
    length: 60,
    slots: [
      { startsAt: "2026-12-02T14:00:00.000Z", endsAt: "2026-12-02T15:00:00.000Z" },
      { startsAt: "2026-12-02T15:00:00.000Z", endsAt: "2026-12-02T16:00:00.000Z" },
    ],
    viewer: { canBook: true, isMentor: false, offerPlansOf: null, ...viewer },
  };
}

function sessionFixture(startsAt: string): MentoringSession {
  return mentoringSessionFixture({
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
    incubator: LAB,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
    viewerRole: "mentee",
    permissions: {
      confirm: false,
      decline: false,
      cancel: true,
      reschedule: true,
      complete: false,
      markNoShow: false,
    },
  });
}

function renderPanel(slots: FreeSlotsResponse, onOfferPlans = vi.fn()) {
  const api = stubApi({
    "GET /api/mentors/grace/free-slots": reply(200, slots),
    "POST /api/mentors/grace/sessions": (request) =>
      reply(201, { session: sessionFixture((request.body as { startsAt: string }).startsAt) }),
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(sessionQueryOptions().queryKey, signedInSession({ timeZone: "Asia/Kolkata" }));
  const view = renderWithProviders(
    <BookingPanel
      mentor={{ slug: "grace", name: "Grace Hopper" }}
      onOfferPlans={onOfferPlans}
      now={() => NOW}
    />,
    { path: "/coaches/grace", queryClient },
  );
  return { api, view, onOfferPlans, user: userEvent.setup() };
}

beforeEach(() => {
  // The reader is in Kolkata: New York's 09:00 is their 19:30, and their zone is named.
  setReaderTimeZone("Asia/Kolkata");
});
afterEach(() => {
  setReaderTimeZone(null);
  vi.unstubAllGlobals();
});

describe("BookingPanel", () => {
  it("shows free times in the reader's zone, names it, and books one with an agenda", async () => {
    const { api, user, view } = renderPanel(freeSlots());
    expect(screen.getByText(/Times are shown in your time zone, Asia\/Kolkata/)).toBeInTheDocument();
    const day = await screen.findByRole("group", { name: /Wednesday, December 2/ });
    const times = within(day)
      .getAllByRole("radio")
      .map((radio) => radio.closest("label")?.textContent);
    expect(times).toEqual(["7:30 PM", "8:30 PM"]);
    expect(screen.getByText(/Grace Hopper is in America\/New_York/)).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "8:30 PM" }));
    await user.type(screen.getByRole("textbox", { name: "Agenda" }), "Pricing for our pilot");
    await user.click(screen.getByRole("button", { name: "Book" }));
    await screen.findByText("Session requested");
    expect(api.calls("POST /api/mentors/grace/sessions")[0]?.body).toEqual({
      startsAt: "2026-12-02T15:00:00.000Z",
      length: 60,
      agenda: "Pricing for our pilot",
    });
    await expectNoAxeViolations(view.container);
  });

  it("asks for the free times of another length and week", async () => {
    const { api, user } = renderPanel(freeSlots());
    await screen.findByRole("group", { name: /Wednesday, December 2/ });
    await user.click(screen.getByRole("radio", { name: "30 minutes" }));
    await waitFor(() =>
      expect(
        api.calls("GET /api/mentors/grace/free-slots").some((call) => call.search.includes("length=30")),
      ).toBe(true),
    );
    await user.click(screen.getByRole("button", { name: "Next week" }));
    await waitFor(() =>
      expect(
        api
          .calls("GET /api/mentors/grace/free-slots")
          .some((call) => call.search.includes("from=2026-12-08T12")),
      ).toBe(true),
    );
  });

  it("opens the plans of the incubator the server names for a guest", async () => {
    const { user, onOfferPlans } = renderPanel(freeSlots({ canBook: false, offerPlansOf: LAB }));
    await screen.findByRole("group", { name: /Wednesday, December 2/ });
    await user.click(screen.getByRole("button", { name: "Book" }));
    expect(onOfferPlans).toHaveBeenCalledWith(LAB);
  });

  it("says why a booking was refused", async () => {
    const { api, user } = renderPanel(freeSlots());
    api.on(
      "POST /api/mentors/grace/sessions",
      apiError(409, "conflict", "This time is no longer free. Choose another time."),
    );
    await user.click(await screen.findByRole("radio", { name: "7:30 PM" }));
    await user.type(screen.getByRole("textbox", { name: "Agenda" }), "Hiring");
    await user.click(screen.getByRole("button", { name: "Book" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This time is no longer free. Choose another time.",
    );
  });
});
