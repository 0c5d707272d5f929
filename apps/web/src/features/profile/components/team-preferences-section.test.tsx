// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/profile/profile-form-schemas";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { TeamPreferencesSection } from "./team-preferences-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection(account = sessionFixture()) {
  const view = renderWithProviders(
    <>
      <TeamPreferencesSection account={account} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), ...view };
}

const skillsInput = () => screen.getByRole("textbox", { name: "Skills" });
const chips = () =>
  within(screen.getByRole("list", { name: "Your skills" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("TeamPreferencesSection", () => {
  it("starts from the saved preferences", () => {
    const account = sessionFixture();
    account.profile = {
      ...account.profile,
      preferredRoles: ["cto"],
      skills: ["TypeScript", "Postgres"],
      hoursPerWeek: 15,
      rolePreference: "must_have",
    };
    renderSection(account);

    const roles = screen.getByRole("group", { name: "Preferred roles" });
    expect(within(roles).getByRole("checkbox", { name: "CTO Chief Technology Officer" })).toBeChecked();
    expect(within(roles).getByRole("checkbox", { name: "CEO Chief Executive Officer" })).not.toBeChecked();
    expect(within(roles).getAllByRole("checkbox")).toHaveLength(4);
    expect(chips()).toEqual(["TypeScript", "Postgres"]);
    expect(screen.getByLabelText("Hours a week")).toHaveValue(15);
    expect(screen.getByRole("radio", { name: "Must-have" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Flexible" })).toHaveAccessibleDescription(
      "Also suggest teams that need someone in another role.",
    );
  });

  it("adds skills with Enter, a comma or a pasted list, once each, and removes them by keyboard", async () => {
    const { user } = renderSection();
    await user.type(skillsInput(), "  React  {Enter}");
    await user.type(skillsInput(), "Go,");
    await user.type(skillsInput(), "react{Enter}");
    expect(chips()).toEqual(["React", "Go"]);
    expect(screen.getByRole("status")).toHaveTextContent("React is already listed.");
    await user.click(skillsInput());
    await user.paste("Figma, SQL ,");
    expect(chips()).toEqual(["React", "Go", "Figma", "SQL"]);

    // Backspace in the empty box removes the last chip.
    await user.keyboard("{Backspace}");
    expect(chips()).toEqual(["React", "Go", "Figma"]);
    expect(screen.getByRole("status")).toHaveTextContent("Removed SQL.");

    // Each chip's remove button is reached with Tab and pressed with Enter; focus returns to the box.
    screen.getByRole("button", { name: "Remove skill Go" }).focus();
    await user.keyboard("{Enter}");
    expect(chips()).toEqual(["React", "Figma"]);
    expect(skillsInput()).toHaveFocus();
  });

  it("saves roles, skills, hours and how firm the roles are, and updates the session", async () => {
    const saved = sessionFixture();
    saved.profile = {
      ...saved.profile,
      preferredRoles: ["ceo", "cgo"],
      skills: ["Sales", "Pricing"],
      hoursPerWeek: 12,
      rolePreference: "must_have",
    };
    const api = stubApi({ "PATCH /api/account/profile": reply(200, saved) });
    const { user, queryClient } = renderSection();

    await user.click(screen.getByRole("checkbox", { name: "CGO Chief Growth Officer" }));
    await user.click(screen.getByRole("checkbox", { name: "CEO Chief Executive Officer" }));
    await user.type(skillsInput(), "Sales{Enter}Pricing");
    await user.type(screen.getByLabelText("Hours a week"), "12");
    await user.click(screen.getByRole("radio", { name: "Must-have" }));
    await user.click(screen.getByRole("button", { name: "Save team preferences" }));

    expect(await screen.findByText("Team preferences saved")).toBeInTheDocument();
    // The skill still being typed is added when the box loses focus.
    expect(api.calls("PATCH /api/account/profile")[0]?.body).toEqual({
      preferredRoles: ["ceo", "cgo"],
      skills: ["Sales", "Pricing"],
      hoursPerWeek: 12,
      rolePreference: "must_have",
    });
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(saved);
  });

  it("sends an empty hours box as no hours", async () => {
    const account = sessionFixture();
    account.profile = { ...account.profile, hoursPerWeek: 30 };
    const api = stubApi({ "PATCH /api/account/profile": reply(200, sessionFixture()) });
    const { user } = renderSection(account);
    await user.clear(screen.getByLabelText("Hours a week"));
    await user.click(screen.getByRole("button", { name: "Save team preferences" }));
    await screen.findByText("Team preferences saved");
    expect(api.calls("PATCH /api/account/profile")[0]?.body).toMatchObject({ hoursPerWeek: null });
  });

  it("shows the shared rules' words before sending anything", async () => {
    const api = stubApi();
    const { user } = renderSection();
    await user.type(screen.getByLabelText("Hours a week"), "120");
    await user.type(skillsInput(), `${"x".repeat(41)}{Enter}`);
    await user.click(screen.getByRole("radio", { name: "Must-have" }));
    await user.click(screen.getByRole("button", { name: "Save team preferences" }));

    expect(await screen.findByText("Hours a week must be a whole number from 1 to 80")).toBeInTheDocument();
    expect(screen.getByLabelText("Hours a week")).toHaveAttribute("aria-invalid", "true");
    expect(skillsInput()).toHaveAccessibleDescription(
      expect.stringContaining("Each skill must be at most 40 characters"),
    );
    expect(screen.getByRole("group", { name: "How firm are your roles?" })).toHaveAccessibleDescription(
      expect.stringContaining("Choose at least one preferred role, or make your roles flexible"),
    );
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's messages under the fields they name, a skill's under Skills", async () => {
    stubApi({
      "PATCH /api/account/profile": reply(422, {
        error: {
          code: "validation_failed",
          message: "Some fields are invalid.",
          issues: [{ path: ["skills", 0], message: "A skill cannot be empty" }],
        },
      }),
    });
    const { user } = renderSection();
    await user.type(skillsInput(), "Design{Enter}");
    await user.click(screen.getByRole("button", { name: "Save team preferences" }));
    await waitFor(() =>
      expect(skillsInput()).toHaveAccessibleDescription(expect.stringContaining("A skill cannot be empty")),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows an error that names no field above the save button", async () => {
    stubApi({
      "PATCH /api/account/profile": reply(500, {
        error: { code: "internal", message: "An unexpected error occurred. Please try again." },
      }),
    });
    const { user } = renderSection();
    await user.click(screen.getByRole("button", { name: "Save team preferences" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An unexpected error occurred. Please try again.",
    );
  });
});
