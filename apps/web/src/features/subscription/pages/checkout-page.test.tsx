import { type CheckoutResponse, INCUBATOR_ERROR_MESSAGES, SUBSCRIPTION_MESSAGES } from "@hatchery/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { createTestQueryClient } from "@/test/render-with-providers";
import { checkoutFixture, subscriptionFixture } from "../test/fixtures";
import { CheckoutPage } from "./checkout-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function Elsewhere() {
  const location = useLocation();
  return <h1>Elsewhere: {`${location.pathname}${location.search}`}</h1>;
}

/** The page under its real pattern, so it reads the id from the address. */
function renderCheckout(answer: StubReply | CheckoutResponse) {
  const api = stubApi({ "GET /api/checkout/sub-1": "testMode" in answer ? reply(200, answer) : answer });
  const router = createMemoryRouter(
    [
      { path: "/checkout/:id", element: <CheckoutPage /> },
      { path: "*", element: <Elsewhere /> },
    ],
    { initialEntries: ["/checkout/sub-1"] },
  );
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router, user: userEvent.setup() };
}

describe("CheckoutPage", () => {
  it("shows a skeleton while the checkout loads", async () => {
    renderCheckout(checkoutFixture());
    expect(screen.getByRole("status")).toHaveTextContent("Loading checkout…");
    expect(await screen.findByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
  });

  it("is clearly test mode and shows the incubator, plan, price and trial", async () => {
    renderCheckout(checkoutFixture());
    expect(await screen.findByText("TEST MODE")).toBeInTheDocument();
    expect(
      screen.getByText(/no card is charged and no money moves/, {
        selector: "[data-slot=alert-description]",
      }),
    ).toBeInTheDocument();
    const summary = screen.getByRole("heading", { name: "Order summary" }).closest("[data-slot=card]");
    expect(summary).toHaveTextContent("14-day free trial, then $29.00/month");
    expect(summary).toHaveTextContent("IncubatorAcme Labs");
    expect(summary).toHaveTextContent("PlanBuilder");
    expect(summary).toHaveTextContent("Price per month$29.00/month");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it("describes a plan without a trial", async () => {
    renderCheckout(checkoutFixture({}, 0));
    expect(await screen.findByText("$29.00/month, starting today")).toBeInTheDocument();
  });

  it("confirms, shows Processing... meanwhile, and goes to the success page", async () => {
    const { api, router, user } = renderCheckout(checkoutFixture());
    api.on("POST /api/checkout/sub-1/confirm", reply(200, { subscription: subscriptionFixture() }));
    // Holds the confirmation until released, to see the button while it works.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stubbed = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith("/confirm")) await held;
      return stubbed(input, init);
    });

    await user.click(await screen.findByRole("button", { name: "Confirm subscription" }));
    expect(await screen.findByRole("button", { name: "Processing..." })).toBeDisabled();
    release();
    expect(
      await screen.findByRole("heading", {
        name: "Elsewhere: /subscription/success?subscriptionId=sub-1",
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/subscription/success");
    expect(api.calls("POST /api/checkout/sub-1/confirm")).toHaveLength(1);
  });

  it("refuses a second active subscription in the server's words, with a way to manage it", async () => {
    const { api, user } = renderCheckout(checkoutFixture());
    api.on(
      "POST /api/checkout/sub-1/confirm",
      apiError(409, "conflict", SUBSCRIPTION_MESSAGES.alreadySubscribed),
    );
    await user.click(await screen.findByRole("button", { name: "Confirm subscription" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "You already have an active subscription to another incubator. Please cancel it first.",
    );
    expect(within(alert).getByRole("link", { name: "Manage your subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
  });

  it("says plainly when the checkout stopped waiting for payment while open", async () => {
    const { api, user } = renderCheckout(checkoutFixture());
    api.on(
      "POST /api/checkout/sub-1/confirm",
      apiError(409, "conflict", INCUBATOR_ERROR_MESSAGES.checkoutNotPending),
    );
    await user.click(await screen.findByRole("button", { name: "Confirm subscription" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This checkout is no longer waiting for payment");
    expect(alert).toHaveTextContent(
      "It was already confirmed or canceled, so there is nothing left to pay here.",
    );
    expect(within(alert).getByRole("link", { name: "Manage your subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
  });

  it("says a checkout opened again after paying is closed, with a link to the subscription", async () => {
    renderCheckout(checkoutFixture({ status: "trial" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This checkout is closed" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "This checkout is no longer waiting for payment: your Builder subscription to Acme Labs is in its free trial, so there is nothing to pay here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
    expect(screen.queryByRole("button", { name: "Confirm subscription" })).not.toBeInTheDocument();
  });

  it("reports a checkout that does not exist in the server's words", async () => {
    renderCheckout(apiError(404, "not_found", INCUBATOR_ERROR_MESSAGES.subscriptionNotFound));
    expect(await screen.findByRole("heading", { level: 1, name: "Checkout not found" })).toBeInTheDocument();
    expect(screen.getByText("Subscription not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to your subscription" })).toHaveAttribute(
      "href",
      "/subscription",
    );
  });

  it("offers to try again when the checkout could not be loaded", async () => {
    const { api, user } = renderCheckout(apiError(503, "unavailable", "The service is temporarily down."));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Checkout could not be loaded" }),
    ).toBeInTheDocument();
    expect(screen.getByText("The service is temporarily down.")).toBeInTheDocument();
    api.on("GET /api/checkout/sub-1", reply(200, checkoutFixture()));
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "Confirm subscription" })).toBeInTheDocument();
  });
});
