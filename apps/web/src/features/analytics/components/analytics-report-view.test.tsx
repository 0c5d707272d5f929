import type { AnalyticsReport } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { AnalyticsReportView } from "./analytics-report-view";

const days = ["2026-06-01", "2026-06-02"];
const REPORT: AnalyticsReport = {
  scope: { kind: "incubator", slug: "lab", name: "Lab" },
  range: { from: "2026-06-01", to: "2026-06-02" },
  traffic: days.map((date, index) => ({ date, views: 3 - index, visitors: 2 - index })),
  totals: { views: 5, visitors: 2 },
  topPages: [{ path: "/incubators/lab", views: 4, visitors: 2 }],
  referrers: [],
  signUps: days.map((date) => ({ date, signUps: 1, verified: 1 })),
  activeMembers: days.map((date) => ({ date, active: 1 })),
  subscriptions: [{ status: "past_due", count: 2 }],
  revenue: days.map((date) => ({ date, mrrCents: 2900 })),
  funnel: [
    { step: "joined", label: "Joined an incubator", people: 4, conversion: null },
    { step: "profile", label: "Completed profile", people: 1, conversion: 0.25 },
    { step: "team", label: "Joined a team", people: 0, conversion: 0 },
    { step: "post", label: "First post", people: 0, conversion: null },
    { step: "mentoring", label: "First mentoring session", people: 0, conversion: null },
  ],
  retention: [{ cohort: "2026-06-01", size: 4, weeks: [1, 0.5, null, null, null, null, null, null] }],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-17T12:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("AnalyticsReportView", () => {
  it("asks for the range in the address and shows each figure as a table", async () => {
    const api = stubApi({ "GET /api/incubators/lab/analytics": reply(200, REPORT) });
    renderWithProviders(<AnalyticsReportView scope={{ kind: "incubator", slug: "lab" }} />, {
      path: "/incubators/lab/analytics?from=2026-06-01&to=2026-06-02",
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading the figures…");
    const funnel = await screen.findByRole("region", { name: "Activation funnel" });
    expect(api.calls("GET /api/incubators/lab/analytics")[0]?.search).toBe("?from=2026-06-01&to=2026-06-02");
    const conversions = within(funnel)
      .getAllByRole("row")
      .map((row) =>
        within(row)
          .queryAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(conversions.slice(1, 3)).toEqual([
      ["Joined an incubator", "4", "–"],
      ["Completed profile", "1", "25.0%"],
    ]);
    const revenue = screen.getByRole("region", { name: "Monthly recurring revenue" });
    expect(within(revenue).getAllByText("$29.00")).toHaveLength(2);
    expect(
      within(screen.getByRole("region", { name: "Referrers" })).getByText(/No visit came from another site/),
    ).toBeInTheDocument();
    const retention = screen.getByRole("region", { name: "Weekly retention" });
    expect(within(retention).getByRole("columnheader", { name: "Week 7" })).toBeInTheDocument();
    expect(within(retention).getByText("50.0%")).toBeInTheDocument();
    expect(screen.getByText("past due")).toBeInTheDocument();
  });

  it("moves to a preset range and refuses a reversed custom one in the server's words", async () => {
    const user = userEvent.setup();
    const api = stubApi({
      "GET /api/admin/analytics": reply(200, { ...REPORT, scope: { kind: "platform" } }),
    });
    renderWithProviders(<AnalyticsReportView scope={{ kind: "platform" }} />, { path: "/admin/analytics" });
    // Without a range in the address: the last 30 days, its preset pressed.
    expect(await screen.findByRole("button", { name: "Last 30 days" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await user.click(screen.getByRole("button", { name: "Last 7 days" }));
    await waitFor(() =>
      expect(api.calls("GET /api/admin/analytics").at(-1)?.search).toBe("?from=2026-06-11&to=2026-06-17"),
    );
    expect(screen.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");

    const from = screen.getByLabelText("From");
    await user.clear(from);
    await user.type(from, "2026-06-18");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The start date must be on or before the end date.",
    );
  });

  it("exports a table as CSV", async () => {
    stubApi({ "GET /api/incubators/lab/analytics": reply(200, REPORT) });
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:export";
    });
    // A subclass, so the real URL keeps its own statics once the stub is gone.
    vi.stubGlobal("URL", Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithProviders(<AnalyticsReportView scope={{ kind: "incubator", slug: "lab" }} />, {
      path: "/incubators/lab/analytics?from=2026-06-01&to=2026-06-02",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV of top pages" }));
    expect(click).toHaveBeenCalledOnce();
    expect(await created[0]?.text()).toBe("Page,Views,Visitors\r\n/incubators/lab,4,2\r\n");
    expect(screen.getByRole("button", { name: "Download CSV of referrers" })).toBeDisabled();
  });

  it("says why the figures are missing, with a way to try again", async () => {
    stubApi({
      "GET /api/incubators/lab/analytics": apiError(
        403,
        "forbidden",
        "Only the incubator's owner and administrators can see its analytics.",
      ),
    });
    renderWithProviders(<AnalyticsReportView scope={{ kind: "incubator", slug: "lab" }} />, {
      path: "/incubators/lab/analytics",
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Only the incubator's owner and administrators can see its analytics.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
