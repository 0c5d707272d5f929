import type { ChecklistResponse } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { GettingStartedChecklist } from "./getting-started-checklist";

afterEach(() => {
  vi.unstubAllGlobals();
});

function checklist(doneSteps: string[], dismissedAt: string | null = null): ChecklistResponse {
  const steps = [
    "verify_email",
    "complete_profile",
    "join_incubator",
    "take_assessment",
    "join_team",
    "post_introduction",
  ] as const;
  return { steps: steps.map((step) => ({ step, done: doneSteps.includes(step) })), dismissedAt };
}

describe("GettingStartedChecklist", () => {
  it("ticks the steps taken and links the ones left", async () => {
    stubApi({ "GET /api/dashboard/checklist": reply(200, checklist(["verify_email", "join_incubator"])) });
    const view = renderWithProviders(<GettingStartedChecklist />);
    const list = await screen.findByRole("list", { name: "Getting-started steps" });
    expect(
      screen.getByText("2 of 6 done. Each step ticks itself once you have taken it."),
    ).toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: "Verify your email" })).not.toBeInTheDocument();
    expect(within(list).getByText("Verify your email")).toBeInTheDocument();
    expect(within(list).getByRole("link", { name: "Take the assessment" })).toHaveAttribute(
      "href",
      "/assessment",
    );
    expect(within(list).getByRole("link", { name: "Post an introduction" })).toHaveAttribute("href", "/feed");
    await expectNoAxeViolations(view.container);
  });

  it("is hidden once every step is done, or once dismissed", async () => {
    const all = checklist([
      "verify_email",
      "complete_profile",
      "join_incubator",
      "take_assessment",
      "join_team",
      "post_introduction",
    ]);
    const api = stubApi({ "GET /api/dashboard/checklist": reply(200, all) });
    const { unmount } = renderWithProviders(<GettingStartedChecklist />);
    await waitFor(() => expect(api.calls("GET /api/dashboard/checklist")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(screen.queryByText("Getting started")).not.toBeInTheDocument();
    unmount();

    stubApi({ "GET /api/dashboard/checklist": reply(200, checklist([], "2026-06-17T12:00:00.000Z")) });
    renderWithProviders(<GettingStartedChecklist />);
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(screen.queryByText("Getting started")).not.toBeInTheDocument();
  });

  it("asks before dismissing, then stores the dismissal on the server and hides", async () => {
    const api = stubApi({
      "GET /api/dashboard/checklist": reply(200, checklist(["verify_email"])),
      "POST /api/dashboard/checklist/dismiss": reply(
        200,
        checklist(["verify_email"], "2026-06-17T12:00:00.000Z"),
      ),
    });
    renderWithProviders(<GettingStartedChecklist />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Dismiss the checklist" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Dismiss the checklist?" });
    await user.click(within(dialog).getByRole("button", { name: "Dismiss" }));
    await waitFor(() => expect(api.calls("POST /api/dashboard/checklist/dismiss")).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText("Getting started")).not.toBeInTheDocument());
  });
});
