// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/teams/team-form-schemas";
import {
  coreRoleTakenMessage,
  leadershipNeedsSubscriptionMessage,
  TEAM_ERROR_MESSAGES,
  type TeamDetailResponse,
} from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { createTestQueryClient } from "@/test/render-with-providers";
import {
  GRACE,
  LEADER_VIEWER,
  memberFixture,
  NO_PERMISSIONS,
  teamDetailFixture,
  viewerFixture,
} from "../test/fixtures";
import { EditTeamPage } from "./edit-team-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage({
  detail = teamDetailFixture({ viewer: LEADER_VIEWER }),
}: {
  detail?: TeamDetailResponse;
} = {}) {
  const api = stubApi({
    "GET /api/teams/night-owls": reply(200, detail),
  });
  const router = createMemoryRouter(
    [
      {
        path: "/teams/:slug/edit",
        element: (
          <>
            <EditTeamPage />
            <Toaster />
          </>
        ),
      },
      {
        path: "/teams",
        element: (
          <>
            <h1>Teams</h1>
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ["/teams/night-owls/edit"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

// The sections load lazily; their first load takes longer than a second on a busy machine.
const findDetails = () => screen.findByRole("form", { name: "Team details" }, { timeout: 10_000 });
const details = () => screen.getByRole("form", { name: "Team details" });
const field = (name: string) => within(details()).getByRole("textbox", { name });
const membersRegion = () => screen.findByRole("region", { name: "Members" }, { timeout: 10_000 });

describe("EditTeamPage: details and logo", () => {
  it("shows the team's details and sends only the fields that changed", async () => {
    const { api, user } = renderPage();
    api.on(
      "PATCH /api/teams/night-owls",
      reply(200, {
        team: { ...teamDetailFixture().team, tagline: "Payroll, done.", visibility: "incubator" },
      }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Edit team" })).toBeInTheDocument();
    await findDetails();
    expect(field("Name")).toHaveValue("Night Owls");
    expect(field("Slug")).toHaveValue("night-owls");
    expect(screen.getByRole("radio", { name: "Building" })).toBeChecked();
    expect(screen.getByRole("link", { name: "View the team's page" })).toHaveAttribute(
      "href",
      "/teams/night-owls",
    );

    await user.clear(field("Tagline"));
    await user.type(field("Tagline"), "Payroll, done.");
    await user.click(screen.getByRole("radio", { name: "Members of the incubator only" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Changes saved")).toBeInTheDocument();
    expect(api.calls("PATCH /api/teams/night-owls").map((call) => call.body)).toEqual([
      { tagline: "Payroll, done.", visibility: "incubator" },
    ]);
  });

  it("follows a slug change to the new edit address, and shows a taken slug on its field", async () => {
    const { api, router, user } = renderPage();
    api.on("PATCH /api/teams/night-owls", apiError(409, "conflict", TEAM_ERROR_MESSAGES.teamSlugTaken));
    await findDetails();
    await user.clear(field("Slug"));
    await user.type(field("Slug"), "owls");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(field("Slug")).toHaveAccessibleDescription(
        expect.stringContaining(TEAM_ERROR_MESSAGES.teamSlugTaken),
      ),
    );

    const renamed = { ...teamDetailFixture().team, slug: "owls" };
    api.on("PATCH /api/teams/night-owls", reply(200, { team: renamed }));
    api.on("GET /api/teams/owls", reply(200, teamDetailFixture({ team: renamed, viewer: LEADER_VIEWER })));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/teams/owls/edit"));
    expect(field("Slug")).toHaveValue("owls");
  });

  it("refuses an empty name in the schema's words", async () => {
    const { api, user } = renderPage();
    await findDetails();
    await user.clear(field("Name"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(api.calls("PATCH /api/teams/night-owls")).toHaveLength(0);
  });

  it("uploads a logo", async () => {
    const { api, user } = renderPage();
    const logoUrl = "/api/files/team-logos/new.png";
    api.on("POST /api/teams/night-owls/logo", reply(200, { logoUrl }));
    api.on(
      "GET /api/teams/night-owls",
      reply(
        200,
        teamDetailFixture({ team: { ...teamDetailFixture().team, logoUrl }, viewer: LEADER_VIEWER }),
      ),
    );
    const logo = within(await screen.findByRole("region", { name: "Logo" }, { timeout: 10_000 }));
    expect(logo.getByRole("img", { name: "No logo yet" })).toBeInTheDocument();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "logo.png", { type: "image/png" });
    await user.upload(logo.getByLabelText("Choose a logo"), file);
    await user.click(logo.getByRole("button", { name: "Upload logo" }));
    expect(await screen.findByText("Logo updated")).toBeInTheDocument();
    expect(await logo.findByRole("img", { name: "Current logo of Night Owls" })).toHaveAttribute(
      "src",
      logoUrl,
    );
  });
});

describe("EditTeamPage: members", () => {
  it("changes a member's role and title, and names a taken role", async () => {
    const { api, user } = renderPage();
    const members = within(await membersRegion());
    const grace = within(members.getByRole("form", { name: "Role and title of Grace Hopper" }));
    api.on(
      "PATCH /api/teams/night-owls/members/user-2",
      apiError(409, "conflict", coreRoleTakenMessage("ceo")),
    );
    await user.selectOptions(
      grace.getByRole("combobox", { name: "Core role" }),
      "CEO (Chief Executive Officer)",
    );
    await user.click(grace.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(grace.getByRole("combobox", { name: "Core role" })).toHaveAccessibleDescription(
        "The CEO role is already taken in this team",
      ),
    );

    api.on(
      "PATCH /api/teams/night-owls/members/user-2",
      reply(200, { member: { ...GRACE, coreRole: "cto", title: "Tech lead" } }),
    );
    await user.selectOptions(
      grace.getByRole("combobox", { name: "Core role" }),
      "CTO (Chief Technology Officer)",
    );
    await user.clear(grace.getByRole("textbox", { name: "Title" }));
    await user.type(grace.getByRole("textbox", { name: "Title" }), "Tech lead");
    await user.click(grace.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Member updated")).toBeInTheDocument();
    expect(api.calls("PATCH /api/teams/night-owls/members/user-2").at(-1)?.body).toEqual({
      coreRole: "cto",
      title: "Tech lead",
    });
  });

  it("removes a member after confirming", async () => {
    const { api, user } = renderPage();
    api.on("DELETE /api/teams/night-owls/members/user-2", reply(204));
    const members = within(await membersRegion());
    const ada = within(members.getByRole("listitem", { name: "Ada Lovelace" }));
    // The leader is not removed: they hand over the leadership first.
    expect(ada.queryByRole("button", { name: "Remove" })).not.toBeInTheDocument();
    expect(ada.getByRole("button", { name: "Hand over leadership" })).toBeInTheDocument();
    await user.click(
      within(members.getByRole("listitem", { name: "Grace Hopper" })).getByRole("button", { name: "Remove" }),
    );
    const dialog = within(
      await screen.findByRole("alertdialog", { name: "Remove Grace Hopper from Night Owls?" }),
    );
    await user.click(dialog.getByRole("button", { name: "Remove member" }));
    expect(await screen.findByText("Grace Hopper was removed from Night Owls")).toBeInTheDocument();
    expect(api.calls("DELETE /api/teams/night-owls/members/user-2")).toHaveLength(1);
  });

  /** The members as their leader receives them: who may take over is told for each. */
  const LINUS = memberFixture({
    user: { id: "user-3", name: "Linus Torvalds", image: null, handle: "linus-torvalds" },
    coreRole: null,
    title: "",
    isLeader: false,
  });
  const leaderView = (canLead: Record<string, boolean>) =>
    teamDetailFixture({
      viewer: LEADER_VIEWER,
      members: [memberFixture(), GRACE, LINUS].map((member) => ({
        ...member,
        canLead: canLead[member.user.id] ?? false,
      })),
    });
  const openHandOver = async (user: ReturnType<typeof userEvent.setup>) => {
    const members = within(await membersRegion());
    await user.click(
      within(members.getByRole("listitem", { name: "Ada Lovelace" })).getByRole("button", {
        name: "Hand over leadership",
      }),
    );
    return screen.findByRole(
      "dialog",
      { name: "Hand over the leadership of Night Owls" },
      { timeout: 10_000 },
    );
  };

  it("offers the leadership to the members who may lead, the others with the reason, and hands it over", async () => {
    const { api, user } = renderPage({ detail: leaderView({ "user-1": true, "user-2": true }) });
    api.on(
      "POST /api/teams/night-owls/leadership",
      apiError(403, "forbidden", leadershipNeedsSubscriptionMessage("Acme Labs")),
    );
    const members = within(await membersRegion());
    // Leading is handed over from the leader's row; nobody else's offers it.
    expect(members.getAllByRole("button", { name: "Hand over leadership" })).toHaveLength(1);
    const dialog = within(await openHandOver(user));
    const grace = dialog.getByRole("radio", { name: "Grace Hopper" });
    const linus = dialog.getByRole("radio", { name: "Linus Torvalds" });
    expect(grace).toBeEnabled();
    expect(linus).toBeDisabled();
    expect(linus).toHaveAccessibleDescription("Needs an active subscription to Acme Labs");
    expect(dialog.queryByRole("radio", { name: "Ada Lovelace" })).not.toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Hand over leadership" })).toBeDisabled();

    await user.click(grace);
    await user.click(dialog.getByRole("button", { name: "Make Grace Hopper the leader" }));
    // Should the server still refuse (the subscription ended meanwhile), its words show in the dialog.
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      leadershipNeedsSubscriptionMessage("Acme Labs"),
    );

    api.on(
      "POST /api/teams/night-owls/leadership",
      reply(200, {
        members: [{ ...GRACE, isLeader: true, canLead: true }, memberFixture({ isLeader: false })],
      }),
    );
    await user.click(dialog.getByRole("button", { name: "Make Grace Hopper the leader" }));
    expect(await screen.findByText("Grace Hopper now leads Night Owls")).toBeInTheDocument();
    expect(api.calls("POST /api/teams/night-owls/leadership").map((call) => call.body)).toEqual([
      { userId: "user-2" },
      { userId: "user-2" },
    ]);
  });

  it("says so when no other member may lead, instead of offering an empty choice", async () => {
    const { api, user } = renderPage({ detail: leaderView({ "user-1": true }) });
    const dialog = within(await openHandOver(user));
    expect(
      dialog.getByText(
        "Nobody else in Night Owls can lead it yet: none of its members has an active subscription to Acme Labs. Once one of them subscribes, you can hand the leadership to them.",
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByRole("radio")).not.toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: /leader/ })).not.toBeInTheDocument();
    await user.click(dialog.getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.calls("POST /api/teams/night-owls/leadership")).toHaveLength(0);
  });

  it("has no accessibility violations in the handover dialog", async () => {
    const { user } = renderPage({ detail: leaderView({ "user-1": true, "user-2": true }) });
    // The rest of the page is hidden from assistive technology while the dialog is open.
    await expectNoAxeViolations(await openHandOver(user));
  });
});

describe("EditTeamPage: deleting and permissions", () => {
  it("deletes the team once its name is typed", async () => {
    const { api, router, user } = renderPage();
    api.on("DELETE /api/teams/night-owls", reply(204));
    const section = within(await screen.findByRole("region", { name: "Delete team" }, { timeout: 10_000 }));
    await user.click(section.getByRole("button", { name: "Delete team" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Delete Night Owls?" }));
    const confirm = dialog.getByRole("button", { name: "Delete team" });
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole("textbox", { name: "Type Night Owls to confirm" }), "Night Owl");
    expect(confirm).toBeDisabled();
    await user.type(dialog.getByRole("textbox", { name: "Type Night Owls to confirm" }), "s");
    await user.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe("/teams"));
    expect(await screen.findByText("Team deleted")).toBeInTheDocument();
  });

  it("tells someone who may not edit, without showing the forms", async () => {
    renderPage({ detail: teamDetailFixture({ viewer: viewerFixture({ isMember: true }) }) });
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(
      screen.getByText(`${TEAM_ERROR_MESSAGES.leaderOnly}. You can still visit the team's page.`),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Night Owls" })).toHaveAttribute(
      "href",
      "/teams/night-owls",
    );
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("shows only the sections whose action the person is permitted", async () => {
    renderPage({
      detail: teamDetailFixture({
        viewer: viewerFixture({ permissions: { ...NO_PERMISSIONS, manageMembers: true } }),
      }),
    });
    await membersRegion();
    expect(screen.queryByRole("form", { name: "Team details" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Delete team" })).not.toBeInTheDocument();
  });

  it("says when the team does not exist", async () => {
    stubApi({ "GET /api/teams/night-owls": apiError(404, "not_found", TEAM_ERROR_MESSAGES.teamNotFound) });
    const router = createMemoryRouter([{ path: "/teams/:slug/edit", element: <EditTeamPage /> }], {
      initialEntries: ["/teams/night-owls/edit"],
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Edit team" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("There is no team at this address to edit.");
    expect(screen.getByRole("link", { name: "Browse teams" })).toHaveAttribute("href", "/teams");
  });

  it("has no accessibility violations with every section shown", async () => {
    renderPage();
    await findDetails();
    await screen.findByRole("region", { name: "Delete team" }, { timeout: 10_000 });
    await expectNoAxeViolations();
  });
});
