import { THEME_COOKIE } from "@hatchery/shared";
import { renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { applyTheme, pageTheme, useAccountTheme } from "@/lib/theme";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { AppearanceSection } from "./appearance-section";

afterEach(() => {
  vi.unstubAllGlobals();
  applyTheme("system");
});

function themeCookie(): string | undefined {
  return document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${THEME_COOKIE}=`))
    ?.slice(THEME_COOKIE.length + 1);
}

describe("AppearanceSection", () => {
  it("draws the page in the chosen theme at once, for the server's next page too, and saves it", async () => {
    const api = stubApi({ "PATCH /api/account/profile": reply(200, sessionFixture({ theme: "dark" })) });
    renderWithProviders(<AppearanceSection />);
    const user = userEvent.setup();
    expect(screen.getByRole("radio", { name: "Follow the system" })).toBeChecked();

    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(themeCookie()).toBe("dark");
    expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
    await waitFor(() => expect(api.calls("PATCH /api/account/profile")).toHaveLength(1));
    expect(api.calls("PATCH /api/account/profile")[0]?.body).toEqual({ theme: "dark" });

    // Following the system again leaves the page to the device's setting.
    await user.click(screen.getByRole("radio", { name: "Follow the system" }));
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(themeCookie()).toBeUndefined();
  });

  it("goes back to the theme before when the account could not keep the choice", async () => {
    stubApi({
      "PATCH /api/account/profile": reply(503, {
        error: { code: "unavailable", message: "Hatchery is busy. Please try again." },
      }),
    });
    applyTheme("light");
    renderWithProviders(
      <>
        <AppearanceSection />
        <Toaster />
      </>,
    );
    await userEvent.setup().click(screen.getByRole("radio", { name: "Dark" }));
    expect(await screen.findByText("Theme not saved")).toBeInTheDocument();
    expect(pageTheme()).toBe("light");
    expect(screen.getByRole("radio", { name: "Light" })).toBeChecked();
  });
});

describe("useAccountTheme", () => {
  it("follows the account's choice made on another device, and only when it changes", () => {
    const { rerender } = renderHook(({ theme }) => useAccountTheme(theme), {
      initialProps: { theme: "dark" as const } as { theme: "dark" | "light" | undefined },
    });
    expect(pageTheme()).toBe("dark");
    // A choice made here since (being saved) is not undone while the account still says the same.
    applyTheme("light");
    rerender({ theme: "dark" });
    expect(pageTheme()).toBe("light");
    rerender({ theme: undefined });
    expect(pageTheme()).toBe("light");
  });
});
