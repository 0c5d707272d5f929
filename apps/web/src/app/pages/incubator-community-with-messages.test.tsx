import type { IncubatorMember } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { projectSummaryFixture, teamCardFixture } from "@/features/projects/test/fixtures";
import { reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { IncubatorCommunityWithMessages } from "./incubator-community-with-messages";

afterEach(() => {
  vi.unstubAllGlobals();
});

function memberFixture(person: IncubatorMember["person"]): IncubatorMember {
  return {
    person,
    tier: "guest",
    joinedAt: "2031-03-01T10:00:00.000Z",
    headline: null,
    preferredRoles: ["cto"],
    teams: [{ slug: "sun-team", name: "Sun Team", coreRole: "cto", isLeader: false }],
  };
}

function renderCommunity(isInside: boolean, session = sessionFixture()) {
  stubApi({
    "GET /api/account/me": reply(200, session),
    "GET /api/teams": reply(200, { items: [teamCardFixture()], nextCursor: null }),
    "GET /api/projects": reply(200, { items: [projectSummaryFixture()], nextCursor: null }),
    "GET /api/incubators/acme-labs/members": reply(200, {
      items: [
        memberFixture({ id: "user-1", name: "Ada Lovelace", image: null, handle: "ada-lovelace" }),
        memberFixture({ id: "user-2", name: "Grace Hopper", image: null, handle: "grace-hopper" }),
      ],
      nextCursor: null,
    }),
  });
  return renderWithProviders(
    <IncubatorCommunityWithMessages
      slug="acme-labs"
      incubatorName="Acme Labs"
      isInside={isInside}
      memberCount={2}
    />,
    { path: "/dashboard" },
  );
}

describe("the incubator's community", () => {
  it("shows those inside its teams with open roles, projects and members, each member with Message", async () => {
    const view = renderCommunity(true);
    const members = await screen.findByRole("list", { name: "Members of Acme Labs" });
    expect(within(members).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "/people/grace-hopper",
    );
    expect(await within(members).findByRole("button", { name: "Message Grace Hopper" })).toBeInTheDocument();
    // Not to oneself.
    expect(within(members).queryByRole("button", { name: "Message Ada Lovelace" })).not.toBeInTheDocument();
    const teams = screen.getByRole("list", { name: "Teams of Acme Labs" });
    expect(within(teams).getByText(/Open roles: CCO/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Positions board" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs/positions",
    );
    expect(screen.getByRole("link", { name: "Write to us through the support page" })).toHaveAttribute(
      "href",
      "/support",
    );
    await expectNoAxeViolations(view.container);
  });

  it("shows a visitor the public teams and projects and the member count, not the members", async () => {
    renderCommunity(false);
    expect(await screen.findByRole("list", { name: "Teams of Acme Labs" })).toBeInTheDocument();
    expect(screen.getByText(/2 members build their teams/)).toBeInTheDocument();
    expect(await screen.findByText("Solar Kit")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Members of Acme Labs" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Positions board" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Write to us through the support page" })).toBeInTheDocument();
  });
});
