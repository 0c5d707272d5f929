// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/teams/team-form-schemas";
import { leadershipNeedsSubscriptionMessage } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { subscriptionFixture, teamDetailFixture } from "../test/fixtures";
import { CreateTeamPage } from "./create-team-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage({
  subscribed = true,
  memberOf = [],
}: {
  subscribed?: boolean;
  /** The incubators the person belongs to as a guest. */
  memberOf?: { slug: string; name: string }[];
} = {}) {
  const api = stubApi({
    "GET /api/subscriptions/current": reply(200, {
      current: subscribed ? subscriptionFixture() : null,
      needsAttention: [],
    }),
    "GET /api/memberships": reply(200, {
      items: memberOf.map((incubator) => ({ incubator, membershipTier: "guest" })),
    }),
  });
  const view = renderWithProviders(
    <>
      <CreateTeamPage />
      <Toaster />
    </>,
    {
      path: "/teams/create",
      routes: [
        {
          path: "/teams/:slug",
          element: (
            <>
              <h1>Team page</h1>
              <Toaster />
            </>
          ),
        },
      ],
    },
  );
  return { api, ...view, user: userEvent.setup() };
}

const form = () => screen.getByRole("form", { name: "New team" });
const field = (name: string) => within(form()).getByRole("textbox", { name });

describe("CreateTeamPage", () => {
  it("creates a team in the incubator the person subscribes to, then opens its page", async () => {
    const { api, router, user } = renderPage();
    api.on("POST /api/teams", reply(201, { team: teamDetailFixture().team }));
    expect(screen.getByRole("status")).toHaveTextContent("Loading your incubators…");
    expect(await screen.findByRole("heading", { level: 1, name: "Create a team" })).toBeInTheDocument();
    expect(within(form()).getByRole("combobox", { name: "Incubator" })).toHaveDisplayValue("Acme Labs");
    expect(screen.getByRole("radio", { name: "Idea" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Public" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Members of the incubator only" })).toHaveAccessibleDescription(
      "Only the incubator's active members and its owner see the team (and the platform's administrators); to everyone else it does not exist.",
    );

    await user.type(field("Name"), "Night Owls");
    expect(field("Slug")).toHaveValue("night-owls");
    await user.type(field("Tagline"), "Payroll for small shops.");
    await user.click(screen.getByRole("radio", { name: "Building" }));
    await user.selectOptions(
      within(form()).getByRole("combobox", { name: "Your core role" }),
      "CEO (Chief Executive Officer)",
    );
    await user.type(field("Your title"), "Founder");
    await user.click(screen.getByRole("button", { name: "Create team" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/teams/night-owls"));
    expect(await screen.findByText("Team created")).toBeInTheDocument();
    expect(api.calls("POST /api/teams")[0]?.body).toEqual({
      incubator: "acme-labs",
      name: "Night Owls",
      slug: "night-owls",
      tagline: "Payroll for small shops.",
      description: "",
      stage: "building",
      visibility: "public",
      coreRole: "ceo",
      title: "Founder",
    });
  });

  it("leaves an emptied slug to the server", async () => {
    const { api, user } = renderPage();
    api.on("POST /api/teams", reply(201, { team: teamDetailFixture().team }));
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "Night Owls");
    await user.clear(field("Slug"));
    await user.click(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(api.calls("POST /api/teams")).toHaveLength(1));
    expect(api.calls("POST /api/teams")[0]?.body).not.toHaveProperty("slug");
  });

  it("says what is wrong in the schema's words before sending", async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Create team" }));
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(field("Name")).toHaveFocus();
    await user.type(field("Name"), "Night Owls");
    await user.clear(field("Slug"));
    await user.type(field("Slug"), "Not OK");
    await user.type(field("Your title"), "x".repeat(81));
    await user.click(screen.getByRole("button", { name: "Create team" }));
    expect(field("Slug")).toHaveAccessibleDescription(
      expect.stringContaining("Slug may contain only lowercase letters, numbers and single hyphens"),
    );
    expect(field("Your title")).toHaveAccessibleDescription(
      expect.stringContaining("Title must be at most 80 characters"),
    );
    expect(api.calls("POST /api/teams")).toHaveLength(0);
  });

  it("puts a taken slug on the slug field and a refusal in the form", async () => {
    const { api, user } = renderPage();
    api.on("POST /api/teams", apiError(409, "conflict", "A team with this slug already exists"));
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "Night Owls");
    await user.click(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() =>
      expect(field("Slug")).toHaveAccessibleDescription(
        expect.stringContaining("A team with this slug already exists"),
      ),
    );

    api.on("POST /api/teams", apiError(403, "forbidden", leadershipNeedsSubscriptionMessage("Acme Labs")));
    await user.click(screen.getByRole("button", { name: "Create team" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(
      leadershipNeedsSubscriptionMessage("Acme Labs"),
    );
  });

  it("tells someone without a subscription why, with a way to the plans", async () => {
    renderPage({ subscribed: false });
    expect(await screen.findByText("Leading a team needs a subscription")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "See incubators and their plans" })).toHaveAttribute(
      "href",
      "/incubators",
    );
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("leads a guest to the plans of each incubator they belong to", async () => {
    renderPage({
      subscribed: false,
      memberOf: [
        { slug: "acme-labs", name: "Acme Labs" },
        { slug: "beta-garage", name: "Beta Garage" },
      ],
    });
    expect(await screen.findByText("Leading a team needs a subscription")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "See the plans of Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs#plans",
    );
    expect(screen.getByRole("link", { name: "See the plans of Beta Garage" })).toHaveAttribute(
      "href",
      "/incubators/beta-garage#plans",
    );
    expect(screen.queryByRole("link", { name: "See incubators and their plans" })).not.toBeInTheDocument();
  });

  it("offers to try again when the subscriptions cannot be read", async () => {
    const api = stubApi({
      "GET /api/subscriptions/current": apiError(503, "unavailable", "The service is busy."),
    });
    renderWithProviders(<CreateTeamPage />, { path: "/teams/create" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The service is busy.");
    api.on(
      "GET /api/subscriptions/current",
      reply(200, { current: subscriptionFixture(), needsAttention: [] }),
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("form", { name: "New team" })).toBeInTheDocument();
  });

  it("has no accessibility violations", async () => {
    renderPage();
    await screen.findByRole("form", { name: "New team" });
    await expectNoAxeViolations();
  });
});
