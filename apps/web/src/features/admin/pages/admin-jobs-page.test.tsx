import type { AdminJob } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { expectNoAxeViolations } from "@/test/axe";
import { renderWithProviders } from "@/test/render-with-providers";
import { AdminJobsPage } from "./admin-jobs-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const DEAD = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const RUNNING = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";

function job(overrides: Partial<AdminJob> = {}): AdminJob {
  return {
    id: DEAD,
    name: "mail.send",
    state: "dead",
    attempts: 5,
    maxAttempts: 5,
    lastError: "SMTP 550: mailbox unavailable\n    at send",
    payload: { emailId: "e1" },
    createdAt: "2026-11-01T10:00:00.000Z",
    runAt: "2026-11-01T10:00:00.000Z",
    finishedAt: "2026-11-01T12:00:00.000Z",
    running: false,
    ...overrides,
  };
}

describe("AdminJobsPage", () => {
  it("lists failed and dead jobs with their error, attempts and times", async () => {
    stubApi({
      "GET /api/admin/jobs": reply(200, {
        items: [
          job(),
          job({ id: RUNNING, name: "notifications.digest", state: "failed", attempts: 1, running: true }),
        ],
        nextCursor: null,
      }),
    });
    const view = renderWithProviders(<AdminJobsPage />, { path: "/admin/jobs" });
    const table = await screen.findByRole("table", { name: "Failed and dead jobs" });
    const [, dead, running] = within(table).getAllByRole("row");
    expect(dead).toHaveTextContent("mail.send");
    expect(dead).toHaveTextContent("Dead");
    expect(dead).toHaveTextContent("5 of 5");
    expect(dead).toHaveTextContent("SMTP 550: mailbox unavailable");
    expect(dead).toHaveTextContent("Gave up");
    expect(running).toHaveTextContent("Failed, will retry");
    expect(running).toHaveTextContent("Running now");
    expect(running).toHaveTextContent("Next attempt");
    expect(within(running as HTMLElement).getByRole("button", { name: /^Retry/ })).toBeDisabled();
    expect(within(running as HTMLElement).getByRole("button", { name: /^Discard/ })).toBeDisabled();
    await expectNoAxeViolations(view.container);
  });

  it("retries a job at once and discards one after the confirmation", async () => {
    const api = stubApi({
      "GET /api/admin/jobs": reply(200, { items: [job()], nextCursor: null }),
      [`POST /api/admin/jobs/${DEAD}/retry`]: reply(204),
      [`DELETE /api/admin/jobs/${DEAD}`]: reply(204),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminJobsPage />, { path: "/admin/jobs" });
    await user.click(await screen.findByRole("button", { name: `Retry mail.send job ${DEAD}` }));
    await vi.waitFor(() => expect(api.calls(`POST /api/admin/jobs/${DEAD}/retry`)).toHaveLength(1));
    await vi.waitFor(() => expect(api.calls("GET /api/admin/jobs").length).toBeGreaterThan(1));
    await user.click(screen.getByRole("button", { name: `Discard mail.send job ${DEAD}` }));
    const dialog = await screen.findByRole("alertdialog", { name: "Discard this mail.send job?" });
    expect(api.calls(`DELETE /api/admin/jobs/${DEAD}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Discard job" }));
    await vi.waitFor(() => expect(api.calls(`DELETE /api/admin/jobs/${DEAD}`)).toHaveLength(1));
  });

  it("filters by state through the address and says when there is nothing to do", async () => {
    const api = stubApi({
      "GET /api/admin/jobs": reply(200, { items: [], nextCursor: null }),
    });
    renderWithProviders(<AdminJobsPage />, { path: "/admin/jobs?state=dead" });
    expect(await screen.findByText(/No failed or dead jobs/)).toBeInTheDocument();
    expect(api.calls("GET /api/admin/jobs")[0]?.search).toBe("?state=dead");
  });

  it("says why a retry was refused", async () => {
    stubApi({
      "GET /api/admin/jobs": reply(200, { items: [job()], nextCursor: null }),
      [`POST /api/admin/jobs/${DEAD}/retry`]: apiError(
        404,
        "not_found",
        "There is no failed or dead job with this id.",
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <AdminJobsPage />
        <Toaster />
      </>,
      { path: "/admin/jobs" },
    );
    await user.click(await screen.findByRole("button", { name: `Retry mail.send job ${DEAD}` }));
    expect(await screen.findByText("There is no failed or dead job with this id.")).toBeInTheDocument();
  });
});
