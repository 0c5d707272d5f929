// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/profile/profile-form-schemas";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { SESSION_QUERY_KEY } from "@/lib/auth/session";
import { reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { sessionFixture } from "@/test/session-fixture";
import { PersonalDetailsSection } from "./personal-details-section";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSection() {
  const account = sessionFixture();
  const view = renderWithProviders(
    <>
      <PersonalDetailsSection account={account} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), ...view };
}

describe("PersonalDetailsSection", () => {
  it("starts from the current details and saves them, cleared fields as null", async () => {
    const saved = sessionFixture();
    saved.user.firstName = "Augusta";
    saved.user.name = "Augusta Lovelace";
    saved.profile.headline = "Analyst";
    saved.profile.bio = "I write *notes*.";
    const api = stubApi({ "PATCH /api/account/profile": reply(200, saved) });
    const { user, queryClient } = renderSection();

    expect(screen.getByLabelText("First name")).toHaveValue("Ada");
    expect(screen.getByLabelText("Last name")).toHaveValue("Lovelace");
    expect(screen.getByLabelText("Bio")).toHaveAccessibleDescription(
      "You can use Markdown. HTML and unsafe links (such as javascript: links) are removed when you save.",
    );

    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("First name"), "  Augusta ");
    await user.type(screen.getByLabelText("Headline"), "Analyst");
    await user.type(screen.getByLabelText("Bio"), "I write *notes*.");
    await user.click(screen.getByRole("button", { name: "Save personal details" }));

    expect(await screen.findByText("Profile saved")).toBeInTheDocument();
    expect(api.calls("PATCH /api/account/profile")[0]?.body).toEqual({
      firstName: "Augusta",
      lastName: "Lovelace",
      headline: "Analyst",
      bio: "I write *notes*.",
      location: null,
      linkedinUrl: null,
    });
    // The header and other tabs read the session, which now carries the saved answer.
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual(saved);
  });

  it("shows the shared rules' words before sending anything", async () => {
    const api = stubApi();
    const { user } = renderSection();
    await user.clear(screen.getByLabelText("First name"));
    await user.type(screen.getByLabelText("LinkedIn profile URL"), "https://example.com/in/ada");
    await user.click(screen.getByRole("button", { name: "Save personal details" }));

    expect(await screen.findByText("First name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("LinkedIn profile URL")).toHaveAccessibleDescription(
      expect.stringContaining(
        "Enter a LinkedIn profile address such as https://www.linkedin.com/in/your-name",
      ),
    );
    expect(screen.getByLabelText("First name")).toHaveAttribute("aria-invalid", "true");
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's validation messages under the fields they name", async () => {
    stubApi({
      "PATCH /api/account/profile": reply(422, {
        error: {
          code: "validation_failed",
          message: "Some fields are not valid",
          issues: [
            { path: ["headline"], message: "Headline must be at most 120 characters" },
            { path: ["location"], message: "Location contains characters that are not allowed" },
          ],
        },
      }),
    });
    const { user } = renderSection();
    await user.type(screen.getByLabelText("Headline"), "Analyst");
    await user.click(screen.getByRole("button", { name: "Save personal details" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Headline")).toHaveAccessibleDescription(
        expect.stringContaining("Headline must be at most 120 characters"),
      ),
    );
    expect(screen.getByLabelText("Location")).toHaveAccessibleDescription(
      "Location contains characters that are not allowed",
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
    await user.click(screen.getByRole("button", { name: "Save personal details" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An unexpected error occurred. Please try again.",
    );
  });
});
