import { describe, expect, it } from "vitest";
import {
  canonicalLanguageTag,
  MENTOR_PROFILE_MESSAGES,
  mentorDirectoryQuerySchema,
  mentorProfilePath,
  saveMentorProfileSchema,
} from "./mentor-profiles";

const PROFILE = { kind: "coach", slug: "bea-chen", timeZone: "Europe/Berlin" };

function issuesOf(input: unknown): string[] {
  const result = saveMentorProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("mentor profile rules", () => {
  it("fill what was left out, and keep tags and languages once, cleaned", () => {
    expect(
      saveMentorProfileSchema.parse({
        ...PROFILE,
        expertise: ["B2B  Sales", "b2b sales", "Pricing"],
        languages: ["EN", "pt-br", "en"],
        helpRoles: ["cgo", "cgo"],
        meetingLink: "",
      }),
    ).toEqual({
      ...PROFILE,
      headline: "",
      bio: "",
      expertise: ["b2b sales", "pricing"],
      helpRoles: ["cgo"],
      languages: ["en", "pt-BR"],
      meetingLink: null,
      incubators: [],
    });
  });

  it("take a meeting link only over https", () => {
    expect(
      saveMentorProfileSchema.parse({ ...PROFILE, meetingLink: " https://meet.example.com/x " }).meetingLink,
    ).toBe("https://meet.example.com/x");
    for (const link of ["http://meet.example.com/x", "javascript:alert(1)", "meet.example.com", "https://"]) {
      expect(issuesOf({ ...PROFILE, meetingLink: link }), link).toEqual([
        "Meeting link must be a web address starting with https://",
      ]);
    }
  });

  it("refuse a slug that is no address, a kind that is no mentor and a zone Intl does not know", () => {
    expect(issuesOf({ ...PROFILE, slug: "Bea Chen" })).toHaveLength(1);
    expect(issuesOf({ ...PROFILE, kind: "admin" })).toEqual(["Choose advisor or coach"]);
    expect(issuesOf({ ...PROFILE, timeZone: "Mars/Olympus" })).toHaveLength(1);
  });

  it("read language tags in their canonical spelling, and nothing else", () => {
    expect(canonicalLanguageTag("zh-hant-tw")).toBe("zh-Hant-TW");
    expect(canonicalLanguageTag("not a language")).toBeUndefined();
    expect(canonicalLanguageTag("")).toBeUndefined();
  });

  it("filter the directory on known values only", () => {
    expect(mentorDirectoryQuerySchema.parse({ language: "PT-br", expertise: " Fundraising " })).toMatchObject(
      {
        language: "pt-BR",
        expertise: "fundraising",
        limit: 24,
      },
    );
    expect(mentorDirectoryQuerySchema.safeParse({ role: "cfo" }).success).toBe(false);
  });

  it("place each kind at its own address and name the role that is missing", () => {
    expect(mentorProfilePath("advisor", "ada")).toBe("/advisors/ada");
    expect(mentorProfilePath("coach", "bea")).toBe("/coaches/bea");
    expect(MENTOR_PROFILE_MESSAGES.kindNotHeld("advisor")).toContain("as an advisor");
  });
});
