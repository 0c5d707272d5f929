import { describe, expect, it } from "vitest";
import { createProjectSchema, updateMilestoneSchema, updateProjectSchema } from "./projects";
import { PROJECT_TAGS_MAX_COUNT } from "./team-model";
import { createTeamSchema, teamSlugSchema } from "./teams";

function messagesOf(result: { error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message);
}

describe("project inputs", () => {
  it("lowercases, trims and de-duplicates tags, keeping the order first given", () => {
    const project = createProjectSchema.parse({ team: "t", name: "P", tags: [" AI ", "ai", "Web  Apps"] });
    expect(project.tags).toEqual(["ai", "web apps"]);
  });

  it("refuses empty tags and more than the limit after de-duplication", () => {
    expect(messagesOf(createProjectSchema.safeParse({ team: "t", name: "P", tags: ["  "] }))).toEqual([
      "Each tag must be 1 to 30 characters",
    ]);
    const tags = Array.from({ length: PROJECT_TAGS_MAX_COUNT + 1 }, (_, index) => `tag${index}`);
    expect(messagesOf(createProjectSchema.safeParse({ team: "t", name: "P", tags }))).toEqual([
      `At most ${PROJECT_TAGS_MAX_COUNT} tags`,
    ]);
    expect(
      createProjectSchema.parse({ team: "t", name: "P", tags: [...tags, ...tags].slice(0, 10) }).tags,
    ).toHaveLength(10);
  });

  it.each(["javascript:alert(1)", "data:text/html,hi", "ftp://example.com", "example.com"])(
    "refuses the link %j",
    (link) => {
      expect(messagesOf(createProjectSchema.safeParse({ team: "t", name: "P", demoUrl: link }))).toEqual([
        "Demo URL must be a web address starting with http:// or https://",
      ]);
    },
  );

  it("keeps http and https links, and reads an empty one as none", () => {
    const project = createProjectSchema.parse({
      team: "t",
      name: "P",
      repositoryUrl: "https://github.com/acme/app",
      demoUrl: "",
    });
    expect(project.repositoryUrl).toBe("https://github.com/acme/app");
    expect(project.demoUrl).toBeNull();
    expect(updateProjectSchema.parse({ demoUrl: null })).toEqual({ demoUrl: null });
  });

  it("accepts real calendar days only as due dates", () => {
    expect(updateMilestoneSchema.parse({ dueOn: "2027-02-28" })).toEqual({ dueOn: "2027-02-28" });
    expect(messagesOf(updateMilestoneSchema.safeParse({ dueOn: "2027-02-31" }))).toEqual([
      "Due date must be a date (YYYY-MM-DD)",
    ]);
  });
});

describe("team inputs", () => {
  it("fills the defaults of a new team", () => {
    expect(createTeamSchema.parse({ incubator: "northwind", name: "  Rocket   Crew " })).toEqual({
      incubator: "northwind",
      name: "Rocket Crew",
      tagline: "",
      description: "",
      stage: "idea",
      visibility: "public",
      coreRole: null,
      title: "",
    });
  });

  it("refuses the slugs of pages and of the suggestions endpoint", () => {
    for (const slug of ["create", "suggestions"]) {
      expect(messagesOf(teamSlugSchema.safeParse(slug))).toEqual(["This slug is reserved; choose another"]);
    }
  });

  it("names each problem in words a person reads", () => {
    expect(messagesOf(createTeamSchema.safeParse({ name: "", coreRole: "boss", stage: "done" }))).toEqual([
      "Choose the incubator the team belongs to",
      "Name is required",
      "Stage must be idea, building or launched",
      "Role must be CEO, CTO, CCO or CGO",
    ]);
  });
});
