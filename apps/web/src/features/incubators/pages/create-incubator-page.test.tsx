// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/incubators/incubator-form-schemas";
import { INCUBATOR_ERROR_MESSAGES } from "@hatchery/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { renderWithProviders } from "@/test/render-with-providers";
import { incubatorFixture } from "../test/settings-fixtures";
import { CreateIncubatorPage } from "./create-incubator-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const view = renderWithProviders(
    <>
      <CreateIncubatorPage />
      <Toaster />
    </>,
    {
      path: "/incubators/create",
      routes: [
        {
          path: "/incubators/:slug/edit",
          element: (
            <>
              <h1>Edit page</h1>
              <Toaster />
            </>
          ),
        },
      ],
    },
  );
  return { ...view, user: userEvent.setup() };
}

const nameInput = () => screen.getByRole("textbox", { name: "Name" });
const slugInput = () => screen.getByRole("textbox", { name: "Slug" });
const createButton = () => screen.getByRole("button", { name: "Create incubator" });

describe("CreateIncubatorPage", () => {
  it("fills the slug from the name until the person writes their own", async () => {
    stubApi();
    const { user } = renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Create an incubator" })).toBeInTheDocument();

    await user.type(nameInput(), "Café Labs & Co");
    expect(slugInput()).toHaveValue("cafe-labs-co");
    expect(slugInput()).toHaveAccessibleDescription(expect.stringContaining("/incubators/cafe-labs-co"));

    await user.clear(slugInput());
    await user.type(slugInput(), "my-lab");
    await user.type(nameInput(), " Berlin");
    expect(slugInput()).toHaveValue("my-lab");

    // Emptying the slug hands it back to the name.
    await user.clear(slugInput());
    await user.type(nameInput(), "!");
    expect(slugInput()).toHaveValue("cafe-labs-co-berlin");
  });

  it("shows the shared schema's messages and sends nothing while the form is wrong", async () => {
    const api = stubApi();
    const { user } = renderPage();
    await user.click(createButton());
    expect(nameInput()).toHaveAccessibleDescription(expect.stringContaining("Name is required"));
    expect(slugInput()).toHaveAccessibleDescription(
      expect.stringContaining("Slug must be between 2 and 60 characters"),
    );

    await user.type(nameInput(), "Acme");
    await user.clear(slugInput());
    await user.type(slugInput(), "Acme Labs!");
    await user.click(createButton());
    expect(slugInput()).toHaveAccessibleDescription(
      expect.stringContaining("Slug may contain only lowercase letters, numbers and single hyphens"),
    );

    await user.clear(slugInput());
    await user.type(slugInput(), "create");
    await user.click(createButton());
    expect(slugInput()).toHaveAccessibleDescription(
      expect.stringContaining("This slug is reserved; choose another"),
    );
    expect(api.requests).toHaveLength(0);
  });

  it("shows a taken slug on the slug field", async () => {
    const api = stubApi({
      "POST /api/incubators": apiError(409, "conflict", INCUBATOR_ERROR_MESSAGES.slugTaken),
    });
    const { user } = renderPage();
    await user.type(nameInput(), "Acme Labs");
    await user.click(createButton());
    expect(await screen.findByText("An incubator with this slug already exists")).toBeInTheDocument();
    expect(slugInput()).toHaveAccessibleDescription(
      expect.stringContaining("An incubator with this slug already exists"),
    );
    expect(slugInput()).toHaveFocus();
    expect(api.calls("POST /api/incubators")).toHaveLength(1);
  });

  it("puts the server's field issues under their fields", async () => {
    stubApi({
      "POST /api/incubators": reply(422, {
        error: {
          code: "validation_failed",
          message: "Check the highlighted fields",
          issues: [{ path: ["tagline"], message: "Tagline must be at most 160 characters" }],
        },
      }),
    });
    const { user } = renderPage();
    await user.type(nameInput(), "Acme Labs");
    await user.click(createButton());
    expect(await screen.findByText("Tagline must be at most 160 characters")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Tagline" })).toHaveAccessibleDescription(
      expect.stringContaining("Tagline must be at most 160 characters"),
    );
  });

  it("says so in the form when the server fails for another reason", async () => {
    stubApi({ "POST /api/incubators": apiError(500, "internal", "Something went wrong on our side") });
    const { user } = renderPage();
    await user.type(nameInput(), "Acme Labs");
    await user.click(createButton());
    const form = screen.getByRole("form", { name: "New incubator" });
    expect(await within(form).findByRole("alert")).toHaveTextContent("Something went wrong on our side");
    expect(createButton()).toBeEnabled();
  });

  it("creates the incubator with every field and opens its edit page", async () => {
    const api = stubApi({
      "POST /api/incubators": reply(201, { incubator: incubatorFixture({ slug: "acme", status: "paused" }) }),
    });
    const { user, router } = renderPage();
    await user.type(nameInput(), "  Acme   Labs ");
    await user.clear(slugInput());
    await user.type(slugInput(), "acme");
    await user.type(screen.getByRole("textbox", { name: "Tagline" }), "Where founders meet.");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "We **build** things.");
    const status = screen.getByRole("group", { name: "Status" });
    expect(within(status).getByRole("radio", { name: "Accepting members" })).toBeChecked();
    await user.click(within(status).getByRole("radio", { name: "Paused" }));
    await user.click(createButton());

    expect(await screen.findByRole("heading", { level: 1, name: "Edit page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/incubators/acme/edit");
    expect(screen.getByText("Incubator created")).toBeInTheDocument();
    expect(api.calls("POST /api/incubators")[0]?.body).toEqual({
      name: "Acme Labs",
      slug: "acme",
      tagline: "Where founders meet.",
      description: "We **build** things.",
      status: "paused",
    });
  });
});
