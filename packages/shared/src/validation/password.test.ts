import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkSignInPassword,
  checkSignUpPassword,
  PASSWORD_MESSAGES,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordProblems,
  signInPasswordSchema,
  signUpPasswordSchema,
} from "./password";
import { INVALID_INPUT_MESSAGE } from "./suspicious-input";

const ALL_PROBLEMS = [
  "Password must be at least 8 characters long",
  "Password must contain at least one uppercase letter",
  "Password must contain at least one lowercase letter",
  "Password must contain at least one number",
  "Password must contain at least one special character",
];
const anyString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", minLength: 5_000, maxLength: 20_000 }),
);

describe("passwordProblems", () => {
  it("uses the exact messages of SPEC §5, in rule order", () => {
    expect(Object.values(PASSWORD_MESSAGES)).toEqual(ALL_PROBLEMS);
    expect(passwordProblems("")).toEqual(ALL_PROBLEMS);
  });

  it("accepts 8 characters and refuses 7", () => {
    expect(passwordProblems("Aa1!aaaa")).toEqual([]);
    expect(passwordProblems("Aa1!aaa")).toEqual([PASSWORD_MESSAGES.tooShort]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(passwordProblems("Aa1!😀😀😀😀")).toEqual([]);
    expect(passwordProblems("Aa1!😀😀😀")).toEqual([PASSWORD_MESSAGES.tooShort]);
  });

  it.each([
    ["uppercase", "aa1!aaaa", PASSWORD_MESSAGES.missingUppercase],
    ["lowercase", "AA1!AAAA", PASSWORD_MESSAGES.missingLowercase],
    ["number", "Aa!aaaaa", PASSWORD_MESSAGES.missingNumber],
    ["special character", "Aa1aaaaa", PASSWORD_MESSAGES.missingSpecialCharacter],
  ])("reports a missing %s alone", (_rule, password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
  });

  it("recognises letters of any script", () => {
    expect(passwordProblems("Ää1!ääää")).toEqual([]);
  });

  it("is the 32 printable ASCII punctuation characters", () => {
    const asciiPunctuation = Array.from({ length: 0x7f - 0x21 }, (_, index) =>
      String.fromCharCode(0x21 + index),
    ).filter((character) => !/[A-Za-z0-9]/.test(character));
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual(asciiPunctuation.sort());
    expect(PASSWORD_SPECIAL_CHARACTERS).toHaveLength(32);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])("counts %j as a special character", (character) => {
    expect(passwordProblems(`Aa1aaaa${character}`)).toEqual([]);
  });

  it.each([" ", "€", "£", "é", "\u00a0", "😀"])("does not count %j as a special character", (character) => {
    expect(passwordProblems(`Aa1aaaa${character}`)).toEqual([PASSWORD_MESSAGES.missingSpecialCharacter]);
  });
});

describe("sign-in and sign-up reporting", () => {
  it("sign-in reports only the first problem", () => {
    expect(checkSignInPassword("abc")).toEqual({ ok: false, message: PASSWORD_MESSAGES.tooShort });
    expect(checkSignInPassword("abcdefgh")).toEqual({
      ok: false,
      message: PASSWORD_MESSAGES.missingUppercase,
    });
    expect(checkSignInPassword("Abcdefg1!")).toEqual({ ok: true });
  });

  it("sign-up joins every problem with '; '", () => {
    expect(checkSignUpPassword("abc")).toEqual({
      ok: false,
      message:
        "Password must be at least 8 characters long; Password must contain at least one uppercase letter; " +
        "Password must contain at least one number; Password must contain at least one special character",
    });
    expect(checkSignUpPassword("Abcdefg1!")).toEqual({ ok: true });
  });

  it.each(["Drop Table!1a", "union select", "Aa1!<script>", "Aa1!eval(x)"])(
    "reports the suspicious %j as invalid input before any rule",
    (password) => {
      expect(checkSignInPassword(password)).toEqual({ ok: false, message: INVALID_INPUT_MESSAGE });
      expect(checkSignUpPassword(password)).toEqual({ ok: false, message: INVALID_INPUT_MESSAGE });
    },
  );
});

describe("password schemas", () => {
  it("keep the password exactly as typed, spaces included", () => {
    expect(signInPasswordSchema.parse(" Aa1!aaa")).toBe(" Aa1!aaa");
    expect(signUpPasswordSchema.parse(" Aa1!aaa ")).toBe(" Aa1!aaa ");
  });

  it.each([
    ["short", [PASSWORD_MESSAGES.tooShort]],
    ["alllowercase1!", [PASSWORD_MESSAGES.missingUppercase]],
    ["union select", [INVALID_INPUT_MESSAGE]],
    [undefined, [PASSWORD_MESSAGES.tooShort]],
  ])("sign-in reports %j as %j", (value, messages) => {
    expect(signInPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual(
      messages,
    );
  });

  it.each([
    ["short", [checkSignUpPasswordMessage("short")]],
    ["alllowercase1!", [PASSWORD_MESSAGES.missingUppercase]],
    ["union select", [INVALID_INPUT_MESSAGE]],
    [undefined, [ALL_PROBLEMS.join("; ")]],
  ])("sign-up reports %j in one issue", (value, messages) => {
    expect(signUpPasswordSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual(
      messages,
    );
  });

  it("never throw and agree with the check functions on any string", () => {
    fc.assert(
      fc.property(anyString, (value) => {
        for (const [schema, check] of [
          [signInPasswordSchema, checkSignInPassword],
          [signUpPasswordSchema, checkSignUpPassword],
        ] as const) {
          const result = check(value);
          const parsed = schema.safeParse(value);
          expect(parsed.success).toBe(result.ok);
          if (!result.ok)
            expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([result.message]);
        }
        expect(passwordProblems(value).length).toBeLessThanOrEqual(ALL_PROBLEMS.length);
      }),
    );
  });
});

function checkSignUpPasswordMessage(password: string): string {
  const result = checkSignUpPassword(password);
  if (result.ok) throw new Error(`expected ${password} to be refused`);
  return result.message;
}
