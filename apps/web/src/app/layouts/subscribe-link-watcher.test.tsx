// Whole routes: any page's form may be validated, so every schema is loaded up front.
import "@/test/load-form-schemas";
import { STORAGE_KEYS } from "@hatchery/shared";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { saveSubscriptionIntent } from "@/lib/subscription-intent";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { detailFixture, planFixture, rememberSignedIn } from "@/test/incubator-fixtures";
import { quietAppShell } from "@/test/quiet-app-shell";
import { renderRoute } from "@/test/render-route";
import { sessionFixture } from "@/test/session-fixture";

quietAppShell();

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const PASSWORD = "Sup3r-secret";
const ACME = { id: "inc-1", slug: "acme-labs", name: "Acme Labs" };
const storedIntent = () => JSON.parse(window.localStorage.getItem(STORAGE_KEYS.subscriptionIntent) ?? "null");

/** The whole app at `path`, with the API answering as a signed-in or signed-out person's would. */
function setUp(
  path: string,
  { signedIn = false, lookup = reply(200, { plan: planFixture(), incubator: ACME }) as StubReply } = {},
) {
  let session = signedIn;
  if (signedIn) rememberSignedIn();
  const api = stubApi({
    "GET /api/account/me": () =>
      session ? reply(200, sessionFixture()) : apiError(401, "unauthenticated", "Sign in to continue"),
    "GET /api/config": reply(200, { linkedin: false, devMailbox: true, aiFeedback: false }),
    "GET /api/plans/plan-1": lookup,
    "GET /api/incubators/acme-labs": reply(
      200,
      detailFixture({
        viewer: { membership: null, subscription: null, permissions: { edit: false, managePlans: false } },
      }),
    ),
    "POST /api/auth/sign-in/email": () => {
      session = true;
      return reply(200, { user: { id: "user-1" } });
    },
    "POST /api/auth/sign-up/email": reply(200, { user: { id: "user-1" } }),
  });
  const view = renderRoute(path);
  render(<Toaster />);
  return { api, ...view, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  const form = await screen.findByRole("form", { name: "Sign in" });
  await user.type(within(form).getByLabelText("Email"), "ada@example.com");
  await user.type(within(form).getByLabelText("Password"), PASSWORD);
  await user.click(within(form).getByRole("button", { name: "Sign in" }));
}

describe("a subscribe link on any page", () => {
  it("signed out on the sign-in page: keeps the intent, tidies the address, and opens the dialog after sign-in", async () => {
    const { api, router, user } = setUp("/auth?action=subscribe&planId=plan-1");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/auth");
    expect(storedIntent()).toEqual({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
      context: "post-registration",
    });

    await signIn(user);
    expect(
      await screen.findByRole("dialog", { name: "Complete Your Acme Labs Subscription" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/incubators/acme-labs");
    expect(api.calls("POST /api/auth/sign-in/email")[0]?.body).toMatchObject({
      callbackURL: "/incubators/acme-labs",
    });
    await user.click(screen.getByRole("button", { name: "Skip for Now" }));
    expect(storedIntent()).toBeNull();
  });

  it("signed out: sign-up sends the verification link back to the incubator, over a public page", async () => {
    const { api, router, user } = setUp(
      "/auth?redirect=%2Fincubators&action=subscribe&planId=plan-1&view=sign-up",
    );
    await waitFor(() => expect(router.state.location.search).toBe("?redirect=%2Fincubators&view=sign-up"));
    const form = screen.getByRole("form", { name: "Sign up" });
    await user.type(within(form).getByLabelText("First name"), "Ada");
    await user.type(within(form).getByLabelText("Last name"), "Lovelace");
    await user.type(within(form).getByLabelText("Email"), "ada@example.com");
    await user.type(within(form).getByLabelText("Password"), PASSWORD);
    await user.click(within(form).getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(api.calls("POST /api/auth/sign-up/email")).toHaveLength(1));
    expect(api.calls("POST /api/auth/sign-up/email")[0]?.body).toMatchObject({
      callbackURL: "/incubators/acme-labs",
    });
  });

  it("signed out on a public page: stays there", async () => {
    const { router } = setUp("/about?action=subscribe&planId=plan-1&incubatorId=inc-1");
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/about");
    expect(storedIntent()).toMatchObject({ incubatorSlug: "acme-labs", source: "auth" });
  });

  it("signed in: goes to the incubator and opens the dialog with the link's source", async () => {
    const { router } = setUp("/?action=subscribe&planId=plan-1&source=charter", { signedIn: true });
    expect(
      await screen.findByRole("dialog", { name: "Join Acme Labs as Charter Member" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/incubators/acme-labs");
    expect(router.state.location.search).toBe("");
    expect(storedIntent()).toMatchObject({ planId: "plan-1", source: "charter" });
  });

  it("signed in, from the sign-in page that sends them on at once: still reaches the incubator", async () => {
    const { router } = setUp("/auth?action=subscribe&planId=plan-1", { signedIn: true });
    expect(await screen.findByRole("dialog", { name: "Subscribe to Acme Labs" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/incubators/acme-labs");
    expect(storedIntent()).not.toHaveProperty("source");
  });

  it("a plan that is not found: says so, keeps any earlier intent and stays", async () => {
    const earlier = {
      incubatorId: "inc-2",
      incubatorName: "Beta Garage",
      incubatorSlug: "beta-garage",
      planId: "plan-9",
      source: "charter",
    } as const;
    saveSubscriptionIntent(earlier);
    const { api, router } = setUp("/about?action=subscribe&planId=plan-1", {
      lookup: apiError(404, "not_found", "Plan not found"),
    });
    expect(await screen.findByText("Failed to load subscription plans")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/about");
    expect(router.state.location.search).toBe("?action=subscribe&planId=plan-1");
    expect(storedIntent()).toEqual({ ...earlier, context: "post-registration" });
    expect(api.calls("GET /api/plans/plan-1")).toHaveLength(1);
  });

  it("a plan of another incubator than the link names is not found either", async () => {
    setUp("/about?action=subscribe&planId=plan-1&incubatorId=inc-2");
    expect(await screen.findByText("Failed to load subscription plans")).toBeInTheDocument();
    expect(storedIntent()).toBeNull();
  });

  it("a guarded page asked for explicitly wins over a stored intent", async () => {
    saveSubscriptionIntent({
      incubatorId: "inc-1",
      incubatorName: "Acme Labs",
      incubatorSlug: "acme-labs",
      planId: "plan-1",
      source: "auth",
    });
    const { router, user } = setUp("/auth?redirect=%2Fsubscription");
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe("/subscription"));
    expect(storedIntent()).toMatchObject({ incubatorSlug: "acme-labs" });
  });
});
