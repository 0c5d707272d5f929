import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { applicationDetailFixture } from "../../../../test/position-fixtures";
import { ApplicationHistory } from "./application-history";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("ApplicationHistory", () => {
  it("shows the reviewer the role fit the applicant shared, labelled as their own exploration", async () => {
    stubApi({
      "GET /api/applications/app-1": reply(200, {
        ...applicationDetailFixture(),
        applicantRoleFit: {
          takenAt: "2026-06-01T10:00:00.000Z",
          roles: [
            { role: "ceo", share: 0.5 },
            { role: "cto", share: 1 },
            { role: "cco", share: 0.25 },
            { role: "cgo", share: 0 },
          ],
        },
      }),
    });
    renderWithProviders(<ApplicationHistory applicationId="app-1" />);
    const summary = await screen.findByRole("region", { name: "Grace Hopper's role fit" });
    expect(within(summary).getByText(/own exploration/)).toHaveTextContent(/not a ranking/);
    expect(within(summary).getByText("CTO (Chief Technology Officer): 100%")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "History" })).toBeInTheDocument();
  });

  it("shows no role fit when the applicant does not share it", async () => {
    stubApi({ "GET /api/applications/app-1": reply(200, applicationDetailFixture()) });
    renderWithProviders(<ApplicationHistory applicationId="app-1" />);
    const history = await screen.findByRole("list", { name: "History" });
    expect(screen.queryByText(/role fit/i)).not.toBeInTheDocument();
    // Who took each step links to their profile.
    expect(within(history).getByRole("link", { name: "Grace Hopper" })).toHaveAttribute(
      "href",
      "/people/grace-hopper",
    );
  });
});
