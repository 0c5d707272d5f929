import { screen } from "@testing-library/react";
import { Navigate } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MentorProfileView } from "@/features/mentoring/components/mentor-profile-view";
import { mentorProfileFixture } from "@/features/mentoring/test/mentor-fixtures";
import { RouteDocumentHead } from "@/lib/page-head";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { MentorProfilePage } from "./mentor-profile-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page at its own route pattern, so it reads its slug as the router gives it. */
function renderAt(path: string) {
  return renderWithProviders(<Navigate to={path} />, {
    path: "/start",
    routes: [
      ...["/advisors/:slug", "/coaches/:slug"].map((path) => ({
        path,
        element: (
          <>
            <RouteDocumentHead />
            <MentorProfilePage />
          </>
        ),
      })),
    ],
  });
}

describe("MentorProfilePage", () => {
  it("shows the profile: name, kind, headline, bio, expertise, roles, languages, zone and incubators", async () => {
    stubApi({ "GET /api/mentors/bea-chen": reply(200, mentorProfileFixture()) });
    renderAt("/coaches/bea-chen");
    expect(await screen.findByRole("heading", { level: 1, name: "Bea Chen" })).toBeInTheDocument();
    expect(screen.getByText("Coach")).toBeInTheDocument();
    expect(screen.getByText("Sales from zero")).toBeInTheDocument();
    expect(screen.getByText("coach", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Mentors with expertise in outreach" })).toHaveAttribute(
      "href",
      "/advisors?expertise=outreach",
    );
    expect(screen.getByText("CGO")).toBeInTheDocument();
    expect(screen.getByText("English, German")).toBeInTheDocument();
    expect(screen.getByText("America / New York")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Acme Labs" })).toHaveAttribute("href", "/incubators/acme-labs");
    expect(document.title).toBe("Bea Chen · Hatchery");
    expect(screen.queryByRole("link", { name: "Edit your profile" })).toBeNull();
    await expectNoAxeViolations();
  });

  it("shows the not-found page for an unknown or unpublished slug", async () => {
    stubApi({
      "GET /api/mentors/nobody": apiError(404, "not_found", "There is no advisor or coach at this address."),
    });
    renderAt("/coaches/nobody");
    expect(await screen.findByRole("heading", { level: 1, name: "Coach not found" })).toBeInTheDocument();
  });

  it("tells its owner a draft is a preview, with the way to edit it", async () => {
    stubApi({
      "GET /api/mentors/bea-chen": reply(
        200,
        mentorProfileFixture({ publishedAt: null, viewer: { isOwner: true } }),
      ),
    });
    renderAt("/coaches/bea-chen");
    expect(await screen.findByText("This is a preview of your draft")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit your profile" })).toHaveAttribute(
      "href",
      "/profile/mentor",
    );
  });

  it("gives the booking panel its place beside the profile", () => {
    renderWithProviders(
      <MentorProfileView
        profile={mentorProfileFixture()}
        booking={<section aria-label="Book a session" />}
      />,
    );
    expect(screen.getByRole("region", { name: "Book a session" })).toBeInTheDocument();
  });

  it("composes the booking panel into a published profile, loaded after the profile", async () => {
    const api = stubApi({
      "GET /api/mentors/bea-chen": reply(200, mentorProfileFixture()),
      "GET /api/mentors/bea-chen/free-slots": reply(200, {
        mentor: { userId: "coach-1", slug: "bea-chen", name: "Bea Chen", kind: "coach" },
        timeZone: "America/New_York",
        sessionLengths: [30],
        length: 30,
        slots: [],
        viewer: { canBook: false, isMentor: false, offerPlansOf: null },
      }),
    });
    renderAt("/coaches/bea-chen");
    expect(await screen.findByRole("region", { name: "Book a session with Bea Chen" })).toBeInTheDocument();
    expect(api.calls("GET /api/mentors/bea-chen/free-slots").length).toBeGreaterThan(0);
  });
});
