// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/teams/team-form-schemas";
import { TEAM_ERROR_MESSAGES, type TeamDetailResponse } from "@hatchery/shared";
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { teamKeys } from "@/lib/query-keys/team-keys";
import { apiError, reply, type StubRequest, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import {
  applicationDetailFixture,
  applicationFixture,
  inviteFixture,
  page,
  positionDetailFixture,
  positionFixture,
  teamDetailFixture,
  type ViewerKind,
} from "../../../../test/position-fixtures";
import { TeamPositionsPanel } from "./team-positions-panel";

afterEach(() => {
  vi.unstubAllGlobals();
});

const engineer = positionFixture();
const designer = positionFixture({
  id: "pos-2",
  title: "Designer",
  coreRole: null,
  description: "Shape it.",
});

/** The incubator member has been on trial for the designer seat. */
const ON_TRIAL = { "pos-2": { id: "app-9", status: "trial" } } as const;

/** A request for one position on its own: the panel reads every position from the team's answer. */
const positionRequests = (requests: StubRequest[]) =>
  requests.filter((request) => request.method === "GET" && /^\/api\/positions\/[^/]+$/.test(request.path));

/** The panel as the team page places it: fed by the team's query, which position changes refresh. */
function TeamPageStandIn() {
  const team = useQuery({
    queryKey: [...teamKeys.all, "detail", "rocket"],
    queryFn: async (): Promise<TeamDetailResponse> => (await fetch("/api/teams/rocket")).json(),
  });
  return team.data ? <TeamPositionsPanel detail={team.data} /> : null;
}

async function renderPanel(kind: ViewerKind) {
  const api = stubApi({
    "GET /api/teams/rocket": reply(
      200,
      teamDetailFixture(kind, [engineer, designer], kind === "incubator-member" ? ON_TRIAL : {}),
    ),
    "GET /api/teams/rocket/applications": (request) => {
      const status = new URLSearchParams(request.search).get("status");
      return reply(200, page(status === "pending" ? [applicationFixture()] : []));
    },
    "GET /api/applications/app-1": reply(200, applicationDetailFixture()),
    "GET /api/positions/pos-1/invites": reply(200, page([inviteFixture()])),
  });
  renderWithProviders(
    <>
      <TeamPageStandIn />
      <Toaster />
    </>,
    { path: "/teams/rocket" },
  );
  await screen.findByRole("heading", { level: 2, name: "Open positions" });
  return { api, user: userEvent.setup() };
}

const card = (title: string) => screen.getByRole("article", { name: title });

describe("TeamPositionsPanel", () => {
  it("shows a signed-out visitor the open positions and asks them to sign in to apply", async () => {
    await renderPanel("signed-out");
    expect(screen.getByRole("heading", { level: 2, name: "Open positions" })).toBeInTheDocument();
    expect(
      await within(card("Founding engineer")).findByText("Build the first version with us."),
    ).toBeInTheDocument();
    expect(within(card("Founding engineer")).getByText("CTO")).toBeInTheDocument();
    expect(within(card("Founding engineer")).getByText("Remote or Berlin")).toBeInTheDocument();
    expect(within(card("Designer")).getByText("Other role")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fteams%2Frocket",
    );
    expect(screen.queryByRole("button", { name: /Apply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open a position" })).not.toBeInTheDocument();
  });

  it("sends someone outside the incubator to join it first", async () => {
    await renderPanel("outsider");
    expect(await screen.findByRole("link", { name: "Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
    expect(
      await within(card("Founding engineer")).findByText("Build the first version with us."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Apply/ })).not.toBeInTheDocument();
  });

  it("lets a team member read the positions without applying or managing", async () => {
    await renderPanel("member");
    expect(await within(card("Designer")).findByText("Shape it.")).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: /Apply|Edit|Invite links|My applications/ }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Applications" })).not.toBeInTheDocument();
  });

  it("lets an incubator member apply in place, and shows where an earlier application stands", async () => {
    const { api, user } = await renderPanel("incubator-member");
    expect(await within(card("Designer")).findByText("Applied · On trial")).toBeInTheDocument();

    api.on("POST /api/positions/pos-1/applications", reply(201, { application: applicationFixture() }));
    await user.click(await screen.findByRole("button", { name: "Apply for Founding engineer" }));
    const dialog = await screen.findByRole("dialog", { name: "Apply for Founding engineer" });
    await user.type(within(dialog).getByLabelText("Message (optional)"), "I love rockets.");
    // The team's answer, refreshed after applying, carries the new application.
    api.on(
      "GET /api/teams/rocket",
      reply(
        200,
        teamDetailFixture("incubator-member", [engineer, designer], {
          ...ON_TRIAL,
          "pos-1": { id: "app-1", status: "pending" },
        }),
      ),
    );
    await user.click(within(dialog).getByRole("button", { name: "Send application" }));

    expect(await screen.findByText("Application sent")).toBeInTheDocument();
    expect(api.calls("POST /api/positions/pos-1/applications")[0]?.body).toEqual({
      message: "I love rockets.",
    });
    expect(await within(card("Founding engineer")).findByText("Applied · Pending")).toBeInTheDocument();
    expect(positionRequests(api.requests)).toEqual([]);
  });

  it("offers to apply again once an application is withdrawn", async () => {
    const { api, user } = await renderPanel("incubator-member");
    api.on(
      "GET /api/applications/mine",
      reply(
        200,
        page([
          applicationFixture({
            id: "app-9",
            status: "trial",
            position: { id: "pos-2", title: "Designer", coreRole: null },
          }),
        ]),
      ),
    );
    api.on(
      "POST /api/applications/app-9/withdraw",
      reply(200, { application: applicationFixture({ id: "app-9", status: "withdrawn" }) }),
    );
    api.on("GET /api/teams/rocket", reply(200, teamDetailFixture("incubator-member", [engineer, designer])));
    await user.click(screen.getByRole("button", { name: "My applications" }));
    const dialog = await screen.findByRole("dialog", { name: "My applications" });
    await user.click(await within(dialog).findByRole("button", { name: "Withdraw" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Withdraw your application?" })).getByRole(
        "button",
        {
          name: "Withdraw application",
        },
      ),
    );
    expect(await screen.findByText("Application withdrawn")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      await within(card("Designer")).findByRole("button", { name: "Apply for Designer" }),
    ).toBeInTheDocument();
    expect(within(card("Designer")).queryByText("Applied · On trial")).not.toBeInTheDocument();
  });

  it("shows the server's refusal inside the apply dialog", async () => {
    const { api, user } = await renderPanel("incubator-member");
    api.on(
      "POST /api/positions/pos-1/applications",
      apiError(409, "conflict", TEAM_ERROR_MESSAGES.positionNotOpen),
    );
    await user.click(await screen.findByRole("button", { name: "Apply for Founding engineer" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Send application" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(TEAM_ERROR_MESSAGES.positionNotOpen);
  });

  it("lets the leader open a position with the dialog, the shared rules checking it first", async () => {
    const { api, user } = await renderPanel("leader");
    await user.click(screen.getByRole("button", { name: "Open a position" }));
    const dialog = await screen.findByRole("dialog", { name: "Open a position" });
    // Nobody holds CEO and the open positions seek a CTO and another role: the gap is the CEO.
    expect(within(dialog).getByLabelText("Role")).toHaveValue("ceo");
    await user.click(within(dialog).getByRole("button", { name: "Open position" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();

    api.on(
      "POST /api/teams/rocket/positions",
      reply(201, positionDetailFixture(positionFixture({ id: "pos-3" }))),
    );
    await user.type(within(dialog).getByLabelText("Title"), "Growth lead");
    await user.selectOptions(within(dialog).getByLabelText("Role"), "cgo");
    const hours = within(dialog).getByLabelText("Hours a week");
    await user.clear(hours);
    await user.type(hours, "15");
    await user.type(within(dialog).getByLabelText("Location"), "Lisbon");
    await user.click(within(dialog).getByRole("switch", { name: "Remote work possible" }));
    await user.click(within(dialog).getByRole("button", { name: "Open position" }));

    expect(await screen.findByText("Position opened")).toBeInTheDocument();
    expect(api.calls("POST /api/teams/rocket/positions")[0]?.body).toEqual({
      title: "Growth lead",
      coreRole: "cgo",
      description: "",
      hoursPerWeek: 15,
      location: "Lisbon",
      isRemote: false,
      offers: "",
      seats: 1,
    });
  });

  it("lets the leader edit a position, sending only what changed", async () => {
    const { api, user } = await renderPanel("leader");
    await user.click(await screen.findByRole("button", { name: "Edit Founding engineer" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Founding engineer" });
    const edited = positionFixture({ seats: 2 });
    api.on("PATCH /api/positions/pos-1", reply(200, positionDetailFixture(edited)));
    api.on("GET /api/teams/rocket", reply(200, teamDetailFixture("leader", [edited, designer])));
    const seats = within(dialog).getByLabelText("Seats");
    await user.clear(seats);
    await user.type(seats, "2");
    await user.click(within(dialog).getByRole("button", { name: "Save position" }));
    expect(await screen.findByText("Position saved")).toBeInTheDocument();
    expect(api.calls("PATCH /api/positions/pos-1")[0]?.body).toEqual({ seats: 2 });
    // The card shows the team's refreshed answer.
    expect(await within(card("Founding engineer")).findByText("2 seats")).toBeInTheDocument();
  });

  it("asks before closing a position, then offers to reopen it", async () => {
    const { api, user } = await renderPanel("leader");
    await user.click(await screen.findByRole("button", { name: "Close Founding engineer" }));
    // The confirmation's module loads when it first opens (LazyConfirmDialog).
    const confirm = await screen.findByRole("alertdialog", { name: "Close Founding engineer?" });
    api.on(
      "PATCH /api/positions/pos-1",
      reply(200, positionDetailFixture(positionFixture({ status: "closed" }))),
    );
    // The team's answer lists open positions only: once refreshed, the closed one is not in it.
    api.on("GET /api/teams/rocket", reply(200, teamDetailFixture("leader", [designer])));
    await user.click(within(confirm).getByRole("button", { name: "Close position" }));
    expect(await screen.findByText("Position closed")).toBeInTheDocument();
    expect(api.calls("PATCH /api/positions/pos-1")[0]?.body).toEqual({ status: "closed" });

    const closed = await screen.findByRole("region", { name: "Closed just now" });
    expect(screen.getAllByRole("article", { name: "Founding engineer" })).toEqual([
      within(closed).getByRole("article", { name: "Founding engineer" }),
    ]);

    api.on("PATCH /api/positions/pos-1", reply(200, positionDetailFixture(engineer)));
    await user.click(within(closed).getByRole("button", { name: "Reopen Founding engineer" }));
    expect(await screen.findByText("Position reopened")).toBeInTheDocument();
    expect(api.calls("PATCH /api/positions/pos-1")[1]?.body).toEqual({ status: "open" });
  });

  it("makes an invite link, shows it once with a copy button, and asks before revoking one", async () => {
    const { api, user } = await renderPanel("leader");
    await user.click(await screen.findByRole("button", { name: "Invite links for Founding engineer" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite links for Founding engineer" });
    expect(await within(dialog).findByText("0 of 1 use")).toBeInTheDocument();

    const days = within(dialog).getByLabelText("Expires after (days)");
    await user.clear(days);
    await user.type(days, "0");
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("An invite link lasts at least 1 day");

    await user.clear(days);
    await user.type(days, "7");
    const uses = within(dialog).getByLabelText("Uses allowed");
    await user.clear(uses);
    await user.type(uses, "3");
    await user.click(within(dialog).getByRole("switch", { name: "Needs your approval" }));
    api.on(
      "POST /api/positions/pos-1/invites",
      reply(201, {
        invite: inviteFixture({ id: "inv-2", maxUses: 3 }),
        url: "/position-invite/secret-token",
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Create link" }));

    expect(await within(dialog).findByText(/you won't see it again/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Invite link")).toHaveValue(
      `${window.location.origin}/position-invite/secret-token`,
    );
    expect(within(dialog).getByRole("button", { name: "Copy link" })).toBeInTheDocument();
    expect(api.calls("POST /api/positions/pos-1/invites")[0]?.body).toEqual({
      expiresInDays: 7,
      maxUses: 3,
      requiresApproval: false,
    });

    api.on("DELETE /api/invites/inv-1", reply(200, { invite: inviteFixture({ state: "revoked" }) }));
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Revoke this link?" });
    await user.click(within(confirm).getByRole("button", { name: "Revoke link" }));
    expect(await screen.findByText("Link revoked")).toBeInTheDocument();
    expect(api.calls("DELETE /api/invites/inv-1")).toHaveLength(1);
  });

  it("replaces a guest leader's position and link tools with the reason and the plans", async () => {
    const { user } = await renderPanel("guest-leader");
    expect(
      await screen.findByText(
        "Leading a team needs an active subscription to Acme Labs. Choose a plan to lead a team.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the plans of Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs#plans",
    );
    expect(screen.queryByRole("button", { name: "Open a position" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Applications" })).toBeInTheDocument();

    // The links that bring applicants stay visible and revocable; only making new ones waits.
    await user.click(await screen.findByRole("button", { name: "Invite links for Founding engineer" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("0 of 1 use")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Create link" })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Making new links needs an active subscription/)).toBeInTheDocument();
  });
});

describe("TeamPositionsPanel applications", () => {
  it("lists pending applications with their history", async () => {
    const { user } = await renderPanel("leader");
    const application = await screen.findByRole("article", { name: "Grace Hopper: Founding engineer" });
    expect(within(application).getByText("I have shipped two products.")).toBeInTheDocument();
    await user.click(within(application).getByRole("button", { name: "History" }));
    expect(await within(application).findByRole("list", { name: "History" })).toHaveTextContent("Pending");
  });

  it("starts a trial with an end date, after asking", async () => {
    const { api, user } = await renderPanel("leader");
    const application = await screen.findByRole("article", { name: "Grace Hopper: Founding engineer" });
    api.on(
      "POST /api/applications/app-1/trial",
      reply(200, { application: applicationFixture({ status: "trial" }) }),
    );
    await user.click(within(application).getByRole("button", { name: "Start trial" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Start a trial with Grace Hopper?" });
    const date = within(confirm).getByLabelText("Trial ends on");
    await user.clear(date);
    await user.type(date, "2099-03-01");
    await user.click(within(confirm).getByRole("button", { name: "Start trial" }));
    expect(await screen.findByText("Trial started")).toBeInTheDocument();
    expect(api.calls("POST /api/applications/app-1/trial")[0]?.body).toEqual({ trialEndsOn: "2099-03-01" });
  });

  it("accepts after asking, and shows a refusal in the confirmation", async () => {
    const { api, user } = await renderPanel("leader");
    const application = await screen.findByRole("article", { name: "Grace Hopper: Founding engineer" });
    api.on(
      "POST /api/applications/app-1/accept",
      apiError(409, "conflict", "The CTO role is already taken in this team"),
    );
    await user.click(within(application).getByRole("button", { name: "Accept" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Accept Grace Hopper?" });
    expect(confirm).toHaveTextContent("as CTO");
    await user.click(within(confirm).getByRole("button", { name: "Accept" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(
      "The CTO role is already taken in this team",
    );

    api.on(
      "POST /api/applications/app-1/accept",
      reply(200, { application: applicationFixture({ status: "accepted" }) }),
    );
    await user.click(within(confirm).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Application accepted")).toBeInTheDocument();
  });

  it("declines with an optional reason, after asking", async () => {
    const { api, user } = await renderPanel("leader");
    const application = await screen.findByRole("article", { name: "Grace Hopper: Founding engineer" });
    api.on(
      "POST /api/applications/app-1/decline",
      reply(200, { application: applicationFixture({ status: "declined" }) }),
    );
    await user.click(within(application).getByRole("button", { name: "Decline" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Decline Grace Hopper?" });
    await user.type(within(confirm).getByLabelText("Reason (optional)"), "We found someone.");
    await user.click(within(confirm).getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Application declined")).toBeInTheDocument();
    expect(api.calls("POST /api/applications/app-1/decline")[0]?.body).toEqual({
      reason: "We found someone.",
    });
  });

  it("shows the decided applications by status in their own tab", async () => {
    const { user } = await renderPanel("leader");
    await user.click(await screen.findByRole("tab", { name: "Decided" }));
    for (const status of ["Accepted", "Declined", "Withdrawn"]) {
      expect(await screen.findByRole("region", { name: status })).toHaveTextContent("None.");
    }
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Decided" })).toHaveAttribute("aria-selected", "true"),
    );
  });
});
