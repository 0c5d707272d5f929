import { DEFAULT_NOTIFICATION_DELIVERY, NOTIFICATION_KINDS } from "@hatchery/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { NotificationPreferencesSection } from "./notification-preferences-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

const DEFAULTS = {
  kinds: NOTIFICATION_KINDS.map((kind) => ({ kind, delivery: DEFAULT_NOTIFICATION_DELIVERY[kind] })),
  digestFrequency: "weekly",
};

function renderSection(preferences = reply(200, DEFAULTS)) {
  const api = stubApi({
    "GET /api/notifications/preferences": preferences,
    "PATCH /api/notifications/preferences": (request) => {
      const body = request.body as { deliveries?: Record<string, string>; digestFrequency?: string };
      return reply(200, {
        kinds: DEFAULTS.kinds.map((entry) => ({
          ...entry,
          delivery: body.deliveries?.[entry.kind] ?? entry.delivery,
        })),
        digestFrequency: body.digestFrequency ?? DEFAULTS.digestFrequency,
      });
    },
  });
  renderWithProviders(<NotificationPreferencesSection />);
  return { api, user: userEvent.setup() };
}

describe("NotificationPreferencesSection", () => {
  it("shows each kind's choice and saves a change at once", async () => {
    const { api, user } = renderSection();
    const mentions = await screen.findByRole("group", { name: "Mentions of me" });
    expect(within(mentions).getByRole("radio", { name: "By email" })).toBeChecked();
    const reactions = screen.getByRole("group", { name: "Reactions to my posts" });
    expect(within(reactions).getByRole("radio", { name: "In the app" })).toBeChecked();
    await expectNoAxeViolations();

    await user.click(within(mentions).getByRole("radio", { name: "Off" }));
    await waitFor(() =>
      expect(api.calls("PATCH /api/notifications/preferences").map((call) => call.body)).toEqual([
        { deliveries: { mention: "off" } },
      ]),
    );
    expect(await screen.findByText("Saved: Mentions of me, off.")).toHaveAttribute("role", "status");
    expect(within(mentions).getByRole("radio", { name: "Off" })).toBeChecked();
  });

  it("keeps the radio picked from the moment it is clicked, while the change is saved", async () => {
    renderSection();
    const mentions = await screen.findByRole("group", { name: "Mentions of me" });
    fireEvent.click(within(mentions).getByRole("radio", { name: "In the app" }));
    expect(within(mentions).getByRole("radio", { name: "In the app" })).toBeChecked();
    expect(await screen.findByText("Saved: Mentions of me, in the app.")).toBeVisible();
    expect(within(mentions).getByRole("radio", { name: "In the app" })).toBeChecked();
  });

  it("sets the digest frequency", async () => {
    const { api, user } = renderSection();
    const digest = await screen.findByRole("group", { name: "Digest email of what you missed" });
    expect(within(digest).getByRole("radio", { name: "Weekly" })).toBeChecked();
    await user.click(within(digest).getByRole("radio", { name: "Daily" }));
    await waitFor(() =>
      expect(api.calls("PATCH /api/notifications/preferences")[0]?.body).toEqual({
        digestFrequency: "daily",
      }),
    );
    await waitFor(() => expect(within(digest).getByRole("radio", { name: "Daily" })).toBeChecked());
    // The digest can be turned off, as its email's unsubscribe link does.
    await user.click(within(digest).getByRole("radio", { name: "Off" }));
    await waitFor(() =>
      expect(api.calls("PATCH /api/notifications/preferences")[1]?.body).toEqual({ digestFrequency: "off" }),
    );
    await waitFor(() => expect(within(digest).getByRole("radio", { name: "Off" })).toBeChecked());
  });

  it("says when the settings cannot be read", async () => {
    renderSection(apiError(500, "internal", "The server had a problem."));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your notification settings could not be loaded",
    );
  });
});
