// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/projects/project-form-schemas";
import { FILE_MAX_BYTES, type ProjectDetailResponse, TEAM_ERROR_MESSAGES } from "@hatchery/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { projectDetailFixture, projectFixture } from "../test/fixtures";
import { renderProjectRoute } from "../test/render-project-route";
import { EditProjectPage } from "./edit-project-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(detail: ProjectDetailResponse = projectDetailFixture({ canEdit: true })) {
  const api = stubApi({ "GET /api/projects/solar-kit": reply(200, detail) });
  const view = renderProjectRoute("/projects/:slug/edit", <EditProjectPage />, "/projects/solar-kit/edit");
  return { api, ...view, user: userEvent.setup() };
}

/** The details form loads lazily; its first load takes longer than a second on a busy machine. */
const findDetails = () => screen.findByRole("form", { name: "Project details" }, { timeout: 10_000 });
const field = (name: string) =>
  within(screen.getByRole("form", { name: "Project details" })).getByRole("textbox", { name });

describe("EditProjectPage", () => {
  it("shows the project's details, cover and delete sections, without the team and milestones", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Edit project" })).toBeInTheDocument();
    await findDetails();
    expect(field("Name")).toHaveValue("Solar Kit");
    expect(field("Slug")).toHaveValue("solar-kit");
    expect(field("Repository URL")).toHaveValue("https://github.com/acme/solar-kit");
    expect(screen.getByRole("radio", { name: "In progress" })).toBeChecked();
    expect(within(screen.getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("combobox", { name: "Team" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add milestone" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Cover" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "No cover yet: the generated pattern shows" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View the project's page" })).toHaveAttribute(
      "href",
      "/projects/solar-kit",
    );
  });

  it("sends only the fields that changed, a removed link as null", async () => {
    const { api, user } = renderPage();
    api.on(
      "PATCH /api/projects/solar-kit",
      reply(200, { project: projectFixture({ status: "launched", demoUrl: null, tags: ["energy"] }) }),
    );
    await findDetails();
    await user.click(screen.getByRole("radio", { name: "Launched" }));
    await user.clear(field("Demo URL"));
    await user.click(screen.getByRole("button", { name: "Remove tag hardware" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByText("Changes saved")).toBeInTheDocument();
    expect(api.calls("PATCH /api/projects/solar-kit").map((call) => call.body)).toEqual([
      { status: "launched", demoUrl: null, tags: ["energy"] },
    ]);
  });

  it("says when nothing changed, and shows the schema's messages", async () => {
    const { api, user } = renderPage();
    await findDetails();
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Nothing to save")).toBeInTheDocument();

    await user.clear(field("Name"));
    await user.type(field("Demo URL"), " nope");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(field("Name")).toHaveAccessibleDescription("Name is required");
    expect(field("Demo URL")).toHaveAccessibleDescription(
      expect.stringContaining("Demo URL must be a web address starting with http:// or https://"),
    );
    expect(api.calls("PATCH /api/projects/solar-kit")).toHaveLength(0);
  });

  it("follows a slug change to the new edit address", async () => {
    const { api, router, user } = renderPage();
    const moved = projectFixture({ slug: "solar-kit-2" });
    api.on("PATCH /api/projects/solar-kit", reply(200, { project: moved }));
    api.on(
      "GET /api/projects/solar-kit-2",
      reply(200, projectDetailFixture({ project: moved, canEdit: true })),
    );
    await findDetails();
    await user.clear(field("Slug"));
    await user.type(field("Slug"), "solar-kit-2");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/projects/solar-kit-2/edit"));
    expect(api.calls("PATCH /api/projects/solar-kit")[0]?.body).toEqual({ slug: "solar-kit-2" });
  });

  it("shows a taken slug on the slug field", async () => {
    const { api, user } = renderPage();
    api.on("PATCH /api/projects/solar-kit", apiError(409, "conflict", TEAM_ERROR_MESSAGES.projectSlugTaken));
    await findDetails();
    await user.clear(field("Slug"));
    await user.type(field("Slug"), "taken");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(field("Slug")).toHaveAccessibleDescription(
        expect.stringContaining(TEAM_ERROR_MESSAGES.projectSlugTaken),
      ),
    );
  });

  it("uploads a cover, refusing a file that is too large", async () => {
    const { api, user } = renderPage();
    api.on(
      "POST /api/projects/solar-kit/cover",
      reply(200, { coverUrl: "/api/files/project-covers/new.png" }),
    );
    await findDetails();
    const input = screen.getByLabelText("Choose a cover image");
    const huge = new File(["x"], "huge.png", { type: "image/png" });
    Object.defineProperty(huge, "size", { value: FILE_MAX_BYTES + 1 });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(await screen.findByText("File size exceeds 10MB limit")).toBeInTheDocument();

    fireEvent.change(input, { target: { files: [new File(["png"], "cover.png", { type: "image/png" })] } });
    // The server keeps the new cover, so the page read again after the upload has it.
    api.on(
      "GET /api/projects/solar-kit",
      reply(
        200,
        projectDetailFixture({
          project: projectFixture({ coverUrl: "/api/files/project-covers/new.png" }),
          canEdit: true,
        }),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Upload cover" }));
    expect(await screen.findByText("Cover updated")).toBeInTheDocument();
    expect(api.calls("POST /api/projects/solar-kit/cover")).toHaveLength(1);
    expect(await screen.findByRole("img", { name: "Current cover of Solar Kit" })).toHaveAttribute(
      "src",
      "/api/files/project-covers/new.png",
    );
  });

  it("deletes the project only once its name is typed, then opens the team's page", async () => {
    const { api, router, user } = renderPage();
    api.on("DELETE /api/projects/solar-kit", reply(204));
    await findDetails();
    await user.click(screen.getByRole("button", { name: "Delete project" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Solar Kit?" });
    const nameInput = within(dialog).getByRole("textbox", { name: "Project name" });
    await user.type(nameInput, "Solar");
    await user.click(within(dialog).getByRole("button", { name: "Delete project" }));
    expect(nameInput).toHaveAccessibleDescription(expect.stringContaining("The name does not match"));
    expect(api.calls("DELETE /api/projects/solar-kit")).toHaveLength(0);

    await user.type(nameInput, " Kit{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/teams/sun-team"));
    expect(api.calls("DELETE /api/projects/solar-kit")).toHaveLength(1);
    expect(await screen.findByText("Project deleted")).toBeInTheDocument();
  });

  it("tells someone who may not edit, without showing the forms", async () => {
    renderPage(projectDetailFixture({ canEdit: false }));
    expect(await screen.findByRole("heading", { level: 1, name: "Access Denied" })).toBeInTheDocument();
    expect(
      screen.getByText("Only members of Sun Team can edit Solar Kit. You can still visit its page."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Solar Kit" })).toHaveAttribute(
      "href",
      "/projects/solar-kit",
    );
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete project" })).not.toBeInTheDocument();
  });

  it("says when the project does not exist", async () => {
    stubApi({
      "GET /api/projects/solar-kit": apiError(404, "not_found", TEAM_ERROR_MESSAGES.projectNotFound),
    });
    renderProjectRoute("/projects/:slug/edit", <EditProjectPage />, "/projects/solar-kit/edit");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "There is no project at this address to edit.",
    );
    expect(screen.getByRole("heading", { level: 1, name: "Edit project" })).toBeInTheDocument();
  });
});
