// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/auth/auth-form-schemas";
import { passwordProblems } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { expectSession, hasSessionHint } from "@/lib/auth/session";
import * as toasts from "@/lib/toast";
import { apiError, reply, type StubReply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { AuthPage } from "./auth-page";

// Spied on afresh for each test: `restoreAllMocks` below puts the real one back after it.
let toast: MockInstance<typeof toasts.toast>;
beforeEach(() => {
  toast = vi.spyOn(toasts, "toast");
});

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedOut = apiError(401, "unauthenticated", "Sign in to continue");
const GOOD_PASSWORD = "Sup3r-secret";

/** The page for a visitor, with the sign-in answer given; /api/account/me answers as the session would. */
function setUp({
  path = "/auth",
  signIn = reply(200, { user: { id: "user-1" } }) as StubReply,
  linkedin = false,
} = {}) {
  let signedIn = false;
  const api = stubApi({
    "GET /api/account/me": () => (signedIn ? reply(200, sessionFixture()) : signedOut),
    "GET /api/config": reply(200, { linkedin, devMailbox: true, aiFeedback: false }),
    "POST /api/auth/sign-in/email": () => {
      if ("status" in signIn && signIn.status === 200 && !isTwoFactor(signIn)) signedIn = true;
      return signIn;
    },
    "POST /api/auth/two-factor/verify-totp": () => {
      signedIn = true;
      return reply(200, { token: "t" });
    },
    "POST /api/auth/two-factor/verify-backup-code": () => {
      signedIn = true;
      return reply(200, { token: "t" });
    },
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<AuthPage />, { path });
  return { api, user, ...view };
}

function isTwoFactor(answer: StubReply): boolean {
  return "body" in answer && (answer.body as { twoFactorRedirect?: boolean }).twoFactorRedirect === true;
}

const form = (name: string) => screen.getByRole("form", { name });

async function fillSignIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  const signIn = form("Sign in");
  await user.type(within(signIn).getByLabelText("Email"), email);
  if (password) await user.type(within(signIn).getByLabelText("Password"), password);
  await user.click(within(signIn).getByRole("button", { name: "Sign in" }));
}

describe("AuthPage: sign in", () => {
  it("offers sign-in and sign-up tabs, with autocomplete for password managers", async () => {
    setUp();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Sign in");
    expect(screen.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Sign up" })).toBeInTheDocument();
    const signIn = form("Sign in");
    expect(within(signIn).getByLabelText("Email")).toHaveAttribute("autocomplete", "username");
    expect(within(signIn).getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
  });

  it("reports only the first password problem", async () => {
    const { user, api } = setUp();
    await fillSignIn(user, "ada@example.com", "short");
    const password = within(form("Sign in")).getByLabelText("Password");
    expect(password).toHaveAccessibleDescription("Password must be at least 8 characters long");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(api.calls("POST /api/auth/sign-in/email")).toHaveLength(0);
  });

  it.each([
    ["not-an-email", "Invalid email format"],
    [`${"a".repeat(250)}@example.com`, "Email is too long"],
    ["x' union select password@example.com", "Invalid input detected"],
  ])("checks the email %#: %s", async (email, message) => {
    const { user } = setUp();
    await fillSignIn(user, email, GOOD_PASSWORD);
    expect(within(form("Sign in")).getByLabelText("Email")).toHaveAccessibleDescription(message);
  });

  it("sends the email trimmed and lowercased, then returns to ?redirect= with a welcome", async () => {
    const { user, api, router } = setUp({ path: "/auth?redirect=%2Fteams%2Frocket%3Ftab%3Dfeed" });
    await fillSignIn(user, "  Ada@Example.COM ", GOOD_PASSWORD);

    await waitFor(() => expect(router.state.location.pathname).toBe("/teams/rocket"));
    expect(router.state.location.search).toBe("?tab=feed");
    expect(api.calls("POST /api/auth/sign-in/email")[0]?.body).toEqual({
      email: "ada@example.com",
      password: GOOD_PASSWORD,
      callbackURL: "/teams/rocket?tab=feed",
    });
    expect(toast).toHaveBeenCalledWith({
      title: "Welcome back!",
      description: "You have been successfully signed in.",
    });
  });

  it.each(["//evil.example/", "https://evil.example/", "/\\evil.example"])(
    "ignores the unsafe redirect %s and goes to the dashboard",
    async (redirect) => {
      const { user, router } = setUp({ path: `/auth?${new URLSearchParams({ redirect })}` });
      await fillSignIn(user, "ada@example.com", GOOD_PASSWORD);
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    },
  );

  it("explains a verification link that could not be used, and leaves its marker behind", async () => {
    const { user, router } = setUp({
      path: `/auth?${new URLSearchParams({ redirect: "/dashboard?error=TOKEN_EXPIRED" })}`,
    });
    expect(screen.getByText(/This link is invalid or has expired. Please request a new one./)).toBeVisible();
    await fillSignIn(user, "ada@example.com", GOOD_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.search).toBe("");
  });

  it("sends someone already signed in on to where they were going", async () => {
    expectSession();
    stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    const { router } = renderWithProviders(<AuthPage />, { path: "/auth?redirect=/profile" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(toast).not.toHaveBeenCalled();
  });

  it.each([
    [401, "unauthenticated", "Invalid email or password. Please try again."],
    [429, "rate_limited", "Too many sign-in attempts. Please try again in 5 minutes."],
    [422, "validation_failed", "Invalid input detected"],
    [500, "internal", "An unexpected error occurred. Please try again."],
  ])("shows the server's answer %i in an alert", async (status, code, message) => {
    const { user } = setUp({ signIn: apiError(status, code, message) });
    await fillSignIn(user, "ada@example.com", GOOD_PASSWORD);
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Resend verification email" })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  it("offers to resend the verification email to an unverified account", async () => {
    const { user, api } = setUp({
      path: "/auth?redirect=/subscription",
      signIn: apiError(403, "forbidden", "Please verify your email address before signing in."),
    });
    api.on("POST /api/auth/send-verification-email", reply(200, { status: true }));
    await fillSignIn(user, " Ada@Example.com", GOOD_PASSWORD);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please verify your email address before signing in.");
    await user.click(within(alert).getByRole("button", { name: "Resend verification email" }));

    await waitFor(() => expect(api.calls("POST /api/auth/send-verification-email")).toHaveLength(1));
    expect(api.calls("POST /api/auth/send-verification-email")[0]?.body).toEqual({
      email: "ada@example.com",
      callbackURL: "/subscription",
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Verification email sent" })),
    );
  });
});

describe("AuthPage: two-factor step", () => {
  const twoFactor = reply(200, { twoFactorRedirect: true });

  it("asks for the authenticator code, then signs in", async () => {
    const { user, api, router } = setUp({ signIn: twoFactor, path: "/auth?redirect=/profile" });
    await fillSignIn(user, "ada@example.com", GOOD_PASSWORD);

    const code = await screen.findByLabelText("Authentication code");
    expect(screen.getByRole("heading", { level: 1, name: "Two-factor authentication" })).toBeInTheDocument();
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("maxlength", "6");
    expect(toast).not.toHaveBeenCalled();

    await user.type(code, "12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(code).toHaveAccessibleDescription(
      expect.stringContaining("Enter the 6-digit code from your authenticator app"),
    );

    await user.type(code, "6");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(api.calls("POST /api/auth/two-factor/verify-totp")[0]?.body).toEqual({
      code: "123456",
      trustDevice: false,
    });
    expect(toast).toHaveBeenCalledWith({
      title: "Welcome back!",
      description: "You have been successfully signed in.",
    });
  });

  it("accepts a backup code instead", async () => {
    const { user, api, router } = setUp({ signIn: twoFactor });
    await fillSignIn(user, "ada@example.com", GOOD_PASSWORD);
    await user.click(await screen.findByRole("button", { name: "Use a backup code" }));
    const code = screen.getByLabelText("Backup code");
    expect(code).toHaveFocus();
    await user.type(code, "abcde-12345");
    await user.click(screen.getByRole("button", { name: "Verify" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(api.calls("POST /api/auth/two-factor/verify-backup-code")[0]?.body).toEqual({
      code: "abcde-12345",
    });
  });

  it("opens at the code step with ?view=two-factor, where a LinkedIn sign-in is sent, then goes on", async () => {
    const afterLinkedIn = `/auth/linkedin/callback?${new URLSearchParams({ redirect: "/profile" })}`;
    const { user, api, router } = setUp({
      path: `/auth?${new URLSearchParams({ view: "two-factor", redirect: afterLinkedIn })}`,
      linkedin: true,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Two-factor authentication" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Sign in" })).not.toBeInTheDocument();
    await waitFor(() => expect(api.calls("GET /api/config")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Continue with LinkedIn" })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth/linkedin/callback"));
    expect(router.state.location.search).toBe("?redirect=%2Fprofile");
    expect(api.calls("POST /api/auth/two-factor/verify-totp")).toHaveLength(1);
    expect(api.calls("POST /api/auth/sign-in/email")).toHaveLength(0);
  });

  it("shows a rejected code in an alert", async () => {
    const { user, api } = setUp({ signIn: twoFactor });
    api.on("POST /api/auth/two-factor/verify-totp", apiError(401, "unauthenticated", "Invalid code"));
    await fillSignIn(user, "ada@example.com", GOOD_PASSWORD);
    await user.type(await screen.findByLabelText("Authentication code"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid code");
  });
});

describe("AuthPage: forgotten password", () => {
  it("asks for the email and confirms in words that do not reveal whether the account exists", async () => {
    const { user, api } = setUp();
    api.on("POST /api/auth/request-password-reset", reply(200, { status: true }));
    await user.type(within(form("Sign in")).getByLabelText("Email"), "Nobody@Example.com ");
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));

    // The step's form loads when it is reached.
    const email = within(await screen.findByRole("form", { name: "Forgot password" })).getByLabelText(
      "Email",
    );
    expect(email).toHaveValue("Nobody@Example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    const heading = await screen.findByRole("heading", { name: "Check your email" });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText((_, element) =>
        element?.tagName === "P"
          ? element.textContent ===
            "If an account exists for nobody@example.com, we have sent it a link to reset the password. The link works once and expires after a while."
          : false,
      ),
    ).toBeInTheDocument();
    expect(api.calls("POST /api/auth/request-password-reset")[0]?.body).toEqual({
      email: "nobody@example.com",
      redirectTo: "/auth/reset-password",
    });

    await user.click(screen.getByRole("button", { name: "Back to sign in" }));
    expect(screen.getByRole("form", { name: "Sign in" })).toBeInTheDocument();
  });

  it("opens directly with ?view=forgot-password", async () => {
    setUp({ path: "/auth?view=forgot-password" });
    expect(await screen.findByRole("form", { name: "Forgot password" })).toBeInTheDocument();
  });
});

describe("AuthPage: sign up", () => {
  async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("tab", { name: "Sign up" }));
    return form("Sign up");
  }

  it("reports every password problem joined with '; '", async () => {
    const { user, api } = setUp();
    const signUp = await openSignUp(user);
    await user.type(within(signUp).getByLabelText("Password"), "short");
    await user.click(within(signUp).getByRole("button", { name: "Create account" }));

    const expected = passwordProblems("short").join("; ");
    expect(expected.split("; ")).toHaveLength(4);
    expect(within(signUp).getByText(expected)).toBeInTheDocument();
    expect(within(signUp).getByText("First name is required")).toBeInTheDocument();
    expect(within(signUp).getByText("Last name is required")).toBeInTheDocument();
    expect(within(signUp).getByText("Invalid email format")).toBeInTheDocument();
    expect(api.calls("POST /api/auth/sign-up/email")).toHaveLength(0);
  });

  it("creates the account, says so and asks to check the email", async () => {
    const { user, api } = setUp({ path: "/auth?redirect=/incubators" });
    api.on("POST /api/auth/sign-up/email", reply(200, { user: { id: "user-2" } }));
    const signUp = await openSignUp(user);
    expect(within(signUp).getByLabelText("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(within(signUp).getByLabelText("Last name")).toHaveAttribute("autocomplete", "family-name");
    expect(within(signUp).getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    await user.type(within(signUp).getByLabelText("First name"), "  Grace  ");
    await user.type(within(signUp).getByLabelText("Last name"), "Hopper");
    await user.type(within(signUp).getByLabelText("Email"), " Grace@Example.COM");
    await user.type(within(signUp).getByLabelText("Password"), GOOD_PASSWORD);
    await user.click(within(signUp).getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("heading", { name: "Check your email" })).toHaveFocus();
    expect(api.calls("POST /api/auth/sign-up/email")[0]?.body).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      password: GOOD_PASSWORD,
      callbackURL: "/incubators",
    });
    expect(toast).toHaveBeenCalledWith({
      title: "Account created",
      description: "Please check your email to verify your account before signing in.",
    });
    // The verification link signs the person in wherever it lands: this browser will look from now on.
    expect(hasSessionHint()).toBe(true);
  });

  it.each([
    [409, "conflict", "An account with this email already exists. Please sign in instead."],
    [429, "rate_limited", "Too many sign-up attempts. Please try again in 10 minutes."],
  ])("shows the server's answer %i", async (status, code, message) => {
    const { user, api } = setUp();
    api.on("POST /api/auth/sign-up/email", apiError(status, code, message));
    const signUp = await openSignUp(user);
    await user.type(within(signUp).getByLabelText("First name"), "Grace");
    await user.type(within(signUp).getByLabelText("Last name"), "Hopper");
    await user.type(within(signUp).getByLabelText("Email"), "grace@example.com");
    await user.type(within(signUp).getByLabelText("Password"), GOOD_PASSWORD);
    await user.click(within(signUp).getByRole("button", { name: "Create account" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe("AuthPage: LinkedIn", () => {
  it("is not offered when the installation has no LinkedIn configured", async () => {
    const { api } = setUp();
    await waitFor(() => expect(api.calls("GET /api/config")).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Continue with LinkedIn" })).not.toBeInTheDocument();
  });

  it("leaves for LinkedIn, asking to come back to the callback with the redirect", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    const { user, api } = setUp({ linkedin: true, path: "/auth?redirect=/teams" });
    api.on(
      "POST /api/auth/sign-in/social",
      reply(200, { url: "https://www.linkedin.com/oauth/v2/authorization?x=1" }),
    );
    await user.click(await screen.findByRole("button", { name: "Continue with LinkedIn" }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("https://www.linkedin.com/oauth/v2/authorization?x=1"),
    );
    expect(api.calls("POST /api/auth/sign-in/social")[0]?.body).toEqual({
      provider: "linkedin",
      callbackURL: "/auth/linkedin/callback?redirect=%2Fteams",
      errorCallbackURL: "/auth/linkedin/callback?redirect=%2Fteams",
    });
  });
});
