import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { ChatLink } from "./chat-link";

afterEach(() => {
  vi.unstubAllGlobals();
});

const channel = (overrides: object) => ({
  channelId: "c-1",
  channelName: "general",
  teamId: null,
  incubatorId: null,
  place: { kind: "incubator", slug: "acme-labs", name: "Acme Labs" },
  unreadCount: 0,
  mentionCount: 0,
  ...overrides,
});

describe("ChatLink", () => {
  it("adds up the place's channels: unread as a count, mentions marked, both in its name", async () => {
    stubApi({
      "GET /api/chat/unread": reply(200, {
        channels: [
          channel({ channelId: "c-1", incubatorId: "inc-1", unreadCount: 4 }),
          channel({ channelId: "c-2", incubatorId: "inc-1", unreadCount: 1, mentionCount: 1 }),
          channel({ channelId: "c-3", teamId: "team-1", unreadCount: 120 }),
        ],
      }),
    });
    renderWithProviders(
      <>
        <ChatLink place={{ kind: "incubator", id: "inc-1", slug: "acme-labs" }} label="Incubator chat" />
        <ChatLink place={{ kind: "team", id: "team-1", slug: "sun-team" }} label="Team chat" />
      </>,
    );
    const incubatorLink = await screen.findByRole("link", {
      name: "Incubator chat, 5 unread, 1 mentioning you",
    });
    expect(incubatorLink).toHaveAttribute("href", "/incubators/acme-labs/communication");
    expect(incubatorLink).toHaveTextContent("@1");
    const teamLink = screen.getByRole("link", { name: "Team chat, 99+ unread" });
    expect(teamLink).toHaveAttribute("href", "/teams/sun-team/communication");
    expect(teamLink).toHaveTextContent("99+");
  });

  it("is a plain link when nothing waits", async () => {
    const api = stubApi({ "GET /api/chat/unread": reply(200, { channels: [] }) });
    renderWithProviders(
      <ChatLink place={{ kind: "team", id: "team-1", slug: "sun-team" }} label="Team chat" />,
    );
    await waitFor(() => expect(api.calls("GET /api/chat/unread")).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole("link", { name: "Team chat" })).toHaveTextContent(/^Team chat$/);
  });
});
