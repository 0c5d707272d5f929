import type { Subscription } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as toasts from "@/lib/toast";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { detailFixture, planFixture } from "@/test/incubator-fixtures";
import { renderWithProviders } from "@/test/render-with-providers";
import { currentFixture, pastSubscriptionFixture, subscriptionFixture } from "../test/fixtures";
import { formatDate } from "../utils/format";
import { SubscriptionPage } from "./subscription-page";

const toast = vi.spyOn(toasts, "toast");

afterEach(() => {
  vi.unstubAllGlobals();
  toast.mockClear();
});

/** A person with these subscriptions, newest first: the summary of them and the history's one page. */
function renderPage(subscriptions: Subscription[] = [subscriptionFixture(), pastSubscriptionFixture()]) {
  const api = stubApi({
    "GET /api/subscriptions/current": reply(200, currentFixture(subscriptions)),
    "GET /api/subscriptions": reply(200, { items: subscriptions, nextCursor: null }),
  });
  const view = renderWithProviders(<SubscriptionPage />, { path: "/subscription" });
  return { api, view, user: userEvent.setup() };
}

const detail = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;

describe("SubscriptionPage", () => {
  it("shows skeletons while the subscription loads, under the page's one heading", async () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading your subscription…");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole("region", { name: "Current subscription" })).toBeInTheDocument();
    expect(screen.queryByText("Loading your subscription…")).not.toBeInTheDocument();
  });

  it("shows the current subscription in words and the history", async () => {
    renderPage();
    const current = await screen.findByRole("region", { name: "Current subscription" });
    expect(detail(current, "Plan")).toHaveTextContent("Builder");
    expect(within(detail(current, "Incubator")).getByRole("link", { name: "Acme Labs" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs",
    );
    expect(detail(current, "Status")).toHaveTextContent("Trial");
    expect(detail(current, "Monthly price")).toHaveTextContent("$29.00/month");
    expect(detail(current, "Trial ends")).toHaveTextContent(formatDate("2026-12-05T10:00:00.000Z"));
    expect(detail(current, "Next renewal")).toHaveTextContent(formatDate("2026-12-05T10:00:00.000Z"));

    const history = await screen.findByRole("table", { name: "Your subscriptions, newest first" });
    const rows = within(history).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").length)).toEqual([4, 4]);
    expect(rows[0]).toHaveTextContent("BuilderAcme LabsTrial");
    expect(rows[1]).toHaveTextContent(
      `ExplorerBeta GarageCanceled${formatDate("2026-09-01T10:00:00.000Z")}${formatDate("2026-09-15T10:00:00.000Z")}`,
    );
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Beta Garage" })).toHaveAttribute(
      "href",
      "/incubators/beta-garage",
    );
    await expectNoAxeViolations();
  });

  it("names every status in words and offers to finish a pending built-in checkout", async () => {
    renderPage([
      subscriptionFixture({ id: "sub-5", status: "pending_payment" }),
      subscriptionFixture({ id: "sub-4", status: "past_due" }),
      subscriptionFixture({ id: "sub-3", status: "active" }),
      subscriptionFixture({
        id: "sub-2",
        status: "not_completed",
        trialEndsAt: null,
        currentPeriodEnd: null,
      }),
      pastSubscriptionFixture(),
    ]);
    const history = await screen.findByRole("table");
    const statuses = within(history)
      .getAllByRole("row")
      .slice(1)
      .map((row) => (within(row).getAllByRole("cell")[1] as HTMLElement).textContent);
    expect(statuses).toEqual([
      "Pending paymentComplete checkout for BuilderCancel checkout for Builder",
      "Past due",
      "Active",
      "Not completed",
      "Canceled",
    ]);
    expect(within(history).getByRole("link", { name: "Complete checkout for Builder" })).toHaveAttribute(
      "href",
      "/checkout/sub-5",
    );
  });

  it("shows a past due subscription as needing attention, and cancels it after confirmation", async () => {
    const pastDue = subscriptionFixture({ id: "sub-4", status: "past_due", trialEndsAt: null });
    const { api, user } = renderPage([pastDue, pastSubscriptionFixture()]);
    const attention = await screen.findByRole("region", { name: "Needs attention" });
    expect(attention).toHaveTextContent(
      "A payment for your Builder subscription to Acme Labs did not go through",
    );
    expect(detail(attention, "Status")).toHaveTextContent("Past due");
    expect(screen.getByRole("region", { name: "Current subscription" })).toHaveTextContent(
      "You have no active subscription.",
    );
    await expectNoAxeViolations();

    api.on("POST /api/subscriptions/sub-4/cancel", () => {
      api.on("GET /api/subscriptions/current", reply(200, currentFixture([pastSubscriptionFixture()])));
      return reply(200, { subscription: subscriptionFixture({ id: "sub-4", status: "canceled" }) });
    });
    await user.click(within(attention).getByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your Builder subscription?" });
    expect(dialog).toHaveTextContent("A payment for this subscription did not go through");
    expect(api.calls("POST /api/subscriptions/sub-4/cancel")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Subscription canceled",
        description: "Nothing more will be charged for your Builder subscription to Acme Labs.",
      }),
    );
    expect(api.calls("POST /api/subscriptions/sub-4/cancel")).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Needs attention" })).not.toBeInTheDocument(),
    );
  });

  it("shows a past due subscription beside the current one", async () => {
    const current = subscriptionFixture({ status: "active" });
    const pastDue = pastSubscriptionFixture({ id: "sub-4", status: "past_due", canceledAt: null });
    renderPage([current, pastDue]);
    const attention = await screen.findByRole("region", { name: "Needs attention" });
    expect(detail(attention, "Plan")).toHaveTextContent("Explorer");
    const currentRegion = screen.getByRole("region", { name: "Current subscription" });
    expect(detail(currentRegion, "Plan")).toHaveTextContent("Builder");
    expect(within(currentRegion).getByRole("button", { name: "Cancel subscription" })).toBeInTheDocument();
  });

  it("shows a past due subscription as needing attention even when the history's first page holds none", async () => {
    const pastDue = pastSubscriptionFixture({ id: "sub-4", status: "past_due", canceledAt: null });
    stubApi({
      "GET /api/subscriptions/current": reply(200, currentFixture([subscriptionFixture(), pastDue])),
      "GET /api/subscriptions": reply(200, { items: [subscriptionFixture()], nextCursor: "page-2" }),
    });
    renderWithProviders(<SubscriptionPage />, { path: "/subscription" });
    const attention = await screen.findByRole("region", { name: "Needs attention" });
    expect(detail(attention, "Plan")).toHaveTextContent("Explorer");
    const history = await screen.findByRole("table", { name: "Your subscriptions, newest first" });
    expect(within(history).queryByText("Past due")).not.toBeInTheDocument();
  });

  it("cancels a pending subscription from the history after confirmation", async () => {
    const pending = subscriptionFixture({ id: "sub-5", status: "pending_payment", trialEndsAt: null });
    const stripePending = pastSubscriptionFixture({
      id: "sub-6",
      status: "pending_payment",
      provider: "stripe",
      canceledAt: null,
    });
    const { api, user } = renderPage([pending, stripePending]);
    const history = await screen.findByRole("table");
    // A Stripe checkout is completed at Stripe, but it can be dropped here all the same.
    expect(within(history).queryByRole("link", { name: "Complete checkout for Explorer" })).toBeNull();
    expect(within(history).getByRole("button", { name: "Cancel checkout for Explorer" })).toBeInTheDocument();

    api.on("POST /api/subscriptions/sub-5/cancel", () =>
      reply(200, { subscription: subscriptionFixture({ id: "sub-5", status: "canceled" }) }),
    );
    await user.click(within(history).getByRole("button", { name: "Cancel checkout for Builder" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your Builder subscription?" });
    expect(dialog).toHaveTextContent("The checkout was never completed");
    await user.click(within(dialog).getByRole("button", { name: "Keep subscription" }));
    expect(api.calls("POST /api/subscriptions/sub-5/cancel")).toHaveLength(0);

    await user.click(within(history).getByRole("button", { name: "Cancel checkout for Builder" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel subscription" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Subscription canceled",
        description: "Your Builder checkout for Acme Labs was dropped; nothing was charged.",
      }),
    );
    expect(api.calls("POST /api/subscriptions/sub-5/cancel")).toHaveLength(1);
    expect(api.calls("POST /api/subscriptions/sub-6/cancel")).toHaveLength(0);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("reads the history a page at a time with Show more, until there is no more", async () => {
    const { api, user } = renderPage();
    const older = pastSubscriptionFixture({
      id: "sub-old",
      plan: { id: "plan-8", name: "Starter", priceMonthly: 500, incubatorId: "inc-2" },
    });
    api.on("GET /api/subscriptions", (request) =>
      request.search === "?cursor=page-2"
        ? reply(200, { items: [older], nextCursor: null })
        : reply(200, { items: [subscriptionFixture()], nextCursor: "page-2" }),
    );
    const history = await screen.findByRole("table", { name: "Your subscriptions, newest first" });
    expect(
      within(history)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(["Builder"]);

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole("row")
          .slice(1)
          .map((row) => row.firstChild?.textContent),
      ).toEqual(["Builder", "Starter"]),
    );
    expect(api.calls("GET /api/subscriptions").map((request) => request.search)).toEqual([
      "",
      "?cursor=page-2",
    ]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("keeps the history read so far when Show more fails, and says why", async () => {
    const { api, user } = renderPage();
    api.on("GET /api/subscriptions", (request) =>
      request.search
        ? apiError(503, "unavailable", "The service is temporarily down.")
        : reply(200, { items: [subscriptionFixture()], nextCursor: "page-2" }),
    );
    const history = await screen.findByRole("table", { name: "Your subscriptions, newest first" });
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The service is temporarily down.");
    expect(within(history).getAllByRole("row")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Show more" })).toBeEnabled();
  });

  it("has an empty state leading to the incubators when there is no subscription at all", async () => {
    renderPage([]);
    const current = await screen.findByRole("region", { name: "Current subscription" });
    expect(current).toHaveTextContent("You have no active subscription.");
    expect(within(current).getByRole("link", { name: "Browse incubators" })).toHaveAttribute(
      "href",
      "/incubators",
    );
    expect(screen.queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    expect(await screen.findByText("You have no subscriptions yet, past or present.")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Subscription history" })).toHaveTextContent(
      "You have no subscriptions yet, past or present.",
    );
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it("says why the subscription could not be loaded and tries again on request", async () => {
    const api = stubApi({
      "GET /api/subscriptions/current": apiError(503, "unavailable", "The service is temporarily down."),
    });
    renderWithProviders(<SubscriptionPage />, { path: "/subscription" });
    expect(await screen.findByRole("alert")).toHaveTextContent("The service is temporarily down.");
    expect(screen.queryByRole("region", { name: "Current subscription" })).not.toBeInTheDocument();

    api.on("GET /api/subscriptions/current", reply(200, currentFixture()));
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Current subscription" })).toBeInTheDocument();
  });

  it("cancels only after confirmation, explaining that access lasts until the end of the period", async () => {
    const { api, user } = renderPage();
    const marked = subscriptionFixture({ cancelAtPeriodEnd: true });
    api.on("POST /api/subscriptions/sub-1/cancel", () => {
      api.on(
        "GET /api/subscriptions/current",
        reply(200, currentFixture([marked, pastSubscriptionFixture()])),
      );
      return reply(200, { subscription: marked });
    });
    const end = formatDate("2026-12-05T10:00:00.000Z");

    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel your Builder subscription?" });
    expect(dialog).toHaveTextContent(
      `You keep your subscriber benefits in Acme Labs until ${end}; then your membership returns to guest`,
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep subscription" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls("POST /api/subscriptions/sub-1/cancel")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(api.calls("POST /api/subscriptions/sub-1/cancel")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Cancel subscription" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Cancel subscription" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Subscription canceled",
        description: `Your Builder subscription to Acme Labs cancels on ${end}. You keep access until then.`,
      }),
    );
    expect(api.calls("POST /api/subscriptions/sub-1/cancel")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Resume" })).toBeInTheDocument();
  });

  it("shows 'cancels on {date}' with Resume instead of Cancel until then, and resumes", async () => {
    const marked = subscriptionFixture({ status: "active", trialEndsAt: null, cancelAtPeriodEnd: true });
    const { api, user } = renderPage([marked, pastSubscriptionFixture()]);
    const end = formatDate("2026-12-05T10:00:00.000Z");
    const current = await screen.findByRole("region", { name: "Current subscription" });
    expect(current).toHaveTextContent(`Cancels on ${end}`);
    expect(detail(current, "Status")).toHaveTextContent("Active");
    expect(detail(current, "Cancels on")).toHaveTextContent(end);
    expect(within(current).queryByText("Next renewal")).not.toBeInTheDocument();
    expect(within(current).queryByRole("button", { name: "Cancel subscription" })).not.toBeInTheDocument();
    const history = await screen.findByRole("table");
    expect(within(history).getAllByRole("row")[1]).toHaveTextContent(`Cancels on ${end}`);
    await expectNoAxeViolations();

    const resumed = subscriptionFixture({ status: "active", trialEndsAt: null });
    api.on("POST /api/subscriptions/sub-1/resume", () => {
      api.on(
        "GET /api/subscriptions/current",
        reply(200, currentFixture([resumed, pastSubscriptionFixture()])),
      );
      return reply(200, { subscription: resumed });
    });
    await user.click(within(current).getByRole("button", { name: "Resume" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Subscription resumed",
        description: `Your Builder subscription to Acme Labs renews on ${end}.`,
      }),
    );
    expect(api.calls("POST /api/subscriptions/sub-1/resume")).toHaveLength(1);
    expect(await within(current).findByRole("button", { name: "Cancel subscription" })).toBeInTheDocument();
    expect(detail(current, "Next renewal")).toHaveTextContent(end);
  });

  it("changes plan after showing what the change means, without a new checkout", async () => {
    const { api, user } = renderPage();
    const pro = planFixture({ id: "plan-2", name: "Pro", priceMonthly: 4900 });
    api.on("GET /api/incubators/acme-labs", reply(200, detailFixture({ plans: [planFixture(), pro] })));
    const end = formatDate("2026-12-05T10:00:00.000Z");
    await user.click(await screen.findByRole("button", { name: "Change plan" }));
    const dialog = screen.getByRole("dialog", { name: "Change your Acme Labs plan" });
    const switchButton = within(dialog).getByRole("button", { name: "Switch plan" });
    expect(switchButton).toBeDisabled();
    // The plan held is not offered again.
    expect(await within(dialog).findByRole("radio", { name: /Pro/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio", { name: /Builder/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("radio", { name: /Pro/ }));
    expect(dialog).toHaveTextContent(
      `Pro applies now. Your free trial still ends on ${end}; nothing is charged today, and from then on you pay $49.00/month.`,
    );
    expect(within(dialog).getByRole("radio", { name: /Pro/ })).toHaveAccessibleDescription(
      expect.stringContaining("Pro applies now."),
    );
    await expectNoAxeViolations(dialog);

    api.on("POST /api/subscriptions/sub-1/change-plan", () =>
      reply(200, {
        subscription: subscriptionFixture({
          plan: { id: "plan-2", name: "Pro", priceMonthly: 4900, incubatorId: "inc-1" },
        }),
      }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Switch to Pro" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Plan changed",
        description: "You are now on the Pro plan of Acme Labs.",
      }),
    );
    expect(api.calls("POST /api/subscriptions/sub-1/change-plan")).toHaveLength(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("tells a Stripe subscriber the difference is prorated, and says so when no other plan exists", async () => {
    const stripe = subscriptionFixture({ provider: "stripe", status: "active", trialEndsAt: null });
    const { api, user } = renderPage([stripe, pastSubscriptionFixture()]);
    api.on(
      "GET /api/incubators/acme-labs",
      reply(
        200,
        detailFixture({
          plans: [planFixture(), planFixture({ id: "plan-0", name: "Lite", priceMonthly: 900 })],
        }),
      ),
    );
    await user.click(await screen.findByRole("button", { name: "Change plan" }));
    const dialog = screen.getByRole("dialog");
    await user.click(await within(dialog).findByRole("radio", { name: /Lite/ }));
    expect(dialog).toHaveTextContent(
      "the price difference for the rest of it is credited on your next invoice, and then you pay $9.00/month",
    );
    await user.keyboard("{Escape}");

    api.on("GET /api/incubators/acme-labs", reply(200, detailFixture({ plans: [planFixture()] })));
    await user.click(screen.getByRole("button", { name: "Change plan" }));
    expect(
      await within(screen.getByRole("dialog")).findByText("Acme Labs offers no other plan right now."),
    ).toBeInTheDocument();
  });

  it("reports a failed cancellation in the server's words and keeps the dialog open", async () => {
    const { api, user } = renderPage();
    api.on(
      "POST /api/subscriptions/sub-1/cancel",
      apiError(409, "conflict", "Only a pending, trial, active or past due subscription can be canceled"),
    );
    await user.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Failed to cancel subscription",
        description: "Only a pending, trial, active or past due subscription can be canceled",
        variant: "destructive",
      }),
    );
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "Only a pending, trial, active or past due subscription can be canceled",
    );
    await expectNoAxeViolations(dialog);
  });

  it("ends a subscription set to cancel now, after confirmation, so the person can subscribe elsewhere", async () => {
    const marked = subscriptionFixture({ cancelAtPeriodEnd: true });
    const { api, user } = renderPage([marked, pastSubscriptionFixture()]);
    const ended = subscriptionFixture({ status: "canceled", canceledAt: "2026-11-28T10:00:00.000Z" });
    api.on("POST /api/subscriptions/sub-1/end", () => {
      api.on("GET /api/subscriptions/current", reply(200, currentFixture([ended])));
      return reply(200, { subscription: ended });
    });
    const current = await screen.findByRole("region", { name: "Current subscription" });
    expect(current).toHaveTextContent("To subscribe to another incubator before then, end it now.");

    await user.click(within(current).getByRole("button", { name: "End now" }));
    const dialog = screen.getByRole("alertdialog", { name: "End your Builder subscription now?" });
    expect(dialog).toHaveTextContent("to subscribe to another incubator");
    expect(dialog).toHaveTextContent(
      `gives up the rest of the period until ${formatDate(marked.currentPeriodEnd)}`,
    );
    await user.click(within(dialog).getByRole("button", { name: "Keep subscription" }));
    expect(api.calls("POST /api/subscriptions/sub-1/end")).toHaveLength(0);

    await user.click(within(current).getByRole("button", { name: "End now" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "End subscription now" }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: "Subscription ended",
        description:
          "Your membership in Acme Labs is now a guest membership. You can subscribe to another incubator now.",
      }),
    );
    expect(api.calls("POST /api/subscriptions/sub-1/end")).toHaveLength(1);
    expect(await screen.findByText(/You have no active subscription/)).toBeInTheDocument();
  });
});
