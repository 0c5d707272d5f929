import { type FundingCallDetailResponse, fundingNeedsSubscriptionMessage } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { createTestQueryClient } from "@/test/render-with-providers";
import { FundingCallPage } from "./funding-call-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const CALL_ID = "11111111-1111-4111-8111-111111111111";

function callDetail(
  viewer: FundingCallDetailResponse["viewer"],
  phase: "open" | "draft" = "open",
): FundingCallDetailResponse {
  return {
    call: {
      id: CALL_ID,
      title: "Spring seed fund",
      currency: "EUR",
      poolCents: 5_000_000,
      maxAwardCents: 1_000_000,
      committedCents: 1_500_000,
      opensAt: "2031-03-01T00:00:00.000Z",
      closesAt: "2031-04-01T00:00:00.000Z",
      publishedAt: phase === "draft" ? null : "2031-02-20T00:00:00.000Z",
      closedAt: null,
      eligibleStages: ["building"],
      phase,
      incubator: { id: "inc", slug: "sun-lab", name: "Sun Lab" },
      description: "",
      questions: [
        {
          id: "q1",
          position: 0,
          prompt: "What will you build?",
          helpText: "",
          required: true,
          maxLength: 500,
        },
      ],
      criteria: [{ id: "k1", position: 0, name: "Team", description: "", weight: 40 }],
      formLocked: false,
    },
    viewer,
  };
}

const noOne = { canManage: false, isReviewer: false, applications: [], teams: [] };

function renderPage(routes: Record<string, StubReply>, onUpgrade = vi.fn()) {
  const api = stubApi(routes);
  const router = createMemoryRouter(
    [
      { path: "/funding/calls/:callId", element: <FundingCallPage onUpgrade={onUpgrade} /> },
      { path: "/funding/applications/:applicationId", element: <p>Application page</p> },
    ],
    { initialEntries: [`/funding/calls/${CALL_ID}`] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup(), onUpgrade };
}

describe("FundingCallPage", () => {
  it("shows the pool with what is committed and remains, the questions and the rubric", async () => {
    renderPage({ [`GET /api/funding-calls/${CALL_ID}`]: reply(200, callDetail(null)) });
    expect(await screen.findByRole("heading", { level: 1, name: "Spring seed fund" })).toBeInTheDocument();
    expect(screen.getByText("€50,000.00")).toBeInTheDocument();
    expect(screen.getByText("€35,000.00")).toBeInTheDocument();
    expect(screen.getByText("What will you build?")).toBeInTheDocument();
    expect(screen.getByText("Sign in")).toBeInTheDocument();
  });

  it("starts the team's application and opens it", async () => {
    const viewer = {
      ...noOne,
      teams: [
        {
          id: "t1",
          slug: "rocket",
          name: "Rocket",
          stage: "building" as const,
          refusal: null,
          needsSubscription: false,
        },
      ],
    };
    const { api, router, user } = renderPage({
      [`GET /api/funding-calls/${CALL_ID}`]: reply(200, callDetail(viewer)),
      [`POST /api/funding-calls/${CALL_ID}/applications`]: reply(201, {
        application: {
          id: "app-1",
          status: "draft",
          askCents: null,
          useOfFunds: "",
          projectId: null,
          submittedAt: null,
          decidedAt: null,
          feedback: "",
          createdAt: "2031-03-10T00:00:00.000Z",
          updatedAt: "2031-03-10T00:00:00.000Z",
          answers: {},
          team: { id: "t1", slug: "rocket", name: "Rocket", stage: "building" },
        },
        call: callDetail(viewer).call,
        projects: [],
        milestones: [],
        viewer: {
          isCoreMember: true,
          isLeader: true,
          canEdit: true,
          canSubmit: true,
          canWithdraw: true,
          canResume: false,
          canComment: true,
          isOwner: false,
          isReviewer: false,
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Apply for Rocket" }));
    expect(api.calls(`POST /api/funding-calls/${CALL_ID}/applications`)[0]?.body).toEqual({ teamId: "t1" });
    await screen.findByText("Application page");
    expect(router.state.location.pathname).toBe("/funding/applications/app-1");
  });

  it("tells a guest leader why the team cannot apply and offers the plans", async () => {
    const viewer = {
      ...noOne,
      teams: [
        {
          id: "t1",
          slug: "rocket",
          name: "Rocket",
          stage: "building" as const,
          refusal: fundingNeedsSubscriptionMessage("Sun Lab"),
          needsSubscription: true,
        },
      ],
    };
    const { user, onUpgrade } = renderPage({
      [`GET /api/funding-calls/${CALL_ID}`]: reply(200, callDetail(viewer)),
    });
    expect(await screen.findByText(fundingNeedsSubscriptionMessage("Sun Lab"))).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Apply/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "See the plans" }));
    expect(onUpgrade).toHaveBeenCalled();
  });

  it("asks the owner before closing a call early, and shows the server's refusal", async () => {
    const { api, user } = renderPage({
      [`GET /api/funding-calls/${CALL_ID}`]: reply(200, callDetail({ ...noOne, canManage: true })),
      [`GET /api/funding-calls/${CALL_ID}/reviewers`]: reply(200, { reviewers: [], candidates: [] }),
      [`POST /api/funding-calls/${CALL_ID}/close`]: apiError(409, "conflict", "This call is already closed"),
    });
    await user.click(await screen.findByRole("button", { name: "Close early" }));
    expect(api.calls(`POST /api/funding-calls/${CALL_ID}/close`)).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Close the call" }));
    expect(await screen.findByText("This call is already closed")).toBeInTheDocument();
  });

  it("says a call that does not exist (or is a draft of someone else's) is not found", async () => {
    renderPage({
      [`GET /api/funding-calls/${CALL_ID}`]: apiError(404, "not_found", "Funding call not found"),
    });
    expect(await screen.findByRole("heading", { name: "Funding call not found" })).toBeInTheDocument();
  });
});
