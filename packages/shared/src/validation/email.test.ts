import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH } from "../constants";
import {
  checkEmail,
  EMAIL_TOO_LONG_MESSAGE,
  emailSchema,
  INVALID_EMAIL_MESSAGE,
  normalizeEmail,
} from "./email";
import { INVALID_INPUT_MESSAGE } from "./suspicious-input";

const DOMAIN = "@example.com";
const emailOfLength = (length: number) => `${"a".repeat(length - DOMAIN.length)}${DOMAIN}`;
const anyString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 400 }),
  fc.string({ unit: "binary", minLength: 5_000, maxLength: 20_000 }),
);

describe("normalizeEmail", () => {
  it.each([
    ["Alice@Example.COM", "alice@example.com"],
    ["  alice@example.com  ", "alice@example.com"],
    ["\t\nALICE@EXAMPLE.COM\r\n", "alice@example.com"],
    ["\u00a0Alice@Example.com\u00a0", "alice@example.com"],
  ])("turns %j into %j", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const once = normalizeEmail(value);
        expect(normalizeEmail(once)).toBe(once);
      }),
    );
  });
});

describe("checkEmail", () => {
  it("accepts a simple address and returns it normalised", () => {
    expect(checkEmail("  Ada.Lovelace+news@Example.ORG ")).toEqual({
      ok: true,
      email: "ada.lovelace+news@example.org",
    });
  });

  it(`accepts exactly ${EMAIL_MAX_LENGTH} characters and refuses one more`, () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(checkEmail(emailOfLength(254))).toEqual({ ok: true, email: emailOfLength(254) });
    expect(checkEmail(emailOfLength(255))).toEqual({ ok: false, message: EMAIL_TOO_LONG_MESSAGE });
  });

  it("measures the length after trimming", () => {
    expect(checkEmail(`   ${emailOfLength(254)}\n`).ok).toBe(true);
  });

  it("reports a long address as too long before judging its content", () => {
    expect(checkEmail("x".repeat(1_000_000))).toEqual({ ok: false, message: EMAIL_TOO_LONG_MESSAGE });
    expect(checkEmail(`drop table ${"x".repeat(300)}`)).toEqual({
      ok: false,
      message: EMAIL_TOO_LONG_MESSAGE,
    });
  });

  it.each([
    "",
    "   ",
    "plainaddress",
    "alice@example",
    "@example.com",
    "alice@.com@x",
    "alice@@example.com",
    "alice smith@example.com",
    "alice@exa mple.com",
    "alice@example.",
    "a\u0000b@example.com",
    "alice@exam\u0007ple.com",
  ])("refuses %j as an invalid format", (value) => {
    expect(checkEmail(value)).toEqual({ ok: false, message: INVALID_EMAIL_MESSAGE });
  });

  it.each(["<script@example.com", "eval(1)@example.com", "a@require(x).com", "drop table@x.com"])(
    "refuses the suspicious %j before judging its format",
    (value) => {
      expect(checkEmail(value)).toEqual({ ok: false, message: INVALID_INPUT_MESSAGE });
    },
  );
});

describe("emailSchema", () => {
  it("outputs the normalised email", () => {
    expect(emailSchema.parse(" Bob@Example.com ")).toBe("bob@example.com");
  });

  it.each([
    ["not-an-email", INVALID_EMAIL_MESSAGE],
    [emailOfLength(255), EMAIL_TOO_LONG_MESSAGE],
    ["<script@example.com", INVALID_INPUT_MESSAGE],
    [undefined, INVALID_EMAIL_MESSAGE],
    [42, INVALID_EMAIL_MESSAGE],
  ])("reports %j with exactly one issue: %j", (value, message) => {
    const result = emailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it("never throws and agrees with checkEmail on any string", () => {
    fc.assert(
      fc.property(anyString, (value) => {
        const check = checkEmail(value);
        const parsed = emailSchema.safeParse(value);
        expect(parsed.success).toBe(check.ok);
        if (check.ok) {
          expect(parsed.data).toBe(normalizeEmail(value));
          expect([...check.email].length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        } else {
          expect(parsed.error?.issues[0]?.message).toBe(check.message);
        }
      }),
    );
  });
});
