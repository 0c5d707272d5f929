import { TIME_ZONE_MESSAGE } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { currentReader } from "@/lib/dates";
import { setReaderTimeZone } from "@/lib/reader-time-zone";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { TimeZoneSection } from "./time-zone-section";

afterEach(() => {
  vi.unstubAllGlobals();
  setReaderTimeZone(null);
});

function renderSection(timeZone: string | null) {
  const view = renderWithProviders(
    <>
      <TimeZoneSection user={sessionFixture({ timeZone }).user} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), ...view };
}

describe("TimeZoneSection", () => {
  it("shows the saved zone and saves another, which the site's dates then follow", async () => {
    const saved = sessionFixture({ timeZone: "Europe/Berlin" });
    const api = stubApi({ "PATCH /api/account/profile": reply(200, saved) });
    const { user, queryClient } = renderSection("America/New_York");

    const select = screen.getByRole("combobox", { name: "Time zone" });
    expect(select).toHaveValue("America/New_York");
    expect(screen.getByRole("option", { name: "Europe / Berlin" })).toBeInTheDocument();
    await user.selectOptions(select, "Europe/Berlin");
    await user.click(screen.getByRole("button", { name: "Save time zone" }));

    expect(await screen.findByText("Time zone saved")).toBeInTheDocument();
    expect(api.calls("PATCH /api/account/profile")[0]?.body).toEqual({ timeZone: "Europe/Berlin" });
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(saved);
    expect(currentReader().timeZone).toBe("Europe/Berlin");
  });

  it("shows the server's refusal under the field", async () => {
    stubApi({
      "PATCH /api/account/profile": reply(422, {
        error: {
          code: "validation_failed",
          message: "Some fields are invalid.",
          issues: [{ path: ["timeZone"], message: TIME_ZONE_MESSAGE }],
        },
      }),
    });
    const { user } = renderSection("Europe/Berlin");
    await user.click(screen.getByRole("button", { name: "Save time zone" }));
    expect(await screen.findByText(TIME_ZONE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Time zone" })).toHaveAttribute("aria-invalid", "true");
  });

  it("offers the browser's zone to a person who has none saved", () => {
    stubApi({});
    renderSection(null);
    expect(screen.getByRole("combobox", { name: "Time zone" })).toHaveValue(
      new Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });
});
