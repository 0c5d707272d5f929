// The form's schema, loaded up front: its first validation answers at once, as it would once loaded.
import "@/features/projects/project-form-schemas";
import type { ProjectDetailResponse } from "@hatchery/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, reply, stubApi } from "@/test/api-stub";
import { milestoneFixture, projectDetailFixture, projectUpdateFixture } from "../test/fixtures";
import { renderProjectRoute } from "../test/render-project-route";
import { ProjectPage } from "./project-page";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(detail: ProjectDetailResponse = projectDetailFixture()) {
  const api = stubApi({ "GET /api/projects/solar-kit": reply(200, detail) });
  const view = renderProjectRoute("/projects/:slug", <ProjectPage />, "/projects/solar-kit");
  return { api, ...view, user: userEvent.setup() };
}

const milestoneList = () => screen.getByRole("list", { name: "Milestones" });
const milestoneItems = () => within(milestoneList()).getAllByRole("listitem");
const updateItems = () =>
  within(screen.getByRole("list", { name: "Recent updates" })).getAllByRole("listitem");

describe("ProjectPage", () => {
  it("shows the project: cover pattern, name, status, summary, description, links, tags, team and incubator", async () => {
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading project…");
    expect(await screen.findByRole("heading", { level: 1, name: "Solar Kit" })).toBeInTheDocument();
    expect(screen.getByText("In progress")).toBeInTheDocument();
    expect(screen.getByText("Off-grid power for field clinics.")).toBeInTheDocument();
    // The description goes through the markdown renderer, which loads on its own.
    expect(await screen.findByText("build", { selector: "strong" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Our blog" })).toHaveAttribute(
      "href",
      "https://solar.example/blog",
    );

    const repository = screen.getByRole("link", { name: /Repository/ });
    expect(repository).toHaveAttribute("href", "https://github.com/acme/solar-kit");
    expect(repository).toHaveAttribute("rel", "noopener noreferrer");
    expect(repository).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: /Demo/ })).toHaveAttribute("rel", "noopener noreferrer");

    expect(screen.getByRole("link", { name: "Projects tagged energy" })).toHaveAttribute(
      "href",
      "/projects?tag=energy",
    );
    expect(screen.getByRole("link", { name: "Sun Team" })).toHaveAttribute("href", "/teams/sun-team");
    expect(screen.getByRole("link", { name: "Acme Labs" })).toHaveAttribute("href", "/incubators/acme-labs");
    const headings = screen.getAllByRole("heading").map((heading) => heading.tagName);
    expect(headings[0]).toBe("H1");
    expect(headings.slice(1).every((tag) => tag === "H2")).toBe(true);
  });

  it("lists the milestones by due date with the progress, read-only for visitors", async () => {
    renderPage(
      projectDetailFixture({
        milestones: [
          milestoneFixture({ id: "m-3", title: "Write the handbook", dueOn: null }),
          milestoneFixture({ id: "m-2", title: "Field test", dueOn: "2026-06-01" }),
          milestoneFixture({
            id: "m-1",
            title: "Prototype",
            dueOn: "2026-03-01",
            doneAt: "2026-02-20T09:00:00.000Z",
          }),
        ],
      }),
    );
    await screen.findByRole("heading", { level: 2, name: "Milestones" });
    expect(screen.getByText("1 of 3 done")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "Milestones done" })).toHaveAttribute(
      "aria-valuenow",
      "1",
    );
    expect(milestoneItems().map((item) => item.textContent)).toEqual([
      expect.stringContaining("Prototype"),
      expect.stringContaining("Field test"),
      expect.stringContaining("Write the handbook"),
    ]);
    expect(milestoneItems()[0]).toHaveTextContent("Due Mar 1, 2026");
    expect(milestoneItems()[2]).toHaveTextContent("No due date");
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit project" })).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Add a milestone" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delete milestone/ })).not.toBeInTheDocument();
  });

  it("marks overdue what is not done by its day, by the reader's today", async () => {
    renderPage(
      projectDetailFixture({
        milestones: [
          milestoneFixture({ id: "m-1", title: "Long due", dueOn: "2000-01-03" }),
          milestoneFixture({
            id: "m-2",
            title: "Done late",
            dueOn: "2000-01-02",
            doneAt: "2000-02-01T09:00:00.000Z",
          }),
          milestoneFixture({ id: "m-3", title: "Next century", dueOn: "2999-12-31" }),
        ],
      }),
    );
    await screen.findByRole("heading", { level: 2, name: "Milestones" });
    const [done, overdue, later] = milestoneItems();
    expect(overdue).toHaveTextContent("Long due");
    expect(overdue).toHaveAttribute("data-overdue");
    expect(within(overdue as HTMLElement).getByText("Overdue")).toBeInTheDocument();
    // The later one's badge is there for a visitor's document to show on its day, hidden until then.
    expect(later).not.toHaveAttribute("data-overdue");
    expect(later).toHaveAttribute("data-due-on", "2999-12-31");
    expect(within(later as HTMLElement).getByText("Overdue")).toHaveClass("hidden");
    expect(done).not.toHaveAttribute("data-due-on");
    expect(within(done as HTMLElement).queryByText("Overdue")).not.toBeInTheDocument();
  });

  it("says when there are no milestones yet", async () => {
    renderPage(projectDetailFixture({ milestones: [] }));
    expect(await screen.findByText("No milestones yet.")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
  });

  it("offers editing to those the server permits", async () => {
    renderPage(projectDetailFixture({ canEdit: true }));
    expect(await screen.findByRole("link", { name: "Edit project" })).toHaveAttribute(
      "href",
      "/projects/solar-kit/edit",
    );
    // The milestones load after the page's first render (LaterSections).
    expect(await screen.findByRole("checkbox", { name: "Prototype" }, { timeout: 10_000 })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Field test" })).not.toBeChecked();
  });

  it("marks a milestone done at once, then reads the page again for its new update", async () => {
    const before = projectDetailFixture({ canEdit: true });
    const { api, user } = renderPage(before);
    const fieldTestDone = milestoneFixture({
      id: "m-2",
      title: "Field test",
      dueOn: "2026-06-01",
      doneAt: "2026-05-30T10:00:00.000Z",
    });
    api.on("PATCH /api/projects/solar-kit/milestones/m-2", () => {
      api.on(
        "GET /api/projects/solar-kit",
        reply(200, {
          ...before,
          milestones: before.milestones.map((item) => (item.id === "m-2" ? fieldTestDone : item)),
          recentUpdates: [
            projectUpdateFixture({
              id: "update-4",
              kind: "milestone_done",
              milestoneTitle: "Field test",
              createdAt: fieldTestDone.doneAt as string,
            }),
            ...before.recentUpdates,
          ],
        }),
      );
      return reply(200, { milestone: fieldTestDone });
    });
    await user.click(await screen.findByRole("checkbox", { name: "Field test" }));
    expect(screen.getByRole("checkbox", { name: "Field test" })).toBeChecked();
    expect(screen.getByText("2 of 3 done")).toBeInTheDocument();
    await waitFor(() => expect(updateItems()).toHaveLength(4));
    expect(updateItems()[0]).toHaveTextContent("Ada Lovelace completed the milestone “Field test”");
    expect(api.calls("PATCH /api/projects/solar-kit/milestones/m-2").map((call) => call.body)).toEqual([
      { done: true },
    ]);
    expect(screen.getByRole("checkbox", { name: "Field test" })).toBeChecked();
  });

  it("keeps a tick on screen from the click itself, before the page's copy has changed", async () => {
    const { api } = renderPage(projectDetailFixture({ canEdit: true }));
    api.on(
      "PATCH /api/projects/solar-kit/milestones/m-2",
      reply(200, {
        milestone: milestoneFixture({ id: "m-2", title: "Field test", doneAt: "2026-05-30T10:00:00.000Z" }),
      }),
    );
    const checkbox = await screen.findByRole("checkbox", { name: "Field test" });
    // Checked as the click ends, not once the request or the optimistic copy has come round.
    fireEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await waitFor(() => expect(api.calls("PATCH /api/projects/solar-kit/milestones/m-2")).toHaveLength(1));
  });

  it("shows who did what and when in the recent updates, newest first", async () => {
    vi.useFakeTimers({ now: new Date("2026-02-20T12:00:00.000Z"), toFake: ["Date"] });
    try {
      renderPage();
      await screen.findByRole("heading", { level: 2, name: "Recent updates" });
      // The initials beside each line are decorative; the sentence is the paragraph.
      expect(updateItems().map((item) => item.querySelector("p")?.textContent)).toEqual([
        "Ada Lovelace completed the milestone “Prototype”3 hours ago",
        "Grace Hopper moved the project to In progress and updated the summary and tagsJan 12, 2026",
        "Ada Lovelace created the projectJan 5, 2026",
      ]);
      const time = within(updateItems()[0] as HTMLElement).getByText("3 hours ago");
      expect(time.tagName).toBe("TIME");
      expect(time).toHaveAttribute("datetime", "2026-02-20T09:00:00.000Z");
    } finally {
      vi.useRealTimers();
    }
  });

  it("names a gone account neutrally and says when there are no updates", async () => {
    renderPage(
      projectDetailFixture({
        recentUpdates: [projectUpdateFixture({ kind: "launched", actor: null, changedFields: ["demoUrl"] })],
      }),
    );
    expect(await screen.findByText(/launched the project and updated the demo link/)).toHaveTextContent(
      "A former member launched the project and updated the demo link",
    );
  });

  it("says when a project has no updates yet", async () => {
    renderPage(projectDetailFixture({ recentUpdates: [] }));
    expect(await screen.findByText("No updates yet.")).toBeInTheDocument();
  });

  it("puts a milestone back as it was when the server refuses the tick", async () => {
    const { api, user } = renderPage(projectDetailFixture({ canEdit: true }));
    let refuse: () => void = () => {};
    const refused = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    api.on("PATCH /api/projects/solar-kit/milestones/m-1", () =>
      apiError(403, "forbidden", "Only the team's members can do this"),
    );
    const original = globalThis.fetch;
    // Hold the answer back until the optimistic change has been seen.
    vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes("/milestones/")) await refused;
      return original(...args);
    });

    await user.click(await screen.findByRole("checkbox", { name: "Prototype" }));
    expect(screen.getByRole("checkbox", { name: "Prototype" })).not.toBeChecked();
    expect(screen.getByText("0 of 3 done")).toBeInTheDocument();

    refuse();
    expect(await screen.findByText("Couldn't update the milestone")).toBeInTheDocument();
    expect(screen.getByText("Only the team's members can do this")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Prototype" })).toBeChecked();
    expect(screen.getByText("1 of 3 done")).toBeInTheDocument();
  });

  it("adds a milestone, checking it with the shared schema first", async () => {
    const { api, user } = renderPage(projectDetailFixture({ canEdit: true }));
    api.on(
      "POST /api/projects/solar-kit/milestones",
      reply(201, { milestone: milestoneFixture({ id: "m-4", title: "Pilot", dueOn: "2026-04-15" }) }),
    );
    const form = await screen.findByRole("form", { name: "Add a milestone" });
    await user.click(within(form).getByRole("button", { name: "Add milestone" }));
    await waitFor(() =>
      expect(within(form).getByRole("textbox", { name: "Milestone title" })).toHaveAccessibleDescription(
        "Milestone title is required",
      ),
    );
    expect(api.calls("POST /api/projects/solar-kit/milestones")).toHaveLength(0);

    await user.type(within(form).getByRole("textbox", { name: "Milestone title" }), "Pilot");
    await user.type(within(form).getByLabelText("Due date (optional)"), "2026-04-15");
    await user.click(within(form).getByRole("button", { name: "Add milestone" }));

    expect(await screen.findByText("Milestone added")).toBeInTheDocument();
    expect(api.calls("POST /api/projects/solar-kit/milestones")[0]?.body).toEqual({
      title: "Pilot",
      dueOn: "2026-04-15",
    });
    // In due-date order: after the prototype, before the field test.
    expect(milestoneItems()[1]).toHaveTextContent("Pilot");
    expect(screen.getByText("1 of 4 done")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Milestone title" })).toHaveValue("");
  });

  it("renames and re-dates a milestone in place", async () => {
    const before = projectDetailFixture({ canEdit: true });
    const { api, user } = renderPage(before);
    const renamed = milestoneFixture({ id: "m-3", title: "Handbook v1", dueOn: "2026-01-20" });
    api.on("PATCH /api/projects/solar-kit/milestones/m-3", () => {
      api.on(
        "GET /api/projects/solar-kit",
        reply(200, {
          ...before,
          milestones: before.milestones.map((item) => (item.id === "m-3" ? renamed : item)),
        }),
      );
      return reply(200, { milestone: renamed });
    });
    await user.click(await screen.findByRole("button", { name: "Change milestone Write the handbook" }));
    const form = await screen.findByRole("form", { name: "Change milestone Write the handbook" });
    const title = within(form).getByRole("textbox", { name: "Milestone title" });
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, "Handbook v1");
    await user.type(within(form).getByLabelText("Due date (optional)"), "2026-01-20");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    await waitFor(() => expect(milestoneItems()[0]).toHaveTextContent("Handbook v1"));
    expect(api.calls("PATCH /api/projects/solar-kit/milestones/m-3")[0]?.body).toEqual({
      title: "Handbook v1",
      dueOn: "2026-01-20",
    });
    expect(screen.getByRole("button", { name: "Change milestone Handbook v1" })).toHaveFocus();
  });

  it("deletes a milestone after asking", async () => {
    const { api, user } = renderPage(projectDetailFixture({ canEdit: true }));
    api.on("DELETE /api/projects/solar-kit/milestones/m-2", reply(204));
    await user.click(await screen.findByRole("button", { name: "Delete milestone Field test" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete this milestone?" });
    expect(dialog).toHaveTextContent("“Field test” will be removed");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls("DELETE /api/projects/solar-kit/milestones/m-2")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete milestone Field test" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete milestone" }),
    );
    expect(await screen.findByText("Milestone deleted")).toBeInTheDocument();
    expect(milestoneItems()).toHaveLength(2);
    expect(screen.getByText("1 of 2 done")).toBeInTheDocument();
  });

  it("shows the not-found page for an unknown project", async () => {
    stubApi({ "GET /api/projects/nowhere": apiError(404, "not_found", "Project not found") });
    renderProjectRoute("/projects/:slug", <ProjectPage />, "/projects/nowhere");
    expect(await screen.findByRole("heading", { level: 1, name: "Project not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse projects" })).toHaveAttribute("href", "/projects");
  });

  it("offers to try again when the project could not be loaded", async () => {
    const api = stubApi({
      "GET /api/projects/solar-kit": apiError(503, "unavailable", "The service is busy."),
    });
    renderProjectRoute("/projects/:slug", <ProjectPage />, "/projects/solar-kit");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Project could not be loaded" }),
    ).toBeInTheDocument();
    api.on("GET /api/projects/solar-kit", reply(200, projectDetailFixture()));
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Solar Kit" })).toBeInTheDocument();
  });
});
