import { describe, expect, it } from "vitest";
import { LINKEDIN_URL_MESSAGE, roleChangeSchema } from "./account";
import { updateProfileSchema } from "./profile-update";
import { PROFILE_SKILL_MAX_LENGTH, PROFILE_SKILLS_MAX_COUNT } from "./team-model";
import { uniqueSkills } from "./team-preference-rules";

describe("updateProfileSchema", () => {
  it("keeps only the fields sent, trimming text and turning an empty text into null", () => {
    expect(updateProfileSchema.parse({ headline: "  Product lead ", bio: "", location: null })).toEqual({
      headline: "Product lead",
      bio: null,
      location: null,
    });
    expect(updateProfileSchema.parse({})).toEqual({});
  });

  it("applies the sign-up name rules to names that are sent", () => {
    const result = updateProfileSchema.safeParse({ firstName: "  ", lastName: " Lovelace  " });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["firstName"], "First name is required"],
    ]);
    expect(updateProfileSchema.parse({ lastName: " King   Lovelace " })).toEqual({
      lastName: "King Lovelace",
    });
  });

  it("limits the length of each text", () => {
    const result = updateProfileSchema.safeParse({ headline: "x".repeat(121) });
    expect(result.error?.issues[0]?.message).toBe("Headline must be at most 120 characters");
  });

  it.each([
    ["https://www.linkedin.com/in/ada", true],
    ["https://linkedin.com/in/ada", true],
    ["http://www.linkedin.com/in/ada", false],
    ["https://linkedin.com.evil.example/in/ada", false],
    ["javascript:alert(1)", false],
  ])("accepts %s as a LinkedIn address: %s", (linkedinUrl, accepted) => {
    const result = updateProfileSchema.safeParse({ linkedinUrl });
    expect(result.success).toBe(accepted);
    if (!accepted) expect(result.error?.issues[0]?.message).toBe(LINKEDIN_URL_MESSAGE);
  });

  it("clears the LinkedIn address with an empty text", () => {
    expect(updateProfileSchema.parse({ linkedinUrl: " " })).toEqual({ linkedinUrl: null });
  });
});

describe("roleChangeSchema", () => {
  it("normalises the email and accepts only known roles", () => {
    expect(roleChangeSchema.parse({ email: " Ada@Example.com ", role: "advisor" })).toEqual({
      email: "ada@example.com",
      role: "advisor",
    });
    expect(roleChangeSchema.safeParse({ email: "ada@example.com", role: "owner" }).success).toBe(false);
  });
});

describe("updateProfileSchema's team preferences", () => {
  const issuesOf = (input: unknown) =>
    updateProfileSchema.safeParse(input).error?.issues.map((issue) => [issue.path, issue.message]);

  it("lists each preferred role once, in the order CEO, CTO, CCO, CGO", () => {
    expect(updateProfileSchema.parse({ preferredRoles: ["cgo", "ceo", "cgo"] })).toEqual({
      preferredRoles: ["ceo", "cgo"],
    });
    expect(issuesOf({ preferredRoles: ["ceo", "coo"] })).toEqual([
      [["preferredRoles", 1], "Preferred roles must be among CEO, CTO, CCO, CGO"],
    ]);
  });

  it("trims skills and merges those that differ only in case or spacing, keeping the first spelling", () => {
    expect(
      updateProfileSchema.parse({ skills: [" Product  discovery ", "SQL", "product discovery", "sql"] }),
    ).toEqual({ skills: ["Product discovery", "SQL"] });
    expect(uniqueSkills(["Go", "GO", "go", "Rust"])).toEqual(["Go", "Rust"]);
  });

  it("names the bad skill and each limit", () => {
    expect(issuesOf({ skills: ["Design", " "] })).toEqual([[["skills", 1], "A skill cannot be empty"]]);
    expect(issuesOf({ skills: ["x".repeat(PROFILE_SKILL_MAX_LENGTH + 1)] })).toEqual([
      [["skills", 0], "Each skill must be at most 40 characters"],
    ]);
    const tooMany = Array.from({ length: PROFILE_SKILLS_MAX_COUNT + 1 }, (_, index) => `Skill ${index}`);
    expect(issuesOf({ skills: tooMany })).toEqual([[["skills"], "You can add at most 30 skills"]]);
    expect(updateProfileSchema.parse({ skills: [...tooMany.slice(1), "SKILL 1"] }).skills).toHaveLength(30);
  });

  it.each([0, 81, 2.5, Number.NaN, "20"])("refuses %s hours a week", (hoursPerWeek) => {
    expect(issuesOf({ hoursPerWeek })).toEqual([
      [["hoursPerWeek"], "Hours a week must be a whole number from 1 to 80"],
    ]);
  });

  it("accepts 1 to 80 hours a week, or none", () => {
    expect(updateProfileSchema.parse({ hoursPerWeek: 1 })).toEqual({ hoursPerWeek: 1 });
    expect(updateProfileSchema.parse({ hoursPerWeek: 80 })).toEqual({ hoursPerWeek: 80 });
    expect(updateProfileSchema.parse({ hoursPerWeek: null })).toEqual({ hoursPerWeek: null });
  });

  it("takes must-have or flexible, and must-have only with a preferred role", () => {
    expect(issuesOf({ rolePreference: "sometimes" })).toEqual([
      [["rolePreference"], "Choose whether your roles are a must-have or flexible"],
    ]);
    expect(issuesOf({ preferredRoles: [], rolePreference: "must_have" })).toEqual([
      [["rolePreference"], "Choose at least one preferred role, or make your roles flexible"],
    ]);
    expect(updateProfileSchema.parse({ preferredRoles: ["cto"], rolePreference: "must_have" })).toEqual({
      preferredRoles: ["cto"],
      rolePreference: "must_have",
    });
    // With the roles not sent, the server checks the stored ones.
    expect(updateProfileSchema.parse({ rolePreference: "must_have" })).toEqual({
      rolePreference: "must_have",
    });
  });
});
