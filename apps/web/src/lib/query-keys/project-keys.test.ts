import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { projectKeys } from "./project-keys";
import { teamKeys } from "./team-keys";

describe("projectKeys", () => {
  it("puts the directory and the pages under projectKeys.all, so one project event refreshes them", async () => {
    const queryClient = new QueryClient();
    const projectQueries = [projectKeys.list({ search: "", status: "" }), projectKeys.detail("solar-kit")];
    for (const key of projectQueries) queryClient.setQueryData(key, { cached: true });
    queryClient.setQueryData(projectKeys.teamChoices(), { cached: true });

    await queryClient.invalidateQueries({ queryKey: projectKeys.all });

    for (const key of projectQueries) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(projectKeys.teamChoices())?.isInvalidated).toBe(false);
  });

  it("refreshes the form's team choice with the team queries", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(projectKeys.teamChoices(), { cached: true });
    await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    expect(queryClient.getQueryState(projectKeys.teamChoices())?.isInvalidated).toBe(true);
  });

  it("gives each project and filter set a key of its own", () => {
    expect(projectKeys.detail("a")).not.toEqual(projectKeys.detail("b"));
    expect(projectKeys.list({ tag: "ai" })).not.toEqual(projectKeys.list({ tag: "web" }));
    expect(projectKeys.list({ tag: "ai" })).toEqual(projectKeys.list({ tag: "ai" }));
  });
});
