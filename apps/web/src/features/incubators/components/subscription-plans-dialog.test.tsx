import type { IncubatorDetailResponse, SubscriptionSource } from "@hatchery/shared";
import { STORAGE_KEYS } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { saveSubscriptionIntent } from "@/lib/subscription-intent";
import { apiError, reply, stubApi } from "@/test/api-stub";
import {
  detailFixture,
  membershipFixture,
  planFixture,
  rememberSignedIn,
  subscriptionFixture,
} from "@/test/incubator-fixtures";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { SubscriptionPlansDialog, subscriptionDialogTitle } from "./subscription-plans-dialog";

const CONFLICT = "You already have an active subscription to another incubator. Please cancel it first.";

/** What happened, in order: the dialog closing and the payment tab being sent to its page. */
let events: string[] = [];

function Harness({ source }: { source?: SubscriptionSource }) {
  const [open, setOpen] = useState(true);
  const changeOpen = (next: boolean) => {
    if (!next) events.push("dialog closed");
    setOpen(next);
  };
  return (
    <>
      <p>{open ? "dialog open" : "dialog closed"}</p>
      <SubscriptionPlansDialog slug="acme-labs" open={open} onOpenChange={changeOpen} source={source} />
      <Toaster />
    </>
  );
}

function renderDialog({
  detail = detailFixture(),
  source,
  signedIn = true,
}: {
  detail?: IncubatorDetailResponse;
  source?: SubscriptionSource;
  signedIn?: boolean;
} = {}) {
  if (signedIn) rememberSignedIn();
  const api = stubApi({
    "GET /api/account/me": signedIn ? reply(200, sessionFixture()) : apiError(401, "unauthenticated", "No"),
    "GET /api/incubators/acme-labs": reply(200, detail),
  });
  const view = renderWithProviders(<Harness source={source} />, {
    path: "/incubators/acme-labs",
    routes: [
      {
        path: "/auth",
        element: (
          <>
            <h1>Sign in</h1>
            <Toaster />
          </>
        ),
      },
    ],
  });
  return { api, view, user: userEvent.setup() };
}

const plans = async () =>
  within(await screen.findByRole("list", { name: "Subscription plans" })).getAllByRole("listitem", {
    name: /./,
  });
/** The blank tab `window.open` hands back; where it is sent is recorded in `events`. */
function fakeTab() {
  let href = "about:blank";
  return {
    opener: window as Window | null,
    closed: false,
    close: vi.fn(),
    location: {
      get href() {
        return href;
      },
      set href(value: string) {
        events.push(`payment ${value}`);
        href = value;
      },
    },
  };
}

let tab = fakeTab();
/** POST requests already sent when the tab was opened: none, if it opened within the click. */
let postsBeforeOpen: number | undefined;
const openSpy = vi.fn();

beforeEach(() => {
  events = [];
  tab = fakeTab();
  postsBeforeOpen = undefined;
  openSpy.mockImplementation(() => {
    postsBeforeOpen = vi
      .mocked(globalThis.fetch)
      .mock.calls.filter(([, init]) => init?.method === "POST").length;
    return tab;
  });
  vi.stubGlobal("open", openSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  openSpy.mockReset();
  window.localStorage.clear();
});

const paymentAddress = (path: string) => new URL(path, window.location.href).href;

describe("subscriptionDialogTitle", () => {
  it("names the incubator by source", () => {
    expect(subscriptionDialogTitle("Acme", "charter")).toBe("Join Acme as Charter Member");
    expect(subscriptionDialogTitle("Acme", "upgrade")).toBe("Upgrade Your Acme Membership");
    expect(subscriptionDialogTitle("Acme", "auth")).toBe("Complete Your Acme Subscription");
    expect(subscriptionDialogTitle("Acme", undefined)).toBe("Subscribe to Acme");
  });
});

describe("SubscriptionPlansDialog", () => {
  it.each([
    ["charter", "Join Acme Labs as Charter Member"],
    ["upgrade", "Upgrade Your Acme Labs Membership"],
    ["auth", "Complete Your Acme Labs Subscription"],
    [undefined, "Subscribe to Acme Labs"],
  ] as const)("is labelled by its title for source %s", async (source, title) => {
    renderDialog({ source });
    expect(await screen.findByRole("dialog", { name: title })).toBeInTheDocument();
  });

  it("lists what subscribers get over guests when upgrading", async () => {
    renderDialog({ source: "upgrade" });
    const dialog = await screen.findByRole("dialog", { name: "Upgrade Your Acme Labs Membership" });
    expect(dialog).toHaveTextContent("team leadership, business funding and premium mentorship");
  });

  it("shows active plans cheapest first with price, badges and button texts", async () => {
    renderDialog({
      detail: detailFixture({
        plans: [
          planFixture({ id: "pro", name: "Pro", priceMonthly: 4999, isRecommended: true }),
          planFixture({ id: "hidden", name: "Old plan", priceMonthly: 100, isActive: false }),
          planFixture({
            id: "charter",
            name: "Founding Charter Member",
            priceMonthly: 1900,
            trialPeriodDays: 180,
          }),
          planFixture({ id: "basic", name: "Basic", priceMonthly: 5, trialPeriodDays: 0 }),
        ],
        viewer: {
          membership: membershipFixture({ membershipTier: "subscriber" }),
          subscription: subscriptionFixture({
            plan: { id: "pro", name: "Pro", priceMonthly: 4900, incubatorId: "inc-1" },
          }),
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    const [basic, charter, pro] = await plans();
    expect(await plans()).toHaveLength(3);
    expect(basic).toHaveTextContent("Basic");
    expect(basic).toHaveTextContent("$0.05 per month");
    expect(within(basic as HTMLElement).getByRole("button", { name: "Start Free Trial" })).toBeEnabled();

    expect(charter).toHaveTextContent("$19.00 per month");
    expect(charter).toHaveTextContent("Charter Member");
    expect(charter).toHaveTextContent("6 Months FREE Trial");
    expect(
      within(charter as HTMLElement).getByRole("button", { name: "Become Charter Member" }),
    ).toBeEnabled();

    expect(pro).toHaveTextContent("$49.99 per month");
    expect(pro).toHaveTextContent("Recommended");
    expect(
      within(pro as HTMLElement).getByText("Current Plan", { selector: "[data-slot=badge]" }),
    ).toBeInTheDocument();
    expect(within(pro as HTMLElement).getByRole("button", { name: "Current Plan" })).toBeDisabled();
    expect(screen.queryByText("Old plan")).not.toBeInTheDocument();
  });

  it("shows a plan's description as formatted markdown, not raw markup", async () => {
    renderDialog({
      detail: detailFixture({
        plans: [
          planFixture({
            description: "Lead a **team** and _pitch_.\n\n- [Guide](https://acme.example/guide)\n- Demo days",
          }),
        ],
      }),
    });
    const [plan] = await plans();
    const card = plan as HTMLElement;
    expect((await within(card).findByText("team", {}, { timeout: 10_000 })).tagName).toBe("STRONG");
    expect(within(card).getByText("pitch").tagName).toBe("EM");
    expect(card).not.toHaveTextContent("**");
    expect(within(card).getByRole("link", { name: "Guide" })).toHaveAttribute(
      "href",
      "https://acme.example/guide",
    );
    expect(within(card).getByText("Demo days").tagName).toBe("LI");
  });

  it.each([
    [179, false],
    [180, true],
    [365, true],
  ])("shows '6 Months FREE Trial' on a charter plan with %i trial days: %s", async (days, shown) => {
    renderDialog({
      detail: detailFixture({
        plans: [planFixture({ name: "Charter Member", trialPeriodDays: days })],
      }),
    });
    await plans();
    expect(screen.queryByText("6 Months FREE Trial") !== null).toBe(shown);
  });

  it("does not show the long trial on a plan that is not a charter plan", async () => {
    renderDialog({ detail: detailFixture({ plans: [planFixture({ name: "Pro", trialPeriodDays: 365 })] }) });
    await plans();
    expect(screen.queryByText("6 Months FREE Trial")).not.toBeInTheDocument();
    expect(screen.queryByText("Charter Member")).not.toBeInTheDocument();
  });

  it("shows the empty state and what is included", async () => {
    renderDialog({ detail: detailFixture({ plans: [planFixture({ isActive: false })] }) });
    expect(
      await screen.findByText("No subscription plans are currently available for this incubator."),
    ).toBeInTheDocument();
    const included = screen.getByRole("region", { name: "What's Included" });
    for (const item of ["Team Formation", "Learning Resources", "Mentorship", "Business Funding"]) {
      expect(included).toHaveTextContent(item);
    }
  });

  it("reads 'Cancel' and clears the intent when dismissed", async () => {
    const { user } = renderDialog();
    saveSubscriptionIntent({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "charter",
    });
    await plans();
    expect(screen.queryByText("You can subscribe later from the incubator page.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("dialog closed")).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent)).toBeNull();
  });

  it("reads 'Skip for Now' with a note on source auth", async () => {
    const { user } = renderDialog({ source: "auth" });
    await plans();
    expect(screen.getByText("You can subscribe later from the incubator page.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Skip for Now" }));
    expect(screen.getByText("dialog closed")).toBeInTheDocument();
  });

  it("says when the plans cannot be loaded", async () => {
    stubApi();
    renderWithProviders(<Harness />, { path: "/incubators/acme-labs" });
    stubApi({ "GET /api/incubators/acme-labs": apiError(500, "internal", "Boom") });
    expect(await screen.findByText("Failed to load subscription plans")).toBeInTheDocument();
  });
});

describe("the subscribe flow", () => {
  it("asks a signed-out person to log in and keeps the intent", async () => {
    const { api, user, view } = renderDialog({ signedIn: false });
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText("Please log in to subscribe")).toBeInTheDocument();
    expect(api.calls("POST /api/subscriptions")).toHaveLength(0);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent) ?? "")).toEqual({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
      context: "post-registration",
    });
    expect(view.router.state.location.pathname).toBe("/auth");
    expect(view.router.state.location.search).toBe("?redirect=%2Fincubators%2Facme-labs");
  });

  it("joins as guest, creates the subscription, closes, opens the payment page, then says so", async () => {
    const { api, user } = renderDialog();
    saveSubscriptionIntent({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
    });
    api.on("POST /api/incubators/acme-labs/membership", reply(201, { membership: membershipFixture() }));
    api.on("POST /api/subscriptions", reply(201, { url: "/checkout/sub-1" }));
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));

    expect(await screen.findByText("Redirecting to payment...")).toBeInTheDocument();
    expect(screen.getByText("dialog closed")).toBeInTheDocument();
    // Opened blank within the click, before either request, then sent on once the address was known.
    expect(openSpy).toHaveBeenCalledTimes(1);
    expect(openSpy).toHaveBeenCalledWith("", "_blank");
    expect(postsBeforeOpen).toBe(0);
    expect(events).toEqual(["dialog closed", `payment ${paymentAddress("/checkout/sub-1")}`]);
    expect(tab.opener).toBeNull();
    expect(tab.close).not.toHaveBeenCalled();
    const order = api.requests
      .filter((request) => request.method === "POST")
      .map((request) => `${request.method} ${request.path}`);
    expect(order).toEqual(["POST /api/incubators/acme-labs/membership", "POST /api/subscriptions"]);
    expect(api.calls("POST /api/subscriptions")[0]?.body).toEqual({ planId: "plan-1" });
    expect(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent)).toBeNull();
  });

  it("does not join again when already a member", async () => {
    const { api, user } = renderDialog({
      source: "upgrade",
      detail: detailFixture({
        viewer: {
          membership: membershipFixture(),
          subscription: null,
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    api.on("POST /api/subscriptions", reply(201, { url: "/checkout/sub-1" }));
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText("Redirecting to payment...")).toBeInTheDocument();
    expect(api.calls("POST /api/incubators/acme-labs/membership")).toHaveLength(0);
  });

  it("shows 'Processing...' while working", async () => {
    const { api, user } = renderDialog();
    api.on("POST /api/incubators/acme-labs/membership", reply(201, { membership: membershipFixture() }));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on("POST /api/subscriptions", reply(201, { url: "/checkout/sub-1" }));
    const fetchMock = vi.mocked(globalThis.fetch);
    const answer = fetchMock.getMockImplementation();
    if (!answer) throw new Error("the API stub should have installed a fetch implementation");
    fetchMock.mockImplementation(async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).endsWith("/api/subscriptions")) await gate;
      return answer(...args);
    });
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await within(plan as HTMLElement).findByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByText("dialog closed")).toBeInTheDocument());
    expect(screen.getByText("Redirecting to payment...")).toBeInTheDocument();
  });

  it("reports the one-active-subscription refusal in the server's words", async () => {
    const { api, user } = renderDialog();
    api.on("POST /api/incubators/acme-labs/membership", reply(201, { membership: membershipFixture() }));
    api.on("POST /api/subscriptions", apiError(409, "conflict", CONFLICT));
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
    expect(screen.getByText("dialog open")).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it.each([
    [undefined, "Failed to create subscription"],
    ["upgrade", "Failed to upgrade membership"],
  ] as const)("with source %s, a failed creation says %s", async (source, message) => {
    const { api, user } = renderDialog({
      source,
      detail: detailFixture({
        viewer: {
          membership: membershipFixture(),
          subscription: null,
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    api.on("POST /api/subscriptions", apiError(500, "internal", "Boom"));
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it("says on each plan, before any click, that a subscription elsewhere comes first", async () => {
    const { view } = renderDialog({
      detail: detailFixture({
        plans: [
          planFixture({ id: "basic", name: "Basic" }),
          planFixture({ id: "charter", name: "Charter Member" }),
        ],
        viewer: {
          membership: null,
          subscription: subscriptionFixture({
            plan: { id: "other-plan", name: "Pro", priceMonthly: 4900, incubatorId: "inc-2" },
            incubator: { id: "inc-2", slug: "beta-works", name: "Beta Works" },
          }),
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    for (const plan of await plans()) {
      const card = within(plan as HTMLElement);
      const button = card.getByRole("button", { name: /Start Free Trial|Become Charter Member/ });
      // The SPEC's button stays: an attempt is still answered with the SPEC's message.
      expect(button).toBeEnabled();
      expect(button).toHaveAccessibleDescription(
        expect.stringContaining("You already subscribe to Beta Works; cancel that subscription first."),
      );
      expect(card.getByRole("link", { name: "Manage your subscription" })).toHaveAttribute(
        "href",
        "/subscription",
      );
    }

    await userEvent
      .setup()
      .click(screen.getAllByRole("link", { name: "Manage your subscription" })[0] as HTMLElement);
    expect(await screen.findByRole("heading", { name: "Elsewhere" })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/subscription");
  });

  it("still joins as guest first, then answers the attempt with the SPEC's message", async () => {
    const { api, user } = renderDialog({
      detail: detailFixture({
        viewer: {
          membership: null,
          subscription: subscriptionFixture({
            plan: { id: "other-plan", name: "Pro", priceMonthly: 4900, incubatorId: "inc-2" },
            incubator: { id: "inc-2", slug: "beta-works", name: "Beta Works" },
          }),
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    api.on("POST /api/incubators/acme-labs/membership", reply(201, { membership: membershipFixture() }));
    api.on("POST /api/subscriptions", apiError(409, "conflict", CONFLICT));
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText(CONFLICT)).toBeInTheDocument();
    expect(api.calls("POST /api/incubators/acme-labs/membership")).toHaveLength(1);
    expect(api.calls("POST /api/subscriptions")).toHaveLength(1);
  });

  it("says a subscription elsewhere set to end with its period still comes first, and is ended now", async () => {
    renderDialog({
      detail: detailFixture({
        plans: [planFixture({ id: "basic", name: "Basic" })],
        viewer: {
          membership: null,
          subscription: subscriptionFixture({
            plan: { id: "other-plan", name: "Pro", priceMonthly: 4900, incubatorId: "inc-2" },
            incubator: { id: "inc-2", slug: "beta-works", name: "Beta Works" },
            cancelAtPeriodEnd: true,
          }),
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    const [plan] = await plans();
    expect(
      within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }),
    ).toHaveAccessibleDescription(
      expect.stringContaining(
        "Your subscription to Beta Works is still active until its period ends; end it now to subscribe here.",
      ),
    );
    expect(
      within(plan as HTMLElement).getByRole("link", { name: "Manage your subscription" }),
    ).toHaveAttribute("href", "/subscription");
  });

  it("does not speak of another incubator when the active subscription is this one's", async () => {
    renderDialog({
      detail: detailFixture({
        plans: [planFixture({ id: "basic", name: "Basic" }), planFixture({ id: "pro", name: "Pro" })],
        viewer: {
          membership: membershipFixture({ membershipTier: "subscriber" }),
          subscription: subscriptionFixture({
            plan: { id: "pro", name: "Pro", priceMonthly: 4900, incubatorId: "inc-1" },
          }),
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    expect(await plans()).toHaveLength(2);
    expect(screen.queryByText(/You already subscribe to/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Manage your subscription" })).not.toBeInTheDocument();
  });

  it("stops with the server's reason when joining fails", async () => {
    const { api, user } = renderDialog();
    api.on(
      "POST /api/incubators/acme-labs/membership",
      apiError(409, "conflict", "This incubator is not currently accepting new members"),
    );
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(
      await screen.findByText(
        "Failed to join incubator: This incubator is not currently accepting new members",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.calls("POST /api/subscriptions")).toHaveLength(0));
    expect(tab.close).toHaveBeenCalled();
  });

  it("goes to the payment page in this tab when no tab could be opened", async () => {
    openSpy.mockImplementation(() => null);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { api, user } = renderDialog({
      detail: detailFixture({
        viewer: {
          membership: membershipFixture(),
          subscription: null,
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    api.on("POST /api/subscriptions", reply(201, { url: "/checkout/sub-1" }));
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText("Redirecting to payment...")).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith(paymentAddress("/checkout/sub-1"));
    expect(screen.getByText("dialog closed")).toBeInTheDocument();
  });

  it("goes there in this tab too when the person closed the opened one meanwhile", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { api, user } = renderDialog({
      detail: detailFixture({
        viewer: {
          membership: membershipFixture(),
          subscription: null,
          permissions: { edit: false, managePlans: false },
        },
      }),
    });
    api.on("POST /api/subscriptions", () => {
      tab.closed = true;
      return reply(201, { url: "https://pay.example/session/1" });
    });
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText("Redirecting to payment...")).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith("https://pay.example/session/1");
    expect(events).toEqual(["dialog closed"]);
  });

  it("does not open a tab for a signed-out person", async () => {
    const { user } = renderDialog({ signedIn: false });
    const [plan] = await plans();
    await user.click(within(plan as HTMLElement).getByRole("button", { name: "Start Free Trial" }));
    expect(await screen.findByText("Please log in to subscribe")).toBeInTheDocument();
    expect(openSpy).not.toHaveBeenCalled();
  });
});
