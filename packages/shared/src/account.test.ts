import { describe, expect, it } from "vitest";
import { LINKEDIN_URL_MESSAGE, roleChangeSchema, updateProfileSchema } from "./account";

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
