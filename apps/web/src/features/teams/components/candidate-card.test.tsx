import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { candidateFixture } from "../test/fixtures";
import { CandidateCard } from "./candidate-card";
import { candidateReasonText } from "./candidate-reasons";

afterEach(() => vi.unstubAllGlobals());

const POSITIONS = [
  { id: "position-1", title: "Signal engineer" },
  { id: "position-2", title: "Growth lead" },
];

function renderCard(props: Partial<Parameters<typeof CandidateCard>[0]> = {}) {
  const api = stubApi({
    "POST /api/positions/position-2/invitations": reply(201, {
      invitation: {
        id: "i-1",
        positionId: "position-2",
        invitedUserId: "user-3",
        expiresAt: "2026-12-13T00:00:00Z",
      },
    }),
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <ul>
          <CandidateCard
            candidate={candidateFixture({ suggestedPositionId: "position-2" })}
            teamSlug="night-owls"
            openPositions={POSITIONS}
            {...props}
          />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, card: within(screen.getByRole("listitem", { name: "Linus Torvalds" })) };
}

describe("CandidateCard", () => {
  it("invites the candidate to the position they fit best, chosen first", async () => {
    const { api, card } = renderCard();
    expect(card.getByRole("combobox", { name: "Position to invite Linus Torvalds to" })).toHaveValue(
      "position-2",
    );
    await userEvent.setup().click(card.getByRole("button", { name: "Invite to apply" }));
    await vi.waitFor(() => expect(api.calls("POST /api/positions/position-2/invitations")).toHaveLength(1));
    expect(api.calls("POST /api/positions/position-2/invitations")[0]?.body).toEqual({ userId: "user-3" });
  });

  it("says why it cannot invite someone already invited, and shows a message action only when given", () => {
    const { card } = renderCard({
      candidate: candidateFixture({
        suggestedPositionId: "position-1",
        positions: [{ positionId: "position-1", standing: "applied" }],
      }),
      messageAction: (person) => <button type="button">Message {person.name}</button>,
    });
    expect(card.getByRole("button", { name: "Invite to apply" })).toBeDisabled();
    expect(card.getByText("Already applied to this position")).toBeInTheDocument();
    expect(card.getByRole("button", { name: "Message Linus Torvalds" })).toBeInTheDocument();
  });

  it("has no message button without a message action", () => {
    const { card } = renderCard();
    expect(card.queryByRole("button", { name: /^Message/ })).not.toBeInTheDocument();
  });
});

describe("candidateReasonText", () => {
  it("writes each reason in words", () => {
    expect(candidateReasonText({ kind: "roles", roles: ["cto", "cgo"], strictness: "must_have" })).toBe(
      "Wants only the CTO or CGO role, which your team has open",
    );
    expect(candidateReasonText({ kind: "skills", skills: ["react", "sql", "go"] })).toBe(
      "Knows react, sql and go, which your open positions ask for",
    );
    expect(candidateReasonText({ kind: "hours", hoursPerWeek: 20, positionHours: 15 })).toBe(
      "Has 20 h a week, enough for a 15 h position",
    );
  });
});
