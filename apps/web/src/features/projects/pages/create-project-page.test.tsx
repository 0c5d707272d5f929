// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/projects/project-form-schemas";
import { PROJECT_TAG_MAX_LENGTH, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { projectFixture, teamCardFixture, teamChoicesFixture } from "../test/fixtures";
import { renderProjectRoute } from "../test/render-project-route";
import { CreateProjectPage } from "./create-project-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

const TWO_TEAMS = teamChoicesFixture([
  teamCardFixture(),
  teamCardFixture({ id: "team-2", slug: "moon-team", name: "Moon Team" }),
]);

function renderPage(path = "/projects/create", teams = reply(200, TWO_TEAMS)) {
  const api = stubApi({ "GET /api/teams": teams });
  const view = renderProjectRoute("/projects/create", <CreateProjectPage />, path);
  return { api, ...view, user: userEvent.setup() };
}

const form = () => screen.getByRole("form", { name: "New project" });
const textbox = (name: string) => within(form()).getByRole("textbox", { name });

describe("CreateProjectPage", () => {
  it("asks for the person's own teams and preselects the one named in the address", async () => {
    const { api } = renderPage("/projects/create?team=moon-team");
    expect(screen.getByRole("status")).toHaveTextContent("Loading your teams…");
    expect(await screen.findByRole("heading", { level: 1, name: "Create a project" })).toBeInTheDocument();
    expect(api.calls("GET /api/teams")[0]?.search).toBe("?mine=true&limit=100");
    expect(within(form()).getByRole("combobox", { name: "Team" })).toHaveValue("moon-team");
    expect(within(form()).getByRole("option", { name: "Sun Team (Acme Labs)" })).toBeInTheDocument();
    expect(within(form()).getByRole("radio", { name: "Idea" })).toBeChecked();
  });

  it("sends a person without a team to the teams", async () => {
    renderPage("/projects/create", reply(200, teamChoicesFixture([])));
    expect(await screen.findByText(/you are not in one yet/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find a team" })).toHaveAttribute("href", "/teams");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
  });

  it("says when the teams could not be loaded", async () => {
    renderPage("/projects/create", apiError(503, "unavailable", "The service is busy."));
    expect(await screen.findByRole("alert")).toHaveTextContent("The service is busy.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("shows the shared schema's messages before sending anything", async () => {
    const { api, user } = renderPage();
    await screen.findByRole("form", { name: "New project" });
    await user.type(textbox("Repository URL"), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Add milestone" }));
    await user.click(screen.getByRole("button", { name: "Create project" }));

    expect(within(form()).getByRole("combobox", { name: "Team" })).toHaveAccessibleDescription(
      expect.stringContaining("Choose the team the project belongs to"),
    );
    expect(textbox("Name")).toHaveAccessibleDescription("Name is required");
    expect(textbox("Repository URL")).toHaveAccessibleDescription(
      expect.stringContaining("Repository URL must be a web address starting with http:// or https://"),
    );
    expect(textbox("Milestone 1 title")).toHaveAccessibleDescription("Milestone title is required");
    expect(api.calls("POST /api/projects")).toHaveLength(0);
  });

  it("fills the slug from the name until the person writes their own", async () => {
    const { user } = renderPage();
    await screen.findByRole("form", { name: "New project" });
    await user.type(textbox("Name"), "Solar Kit!");
    expect(textbox("Slug (optional)")).toHaveValue("solar-kit");
    expect(textbox("Slug (optional)")).toHaveAccessibleDescription(
      expect.stringContaining("/projects/solar-kit"),
    );
    await user.clear(textbox("Slug (optional)"));
    await user.type(textbox("Slug (optional)"), "Bad Slug");
    await user.click(screen.getByRole("button", { name: "Create project" }));
    expect(textbox("Slug (optional)")).toHaveAccessibleDescription(
      expect.stringContaining("Slug may contain only lowercase letters, numbers and single hyphens"),
    );
  });

  it("makes tags into chips: Enter or a comma adds, Backspace and the remove buttons take them away", async () => {
    const { user } = renderPage();
    await screen.findByRole("form", { name: "New project" });
    const tags = textbox("Tags");
    await user.type(tags, "Clean  Energy{Enter}iot,hardware,");
    const chips = () => within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem");
    expect(chips().map((chip) => chip.textContent)).toEqual(["clean energy", "iot", "hardware"]);
    expect(screen.getByText("Added hardware.")).toBeInTheDocument();

    await user.type(tags, "{Backspace}");
    expect(chips()).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Remove tag iot" }));
    expect(chips().map((chip) => chip.textContent)).toEqual(["clean energy"]);
    expect(tags).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole("button", { name: "Remove tag clean energy" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("list", { name: "Tags" })).not.toBeInTheDocument();

    await user.type(tags, `${"x".repeat(PROJECT_TAG_MAX_LENGTH + 1)}{Enter}`);
    await user.click(screen.getByRole("button", { name: "Create project" }));
    expect(tags).toHaveAccessibleDescription(
      expect.stringContaining(`Each tag must be 1 to ${PROJECT_TAG_MAX_LENGTH} characters`),
    );
  });

  it("creates the project with its first milestones and opens its page", async () => {
    const { api, router, user } = renderPage("/projects/create?team=sun-team");
    api.on("POST /api/projects", reply(201, { project: projectFixture() }));
    await screen.findByRole("form", { name: "New project" });
    await user.type(textbox("Name"), "Solar Kit");
    await user.type(textbox("Summary"), "Off-grid power.");
    await user.click(within(form()).getByRole("radio", { name: "In progress" }));
    await user.type(textbox("Demo URL"), "https://solar.example");
    await user.type(textbox("Tags"), "energy{Enter}");
    await user.click(screen.getByRole("button", { name: "Add milestone" }));
    expect(textbox("Milestone 1 title")).toHaveFocus();
    await user.type(textbox("Milestone 1 title"), "Prototype");
    await user.type(within(form()).getAllByLabelText("Due date (optional)")[0] as HTMLElement, "2026-03-01");
    await user.click(screen.getByRole("button", { name: "Add milestone" }));
    await user.type(textbox("Milestone 2 title"), "Dropped");
    await user.click(screen.getByRole("button", { name: "Add milestone" }));
    await user.type(textbox("Milestone 3 title"), "Field test");
    await user.click(screen.getByRole("button", { name: "Remove milestone 2" }));
    await user.click(screen.getByRole("button", { name: "Create project" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/projects/solar-kit"));
    expect(api.calls("POST /api/projects")[0]?.body).toEqual({
      team: "sun-team",
      name: "Solar Kit",
      slug: "solar-kit",
      summary: "Off-grid power.",
      description: "",
      status: "in_progress",
      repositoryUrl: null,
      demoUrl: "https://solar.example",
      tags: ["energy"],
      milestones: [
        { title: "Prototype", dueOn: "2026-03-01" },
        { title: "Field test", dueOn: null },
      ],
    });
    expect(await screen.findByText("Project created")).toBeInTheDocument();
  });

  it("leaves an emptied slug to the server", async () => {
    const { api, user } = renderPage("/projects/create?team=sun-team");
    api.on("POST /api/projects", reply(201, { project: projectFixture() }));
    await screen.findByRole("form", { name: "New project" });
    await user.type(textbox("Name"), "Solar Kit");
    await user.clear(textbox("Slug (optional)"));
    await user.click(screen.getByRole("button", { name: "Create project" }));
    await waitFor(() => expect(api.calls("POST /api/projects")).toHaveLength(1));
    expect(api.calls("POST /api/projects")[0]?.body).not.toHaveProperty("slug");
  });

  it("shows a taken slug on the slug field and other refusals in the form", async () => {
    const { api, user } = renderPage("/projects/create?team=sun-team");
    api.on("POST /api/projects", apiError(409, "conflict", TEAM_ERROR_MESSAGES.projectSlugTaken));
    await screen.findByRole("form", { name: "New project" });
    await user.type(textbox("Name"), "Solar Kit");
    await user.click(screen.getByRole("button", { name: "Create project" }));
    await waitFor(() =>
      expect(textbox("Slug (optional)")).toHaveAccessibleDescription(
        expect.stringContaining(TEAM_ERROR_MESSAGES.projectSlugTaken),
      ),
    );
    expect(textbox("Slug (optional)")).toHaveFocus();

    api.on("POST /api/projects", apiError(403, "forbidden", TEAM_ERROR_MESSAGES.memberOnly));
    await user.clear(textbox("Slug (optional)"));
    await user.type(textbox("Slug (optional)"), "solar-kit-2");
    await user.click(screen.getByRole("button", { name: "Create project" }));
    expect(await within(form()).findByRole("alert")).toHaveTextContent(TEAM_ERROR_MESSAGES.memberOnly);
  });
});
