import type { IncubatorDetailResponse } from "@hatchery/shared";
import { STORAGE_KEYS } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SubscribeLinkWatcher } from "@/app/layouts/subscribe-link-watcher";
import { Toaster } from "@/components/ui/toaster";
import { saveSubscriptionIntent } from "@/lib/subscription-intent";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { detailFixture, membershipFixture, planFixture, rememberSignedIn } from "@/test/incubator-fixtures";
import { createTestQueryClient } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { IncubatorPage } from "./incubator-page";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function renderPage({
  detail = detailFixture(),
  signedIn = true,
  path = "/incubators/acme-labs",
}: {
  detail?: IncubatorDetailResponse;
  signedIn?: boolean;
  path?: string;
} = {}) {
  if (signedIn) rememberSignedIn();
  const api = stubApi({
    "GET /api/account/me": signedIn ? reply(200, sessionFixture()) : apiError(401, "unauthenticated", "No"),
    "GET /api/incubators/acme-labs": reply(200, detail),
    "GET /api/plans/plan-1": reply(200, {
      plan: planFixture(),
      incubator: { id: "inc-1", slug: "acme-labs", name: "Acme Labs" },
    }),
  });
  const view = renderAt(path);
  return { api, view, user: userEvent.setup() };
}

/**
 * The page under its real pattern, so it reads the slug from the address, beside the root layout's
 * subscribe link watcher, which turns a link into the intent the page reads.
 */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: "/incubators/:slug",
        element: (
          <>
            <SubscribeLinkWatcher />
            <IncubatorPage />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

const member = (tier: "guest" | "subscriber"): IncubatorDetailResponse["viewer"] => ({
  membership: membershipFixture({ membershipTier: tier }),
  subscription: null,
  permissions: { edit: false, managePlans: false },
});

/** The membership panel, once the page has loaded; on a phone the action bar offers the same buttons. */
const inPanel = async () => within(await screen.findByRole("region", { name: "Your membership" }));
const actionBar = () => screen.queryByRole("region", { name: "Join Acme Labs" });

describe("IncubatorPage", () => {
  it("shows the about text the server rendered, the plans and the member stats", async () => {
    renderPage({ detail: detailFixture() });
    expect(await screen.findByRole("heading", { level: 1, name: "Acme Labs" })).toBeInTheDocument();
    const about = screen.getByRole("region", { name: "About" });
    expect(within(about).getByText("build").tagName).toBe("STRONG");
    expect(within(about).getByRole("link", { name: "Our site" })).toHaveAttribute("target", "_blank");

    expect(screen.getByRole("region", { name: "Plans" })).toHaveTextContent("$29.00 per month");
    const stats = screen.getByRole("region", { name: "Members" });
    expect(stats).toHaveTextContent("Guests7");
    expect(stats).toHaveTextContent("Subscribers3");
    expect(stats).toHaveTextContent("Total members10");
  });

  it("joins as guest", async () => {
    const { api, user } = renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
    });
    api.on("POST /api/incubators/acme-labs/membership", reply(201, { membership: membershipFixture() }));
    await user.click((await inPanel()).getByRole("button", { name: "Join as guest" }));
    expect(await screen.findByText("Successfully joined as guest member!")).toBeInTheDocument();
  });

  it.each([
    [404, "Incubator not found"],
    [409, "This incubator is not currently accepting new members"],
    [503, "Database error occurred while checking incubator"],
    [500, "Membership creation could not be verified"],
  ])("reports a refused join (%i) with the server's reason", async (status, reason) => {
    const { api, user } = renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
    });
    api.on("POST /api/incubators/acme-labs/membership", apiError(status, "refused", reason));
    await user.click((await inPanel()).getByRole("button", { name: "Join as guest" }));
    expect(await screen.findByText(`Failed to join incubator: ${reason}`)).toBeInTheDocument();
  });

  it("opens the plans dialog to upgrade a guest, and asks before leaving", async () => {
    const { api, user } = renderPage({ detail: detailFixture({ viewer: member("guest") }) });
    await user.click((await inPanel()).getByRole("button", { name: "Upgrade" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade Your Acme Labs Membership" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));

    await user.click(screen.getByRole("button", { name: "Leave" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Leave Acme Labs?" });
    api.on("DELETE /api/incubators/acme-labs/membership", apiError(500, "internal", "Boom"));
    await user.click(within(confirm).getByRole("button", { name: "Leave incubator" }));
    expect(await screen.findByText("Failed to leave incubator")).toBeInTheDocument();

    api.on(
      "DELETE /api/incubators/acme-labs/membership",
      reply(200, { membership: membershipFixture({ status: "inactive" }) }),
    );
    await user.click(within(confirm).getByRole("button", { name: "Leave incubator" }));
    expect(await screen.findByText("Left incubator successfully")).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("opens the plans dialog with the default title for someone not yet a member", async () => {
    const { user } = renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
    });
    await user.click((await inPanel()).getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByRole("dialog", { name: "Subscribe to Acme Labs" })).toBeInTheDocument();
  });

  it("offers the charter dialog when a charter plan exists", async () => {
    const { user } = renderPage({
      detail: detailFixture({ plans: [planFixture({ name: "Charter Member", trialPeriodDays: 180 })] }),
    });
    await user.click(await screen.findByRole("button", { name: "Become Charter Member" }));
    expect(
      await screen.findByRole("dialog", { name: "Join Acme Labs as Charter Member" }),
    ).toBeInTheDocument();
  });

  it("opens the plans an address asks for (a visitor's document links there), and leaves the address", async () => {
    const { view } = renderPage({
      signedIn: false,
      path: "/incubators/acme-labs?plans=charter&ref=x",
      detail: detailFixture({ plans: [planFixture({ name: "Charter Member", trialPeriodDays: 180 })] }),
    });
    expect(
      await screen.findByRole("dialog", { name: "Join Acme Labs as Charter Member" }),
    ).toBeInTheDocument();
    expect(view.router.state.location.search).toBe("?ref=x");
  });

  it("puts focus on the charter plan from 'Become Charter Member', and back on that control on close", async () => {
    const { user } = renderPage({
      detail: detailFixture({
        plans: [
          planFixture({ id: "basic", name: "Basic", priceMonthly: 900 }),
          planFixture({ id: "charter", name: "Charter Member", priceMonthly: 1900, trialPeriodDays: 180 }),
        ],
      }),
    });
    const opener = await screen.findByRole("button", { name: "Become Charter Member" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Join Acme Labs as Charter Member" });
    const charterPlan = within(dialog).getByRole("listitem", { name: "Charter Member" });
    expect(within(charterPlan).getByRole("button", { name: "Become Charter Member" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("returns focus to the button that opened the plans, whichever closes them", async () => {
    const { user } = renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
    });
    const seePlans = await screen.findByRole("button", { name: "See plans" });
    await user.click(seePlans);
    let dialog = await screen.findByRole("dialog", { name: "Subscribe to Acme Labs" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(seePlans).toHaveFocus();

    const subscribe = (await inPanel()).getByRole("button", { name: "Subscribe" });
    await user.click(subscribe);
    dialog = await screen.findByRole("dialog", { name: "Subscribe to Acme Labs" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(subscribe).toHaveFocus();
  });

  it("keeps a subscribe link as an intent while signed out, then opens the dialog with source auth", async () => {
    const { view } = renderPage({
      signedIn: false,
      path: "/incubators/acme-labs?action=subscribe&planId=plan-1",
    });
    expect(await screen.findByText("Finish subscribing to Acme Labs")).toBeInTheDocument();
    expect(view.router.state.location.search).toBe("");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent) ?? "")).toEqual({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
      context: "post-registration",
    });
  });

  it("opens the dialog for a subscribe link followed while signed in, and tidies the address", async () => {
    const { view } = renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
      path: "/incubators/acme-labs?tab=about&action=subscribe&planId=plan-1&source=upgrade",
    });
    expect(
      await screen.findByRole("dialog", { name: "Upgrade Your Acme Labs Membership" }),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/incubators/acme-labs");
    expect(view.router.state.location.search).toBe("?tab=about");
  });

  it("opens the dialog titled for completion once signed in with a stored intent", async () => {
    saveSubscriptionIntent({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
    });
    const { user } = renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
    });
    const dialog = await screen.findByRole("dialog", { name: "Complete Your Acme Labs Subscription" });
    await user.click(within(dialog).getByRole("button", { name: "Skip for Now" }));
    expect(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent)).toBeNull();
  });

  it("does not open the dialog for another incubator's intent", async () => {
    saveSubscriptionIntent({
      incubatorId: "x",
      incubatorName: "X",
      incubatorSlug: "other",
      planId: "p",
      source: "auth",
    });
    renderPage();
    await screen.findByRole("heading", { level: 1, name: "Acme Labs" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("offers an Edit incubator link to whoever may edit it", async () => {
    renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: true, managePlans: true } },
      }),
    });
    expect(await screen.findByRole("link", { name: "Edit incubator" })).toHaveAttribute(
      "href",
      "/incubators/acme-labs/edit",
    );
  });

  it.each([
    ["a member who may not edit", member("subscriber")],
    ["someone signed out", null],
  ])("shows no Edit incubator link to %s", async (_, viewer) => {
    renderPage({ detail: detailFixture({ viewer }), signedIn: viewer !== null });
    await screen.findByRole("heading", { level: 1, name: "Acme Labs" });
    expect(screen.queryByRole("link", { name: "Edit incubator" })).not.toBeInTheDocument();
  });

  it("says when the incubator does not exist", async () => {
    stubApi({ "GET /api/incubators/acme-labs": apiError(404, "not_found", "Incubator not found") });
    renderAt("/incubators/acme-labs");
    expect(await screen.findByRole("heading", { level: 1, name: "Incubator not found" })).toBeInTheDocument();
  });
});

describe("an incubator that is not accepting members", () => {
  const paused = (viewer: IncubatorDetailResponse["viewer"] = null) =>
    detailFixture({
      incubator: { ...detailFixture().incubator, status: "paused", accepting: false },
      viewer,
    });

  it("offers a signed-out visitor no way to join or subscribe", async () => {
    renderPage({ signedIn: false, detail: paused() });
    const panel = await inPanel();
    expect(panel.getByText("This incubator is not currently accepting new members.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign in to join" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Subscribe" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Join as guest" })).not.toBeInTheDocument();
    expect(actionBar()).not.toBeInTheDocument();
  });

  it("keeps a member's own membership and actions", async () => {
    renderPage({ detail: paused(member("guest")) });
    const panel = await inPanel();
    expect(panel.getByRole("button", { name: "Upgrade" })).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Leave" })).toBeInTheDocument();
  });
});

it("keeps the Subscribe button of an incubator without active plans: it opens the empty state", async () => {
  const { user } = renderPage({
    signedIn: false,
    detail: detailFixture({ plans: [planFixture({ isActive: false })] }),
  });
  await user.click((await inPanel()).getByRole("button", { name: "Subscribe" }));
  const dialog = await screen.findByRole("dialog", { name: "Subscribe to Acme Labs" });
  expect(
    within(dialog).getByText("No subscription plans are currently available for this incubator."),
  ).toBeInTheDocument();
});

describe("the action bar for small screens", () => {
  it("is the last thing on the page, so at its end it takes its own place instead of covering content", async () => {
    renderPage({ signedIn: false });
    await inPanel();
    const bar = actionBar();
    expect(bar).toBeInTheDocument();
    expect(bar?.parentElement?.lastElementChild).toBe(bar);
  });

  it("offers a signed-out visitor sign-in to join and the plans", async () => {
    const { user } = renderPage({ signedIn: false });
    await inPanel();
    const bar = within(actionBar() as HTMLElement);
    expect(bar.getByRole("link", { name: "Sign in to join" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fincubators%2Facme-labs",
    );
    const subscribe = bar.getByRole("button", { name: "Subscribe" });
    await user.click(subscribe);
    const dialog = await screen.findByRole("dialog", { name: "Subscribe to Acme Labs" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(subscribe).toHaveFocus();
  });

  it("joins a signed-in person as guest", async () => {
    const { api, user } = renderPage({
      detail: detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
    });
    await inPanel();
    api.on("POST /api/incubators/acme-labs/membership", reply(201, { membership: membershipFixture() }));
    await user.click(within(actionBar() as HTMLElement).getByRole("button", { name: "Join as guest" }));
    expect(await screen.findByText("Successfully joined as guest member!")).toBeInTheDocument();
    expect(api.calls("POST /api/incubators/acme-labs/membership")).toHaveLength(1);
  });

  it("offers a guest the upgrade", async () => {
    const { user } = renderPage({ detail: detailFixture({ viewer: member("guest") }) });
    await inPanel();
    await user.click(within(actionBar() as HTMLElement).getByRole("button", { name: "Upgrade" }));
    expect(
      await screen.findByRole("dialog", { name: "Upgrade Your Acme Labs Membership" }),
    ).toBeInTheDocument();
  });

  it("is not there for a subscriber", async () => {
    renderPage({ detail: detailFixture({ viewer: member("subscriber") }) });
    await inPanel();
    expect(actionBar()).not.toBeInTheDocument();
  });
});
