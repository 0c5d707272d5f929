import type { SkillsResponse } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { SkillsCard } from "./skills-card";

afterEach(() => {
  vi.unstubAllGlobals();
});

const library = (detail: string, share: number) => ({
  source: "library",
  label: "Library mastery",
  share,
  detail,
});

const ACTIVE: SkillsResponse = {
  points: 15,
  hasActivity: true,
  roles: [
    {
      role: "ceo",
      measures: [
        library("0 of 4 articles mastered, 1 read", 0),
        {
          source: "role-fit",
          label: "Role fit",
          share: 0.2,
          detail: "20% in the role-fit part of 2026-11-01",
        },
      ],
    },
    { role: "cto", measures: [library("3 of 6 articles mastered, 4 read", 0.5)] },
    { role: "cco", measures: [library("0 of 2 articles mastered, 0 read", 0)] },
    { role: "cgo", measures: [library("0 of 0 articles mastered, 0 read", 0)] },
  ],
  suggestions: [
    {
      kind: "continue-article",
      title: "Continue “On call”",
      detail: "Pick up where you left off in the library.",
      href: "/library/tech-roles/on-call",
    },
  ],
};

describe("SkillsCard", () => {
  it("announces loading, then draws each role's measures with their words and links what to do next", async () => {
    stubApi({ "GET /api/skills": reply(200, ACTIVE) });
    renderWithProviders(<SkillsCard />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading your skills…");
    expect(await screen.findByText("15")).toBeInTheDocument();
    const cto = await screen.findByRole("region", { name: /CTO/ });
    expect(within(cto).getByText("Library mastery 50%")).toBeInTheDocument();
    expect(within(cto).getByText("3 of 6 articles mastered, 4 read")).toBeInTheDocument();
    const ceo = screen.getByRole("region", { name: /CEO/ });
    expect(within(ceo).getByText("Role fit 20%")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Continue “On call”/ })).toHaveAttribute(
      "href",
      "/library/tech-roles/on-call",
    );
  });

  it("invites a new person to start, with the suggestions but no empty charts", async () => {
    stubApi({
      "GET /api/skills": reply(200, {
        ...ACTIVE,
        points: 0,
        hasActivity: false,
        suggestions: [
          {
            kind: "take-role-fit",
            title: "Take the role-fit part of the assessment",
            detail: "Scenes.",
            href: "/assessment",
          },
        ],
      }),
    });
    renderWithProviders(<SkillsCard />);
    expect(
      await screen.findByText("Read an article or take the assessment to build your profile."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /CTO/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Take the role-fit part/ })).toHaveAttribute(
      "href",
      "/assessment",
    );
  });

  it("says what went wrong and tries again on request", async () => {
    const api = stubApi({ "GET /api/skills": apiError(500, "internal", "Something went wrong") });
    renderWithProviders(<SkillsCard />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    api.on("GET /api/skills", reply(200, ACTIVE));
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("15")).toBeInTheDocument();
  });
});
