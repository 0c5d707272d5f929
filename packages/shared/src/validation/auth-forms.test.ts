import { describe, expect, it } from "vitest";
import { NAME_MAX_INPUT_LENGTH, NAME_MAX_LENGTH, signInSchema, signUpSchema } from "./auth-forms";
import { INVALID_EMAIL_MESSAGE } from "./email";
import { PASSWORD_MESSAGES } from "./password";

const validSignUp = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "Ada@Example.com",
  password: "Analytic1!",
};

function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

describe("signInSchema", () => {
  it("outputs the normalised email and the password as typed", () => {
    expect(signInSchema.parse({ email: " Ada@Example.com", password: "Analytic1! " })).toEqual({
      email: "ada@example.com",
      password: "Analytic1! ",
    });
  });

  it("reports each field at its path", () => {
    expect(issuesOf(signInSchema.safeParse({ email: "nope", password: "short" }))).toEqual([
      { path: ["email"], message: INVALID_EMAIL_MESSAGE },
      { path: ["password"], message: PASSWORD_MESSAGES.tooShort },
    ]);
  });
});

describe("signUpSchema", () => {
  it("accepts a complete form, collapsing whitespace in names", () => {
    expect(
      signUpSchema.parse({ ...validSignUp, firstName: "  Ada   Augusta ", lastName: "King\tLovelace" }),
    ).toEqual({
      firstName: "Ada Augusta",
      lastName: "King Lovelace",
      email: "ada@example.com",
      password: "Analytic1!",
    });
  });

  it.each([
    ["firstName", "", "First name is required"],
    ["firstName", "   \n ", "First name is required"],
    ["firstName", undefined, "First name is required"],
    ["lastName", "", "Last name is required"],
    ["lastName", null, "Last name is required"],
  ])("reports %s %j as %j", (field, value, message) => {
    expect(issuesOf(signUpSchema.safeParse({ ...validSignUp, [field]: value }))).toEqual([
      { path: [field], message },
    ]);
  });

  it(`accepts names of ${NAME_MAX_LENGTH} characters and refuses one more`, () => {
    const longest = "é".repeat(NAME_MAX_LENGTH);
    expect(signUpSchema.parse({ ...validSignUp, firstName: longest, lastName: longest }).firstName).toBe(
      longest,
    );
    expect(
      issuesOf(signUpSchema.safeParse({ ...validSignUp, firstName: `${longest}é`, lastName: `${longest}é` })),
    ).toEqual([
      { path: ["firstName"], message: "First name must be at most 100 characters" },
      { path: ["lastName"], message: "Last name must be at most 100 characters" },
    ]);
  });

  it("measures the length after collapsing whitespace, within a bound on the raw input", () => {
    const spaced = `Ada${" ".repeat(NAME_MAX_INPUT_LENGTH - "AdaByron".length)}Byron`;
    expect(signUpSchema.parse({ ...validSignUp, firstName: spaced }).firstName).toBe("Ada Byron");
    expect(issuesOf(signUpSchema.safeParse({ ...validSignUp, firstName: `${spaced} ` }))).toEqual([
      { path: ["firstName"], message: "First name must be at most 100 characters" },
    ]);
  });

  it("reports every password problem in one issue", () => {
    expect(issuesOf(signUpSchema.safeParse({ ...validSignUp, password: "abcdefgh" }))).toEqual([
      {
        path: ["password"],
        message: `${PASSWORD_MESSAGES.missingUppercase}; ${PASSWORD_MESSAGES.missingNumber}; ${PASSWORD_MESSAGES.missingSpecialCharacter}`,
      },
    ]);
  });
});
