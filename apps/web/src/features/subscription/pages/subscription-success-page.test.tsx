import type { Subscription } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { createTestQueryClient, renderWithProviders } from "@/test/render-with-providers";
import { currentFixture, pastSubscriptionFixture, subscriptionFixture } from "../test/fixtures";
import { formatDate } from "../utils/format";
import { SubscriptionSuccessPage } from "./subscription-success-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** `GET /api/subscriptions/:id`'s answer for this subscription. */
const found = (subscription: Subscription) => reply(200, { subscription });

/** `answer` is for the subscription the address names, or for the current one when it names none. */
function renderSuccess(
  answer: StubReply = found(subscriptionFixture()),
  path = "/subscription/success?subscriptionId=sub-1",
  queryClient = createTestQueryClient(),
) {
  const subscriptionId = new URL(path, "http://localhost").searchParams.get("subscriptionId");
  const endpoint = subscriptionId
    ? `GET /api/subscriptions/${subscriptionId}`
    : "GET /api/subscriptions/current";
  const api = stubApi({ [endpoint]: answer });
  const view = renderWithProviders(<SubscriptionSuccessPage />, { path, queryClient });
  return { api, endpoint, ...view, user: userEvent.setup() };
}

describe("SubscriptionSuccessPage", () => {
  it("shows a skeleton while the subscription loads", async () => {
    renderSuccess();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your subscription…");
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });

  it("opens 'Subscription Confirmed!' describing the subscription, with its three actions", async () => {
    renderSuccess();
    const dialog = await screen.findByRole("dialog", { name: "Subscription Confirmed!" });
    expect(dialog).toHaveTextContent("You are now subscribed to Acme Labs on the Builder plan");
    expect(dialog).toHaveTextContent(
      `Your free trial runs until ${formatDate("2026-12-05T10:00:00.000Z")}, then it is $29.00/month.`,
    );
    expect(within(dialog).getByRole("link", { name: "Explore" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
    expect(within(dialog).getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/support");
    expect(within(dialog).getByRole("button", { name: "Continue Browsing" })).toBeInTheDocument();
    // The dialog's title is a heading of its own; the page keeps exactly one h1.
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    await expectNoAxeViolations(dialog);
  });

  it("Continue Browsing closes the dialog and goes to the incubators", async () => {
    const { router, user } = renderSuccess();
    await user.click(await screen.findByRole("button", { name: "Continue Browsing" }));
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/incubators");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closed with Escape, leaves a confirmation summary on the page", async () => {
    const { user } = renderSuccess(found(subscriptionFixture({ status: "active", trialEndsAt: null })));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("It costs $29.00/month.");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Your subscription" });
    expect(summary).toHaveTextContent("PlanBuilder");
    expect(summary).toHaveTextContent("StatusActive");
    expect(summary).toHaveTextContent("Monthly price$29.00/month");
    expect(within(summary).getByRole("link", { name: "Go to Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
    expect(within(summary).getByRole("link", { name: "Manage subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
    expect(within(summary).getByRole("link", { name: "Contact Support" })).toHaveAttribute(
      "href",
      "/support",
    );
    await expectNoAxeViolations();
  });

  it("refreshes the incubator and subscription queries, whose membership state changed", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(["incubators", "detail", "acme-labs"], { stale: false });
    queryClient.setQueryData(["incubators", "list", {}], { stale: false });
    queryClient.setQueryData(["teams"], { untouched: true });
    renderSuccess(undefined, undefined, queryClient);
    await waitFor(() =>
      expect(queryClient.getQueryState(["incubators", "detail", "acme-labs"])?.isInvalidated).toBe(true),
    );
    expect(queryClient.getQueryState(["incubators", "list", {}])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["teams"])?.isInvalidated).toBe(false);
  });

  it("uses the current subscription when the address names none", async () => {
    renderSuccess(reply(200, currentFixture()), "/subscription/success");
    expect(await screen.findByRole("dialog", { name: "Subscription Confirmed!" })).toHaveTextContent(
      "Acme Labs",
    );
  });

  it("says so when the address names no subscription, while the person has none", async () => {
    renderSuccess(reply(200, currentFixture([])), "/subscription/success");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Subscription not found" }),
    ).toBeInTheDocument();
  });

  it("says so when the named subscription is not the person's", async () => {
    renderSuccess(
      apiError(404, "not_found", "Subscription not found"),
      "/subscription/success?subscriptionId=sub-404",
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Subscription not found" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
  });

  it("does not congratulate on a subscription that is not active", async () => {
    renderSuccess(found(pastSubscriptionFixture()), "/subscription/success?subscriptionId=sub-0");
    expect(
      await screen.findByRole("heading", { level: 1, name: "This subscription is not active" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Your Explorer subscription to Beta Garage was canceled.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("waits for a payment still being confirmed, then shows the dialog", async () => {
    const pending = subscriptionFixture({ status: "pending_payment", trialEndsAt: null });
    const { api, endpoint } = renderSuccess(found(pending));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Confirming your payment" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your payment for Builder is being confirmed.");
    api.on(endpoint, found(subscriptionFixture()));
    expect(
      await screen.findByRole("dialog", { name: "Subscription Confirmed!" }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("says why the details could not be loaded, and tries again on request", async () => {
    const { api, endpoint, user } = renderSuccess(
      apiError(503, "unavailable", "The service is temporarily down."),
    );
    expect(
      await screen.findByText("Its details could not be loaded: The service is temporarily down."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Subscription confirmed" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    api.on(endpoint, found(subscriptionFixture()));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("dialog", { name: "Subscription Confirmed!" })).toBeInTheDocument();
  });
});
