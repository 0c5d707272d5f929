import { ADMIN_USERS_MESSAGES } from "@hatchery/shared";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { RoleRequestSection } from "./role-request-section";

afterEach(() => vi.unstubAllGlobals());

const statement = "I have coached product teams for ten years.";

describe("RoleRequestSection", () => {
  it("asks for a role with a statement the rules accept, then shows it waiting", async () => {
    let requests: unknown[] = [];
    const api = stubApi({
      "GET /api/role-requests": () => reply(200, { roles: [], requests }),
      "POST /api/role-requests": (req) => {
        const created = {
          id: "00000000-0000-4000-8000-000000000001",
          userId: "user-1",
          userName: "Ada Lovelace",
          userEmail: "ada@example.com",
          ...(req.body as object),
          status: "open",
          reason: null,
          createdAt: "2026-11-29T10:00:00.000Z",
          decidedAt: null,
        };
        requests = [created];
        return reply(201, created);
      },
    });
    renderWithProviders(<RoleRequestSection emailVerified />);
    await userEvent.click(await screen.findByRole("combobox", { name: "Role" }));
    await userEvent.click(await screen.findByRole("option", { name: "Coach" }));
    await userEvent.type(screen.getByLabelText("About your experience"), "Too short");
    await userEvent.click(screen.getByRole("button", { name: "Ask for the role" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(ADMIN_USERS_MESSAGES.statementTooShort);
    expect(api.calls("POST /api/role-requests")).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText("About your experience"));
    await userEvent.type(screen.getByLabelText("About your experience"), statement);
    await userEvent.click(screen.getByRole("button", { name: "Ask for the role" }));
    expect(await screen.findByText("Waiting for an administrator")).toBeInTheDocument();
    expect(api.calls("POST /api/role-requests")[0]?.body).toEqual({ role: "coach", statement });
  });

  it("asks an unverified person to verify first", async () => {
    stubApi({ "GET /api/role-requests": reply(200, { roles: [], requests: [] }) });
    renderWithProviders(<RoleRequestSection emailVerified={false} />);
    expect(await screen.findByText("Verify your email address to ask for a role.")).toBeInTheDocument();
  });
});
