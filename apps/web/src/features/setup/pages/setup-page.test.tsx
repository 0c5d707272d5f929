import { SETUP_MESSAGES } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { rememberSignedIn } from "@/test/incubator-fixtures";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { SetupPage } from "./setup-page";

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function open() {
  const view = renderWithProviders(<p>Start</p>, {
    path: "/start",
    routes: [{ path: "/setup/:token", element: <SetupPage /> }],
  });
  await view.router.navigate("/setup/tok");
  return view;
}

describe("SetupPage", () => {
  it("makes the signed-in, verified person the administrator", async () => {
    rememberSignedIn();
    const api = stubApi({
      "GET /api/account/me": reply(200, sessionFixture()),
      "GET /api/setup/tok": reply(200, { status: "valid", message: null }),
      "POST /api/setup/tok": reply(200, { status: "used", message: null }),
    });
    await open();
    await userEvent.click(await screen.findByRole("button", { name: "Become the administrator" }));
    expect(await screen.findByText("You are the administrator")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the administration" })).toHaveAttribute("href", "/admin");
    expect(api.calls("POST /api/setup/tok")).toHaveLength(1);
  });

  it("offers sign-in to a visitor and comes back to the link", async () => {
    stubApi({ "GET /api/setup/tok": reply(200, { status: "valid", message: null }) });
    await open();
    expect(await screen.findByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/auth?redirect=%2Fsetup%2Ftok",
    );
  });

  it("says why a used link cannot be used", async () => {
    stubApi({ "GET /api/setup/tok": reply(200, { status: "used", message: SETUP_MESSAGES.used }) });
    await open();
    expect(await screen.findByText(SETUP_MESSAGES.used)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Become the administrator" })).not.toBeInTheDocument();
  });
});
