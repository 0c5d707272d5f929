import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@/features/mentoring/components/mentor-profile-form-schema";
import { myMentorProfileFixture, ownMentorProfileFixture } from "@/features/mentoring/test/mentor-fixtures";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { MentorProfileEditPage } from "./mentor-profile-edit-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const NO_INCUBATORS = reply(200, { items: [], nextCursor: null });

describe("MentorProfileEditPage", () => {
  it("tells a person without the advisor or coach role why, and how to ask", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/mentor-profile": reply(200, myMentorProfileFixture({ allowedKinds: [] })),
    });
    renderWithProviders(<MentorProfileEditPage />, { path: "/profile/mentor" });
    expect(await screen.findByText("Mentor profiles are for advisors and coaches")).toBeInTheDocument();
    expect(screen.getByText(/Ask for the role from your profile/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for the role" })).toHaveAttribute("href", "/profile");
    expect(screen.queryByRole("form", { name: "Mentor profile" })).toBeNull();
  });

  it("saves a first draft with the suggested address, and shows the server's word on a taken slug", async () => {
    let saves = 0;
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["coach"] })),
      "GET /api/mentor-profile": reply(200, myMentorProfileFixture()),
      "GET /api/incubators": NO_INCUBATORS,
      "PUT /api/mentor-profile": () => {
        saves += 1;
        return saves === 1
          ? apiError(
              409,
              "conflict",
              "This address is already taken by another mentor; choose another slug.",
              [
                {
                  path: ["slug"],
                  message: "This address is already taken by another mentor; choose another slug.",
                },
              ],
            )
          : reply(200, ownMentorProfileFixture({ slug: "bea-coach" }));
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MentorProfileEditPage />, { path: "/profile/mentor" });
    const form = await screen.findByRole("form", { name: "Mentor profile" });
    expect(within(form).getByLabelText("Address")).toHaveValue("bea-chen");
    expect(within(form).getByText("Your page: /coaches/bea-chen")).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Headline"), "Sales from zero");
    await user.click(within(form).getByRole("checkbox", { name: "CGO" }));
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(
      await within(form).findByText("This address is already taken by another mentor; choose another slug."),
    ).toBeInTheDocument();
    expect(api.calls("PUT /api/mentor-profile")[0]?.body).toMatchObject({
      kind: "coach",
      slug: "bea-chen",
      headline: "Sales from zero",
      helpRoles: ["cgo"],
      timeZone: "Europe/Berlin",
      meetingLink: null,
    });

    await user.clear(within(form).getByLabelText("Address"));
    await user.type(within(form).getByLabelText("Address"), "bea-coach");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await screen.findByRole("button", { name: "Publish profile" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "/coaches/bea-coach" })).toBeInTheDocument();
  });

  it("refuses a meeting link that is not https before sending it", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["coach"] })),
      "GET /api/mentor-profile": reply(200, myMentorProfileFixture()),
      "GET /api/incubators": NO_INCUBATORS,
    });
    const user = userEvent.setup();
    renderWithProviders(<MentorProfileEditPage />, { path: "/profile/mentor" });
    const form = await screen.findByRole("form", { name: "Mentor profile" });
    await user.type(within(form).getByLabelText("Meeting link"), "http://meet.example.com/bea");
    await user.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(
      await within(form).findByText("Meeting link must be a web address starting with https://"),
    ).toBeInTheDocument();
    expect(api.calls("PUT /api/mentor-profile")).toHaveLength(0);
  });

  it("publishes a draft, and asks before taking a published profile down", async () => {
    let published = false;
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["coach"] })),
      "GET /api/mentor-profile": () =>
        reply(
          200,
          myMentorProfileFixture({
            profile: ownMentorProfileFixture({ publishedAt: published ? "2026-11-29T10:00:00.000Z" : null }),
          }),
        ),
      "GET /api/incubators": NO_INCUBATORS,
      "POST /api/mentor-profile/publish": () => {
        published = true;
        return reply(200, ownMentorProfileFixture({ publishedAt: "2026-11-29T10:00:00.000Z" }));
      },
      "POST /api/mentor-profile/unpublish": () => {
        published = false;
        return reply(200, ownMentorProfileFixture());
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MentorProfileEditPage />, { path: "/profile/mentor" });
    await user.click(await screen.findByRole("button", { name: "Publish profile" }));
    await user.click(await screen.findByRole("button", { name: "Unpublish" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Unpublish your mentor profile?" });
    await user.click(within(dialog).getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(await screen.findByRole("button", { name: "Publish profile" })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
