import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as toasts from "@/lib/toast";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { DashboardPage } from "./dashboard-page";

const toast = vi.spyOn(toasts, "toast");

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  toast.mockClear();
});

const detail = (term: string) => {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
};

describe("DashboardPage", () => {
  it("shows who is signed in, their roles and verified email, and the steps left to take", async () => {
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ roles: ["advisor", "coach"] })),
      "GET /api/dashboard/checklist": reply(200, {
        steps: [
          { step: "verify_email", done: true },
          { step: "complete_profile", done: false },
          { step: "join_incubator", done: false },
          { step: "take_assessment", done: false },
          { step: "join_team", done: false },
          { step: "post_introduction", done: false },
        ],
        dismissedAt: null,
      }),
    });
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    expect(await screen.findByText("Welcome, Ada.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    expect(detail("Name")).toHaveTextContent("Ada Lovelace");
    expect(detail("Email")).toHaveTextContent("ada@example.com");
    const roles = within(detail("Roles")).getAllByRole("listitem");
    expect(roles.map((role) => role.textContent)).toEqual(["Advisor", "Coach"]);
    expect(detail("Email verification")).toHaveTextContent("Verified");
    expect(screen.queryByRole("button", { name: "Resend verification email" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Complete your profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
    expect(screen.getByRole("link", { name: "Join an incubator" })).toHaveAttribute("href", "/incubators");
  });

  it("explains a verification link that could not be used", async () => {
    stubApi({ "GET /api/account/me": reply(200, sessionFixture({ emailVerified: false })) });
    renderWithProviders(<DashboardPage />, { path: "/dashboard?error=INVALID_TOKEN" });
    expect(
      await screen.findByText("This link is invalid or has expired. Please request a new one."),
    ).toBeInTheDocument();
  });

  it("offers to resend the verification email while the address is unverified", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture({ emailVerified: false })),
      "POST /api/auth/send-verification-email": reply(200, { status: true }),
    });
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });
    expect(await screen.findByText("Not verified")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Resend verification email" }));

    await waitFor(() =>
      expect(api.calls("POST /api/auth/send-verification-email")[0]?.body).toEqual({
        email: "ada@example.com",
        callbackURL: "/dashboard",
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Verification email sent" })),
    );
  });
  it("places its cards once the checklist has answered, so the checklist does not push them down", async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const api = stubApi({ "GET /api/account/me": reply(200, sessionFixture()) });
    api.on("GET /api/dashboard/checklist", () =>
      reply(200, { steps: [{ step: "join_team", done: false }], dismissedAt: null }),
    );
    const fetchStub = vi.mocked(fetch);
    const stubbed = fetchStub.getMockImplementation();
    fetchStub.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/api/dashboard/checklist")) await answered;
      return stubbed?.(input, init) ?? Promise.reject(new Error("no stub"));
    });
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    expect(await screen.findByRole("status")).toHaveTextContent("Loading your dashboard…");
    expect(screen.queryByRole("heading", { name: "Your account" })).not.toBeInTheDocument();
    answer?.();
    expect(await screen.findByRole("heading", { name: "Getting started" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your account" })).toBeInTheDocument();
  });

  it("mounts the areas' cards only once their place comes into view, then one after another", async () => {
    // The page's view, which the test scrolls: its one observed element's place comes into view.
    let comeIntoView: (() => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          comeIntoView = () => this.callback([{ isIntersecting: true }]);
        }
        disconnect() {
          comeIntoView = undefined;
        }
      },
    );
    stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/dashboard/checklist": apiError(403, "forbidden", "Not for you"),
    });
    renderWithProviders(
      <DashboardPage areas={[<h2 key="one">First area</h2>, <h2 key="two">Second area</h2>]} />,
      { path: "/dashboard" },
    );

    expect(await screen.findByRole("heading", { name: "Your account" })).toBeInTheDocument();
    await waitFor(() => expect(comeIntoView).toBeDefined());
    // Tasks enough for cards mounting one per task to have come.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("heading", { name: "First area" })).not.toBeInTheDocument();
    act(() => comeIntoView?.());
    expect(await screen.findByRole("heading", { name: "First area" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Second area" })).toBeInTheDocument();
  });

  it("shows the rest when the checklist cannot be read, asking for it once", async () => {
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/dashboard/checklist": apiError(403, "forbidden", "Not for you"),
    });
    renderWithProviders(<DashboardPage />, { path: "/dashboard" });

    expect(await screen.findByRole("heading", { name: "Your account" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Getting started" })).not.toBeInTheDocument();
    expect(api.calls("GET /api/dashboard/checklist")).toHaveLength(1);
  });
});
