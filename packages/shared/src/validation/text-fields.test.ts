import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createIncubatorSchema } from "../incubators";
import { createPositionSchema } from "../positions";
import { updateProfileSchema } from "../profile-update";
import { createProjectSchema } from "../projects";
import { createTeamSchema, updateTeamMemberSchema } from "../teams";
import { plainTextLine } from "./text";
import { optionalText, requiredLine } from "./text-fields";

/** Property tests run hundreds of cases: on a busy machine they need more than the default 5 s. */
const PROPERTY_TIMEOUT_MS = 60_000;

/** The texts of issue 21 that lost characters, and others a person may well type. */
const TYPED_TEXTS = [
  "x <3 y",
  "Tip: a < b and c > d",
  "R&D <team>",
  "<b>not bold</b> & &amp; &lt;",
  "Ünïcödé — 王小明 🚀",
  "javascript:alert(1)",
];

/** Printable text as a person types it on one line: no control characters, single spaces, no padding. */
const printableLine = fc
  .oneof(fc.string({ unit: "grapheme", maxLength: 60 }), fc.string({ unit: "grapheme-ascii", maxLength: 60 }))
  .map((text) =>
    text
      .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, "")
      .replace(/\s+/g, " ")
      .trim(),
  )
  .filter((text) => text !== "");

describe("plainTextLine", () => {
  it.each(TYPED_TEXTS)("keeps %j as typed", (text) => {
    expect(plainTextLine(text)).toBe(text);
  });

  it("turns control characters and line breaks into single spaces and trims", () => {
    expect(plainTextLine("  Hi\u0000there\r\nBcc: x \u0007 ")).toBe("Hi there Bcc: x");
  });

  it(
    "gives any printable line back unchanged",
    () => {
      fc.assert(
        fc.property(printableLine, (text) => {
          expect(plainTextLine(text)).toBe(text);
        }),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe("one-line form fields", () => {
  const fields = {
    "a required line": requiredLine("Name", 1000),
    "an optional line": optionalText("Tagline", 1000, { multiline: false }),
    "a team's name": createTeamSchema.shape.name,
    "a team's tagline": createTeamSchema.shape.tagline,
    "a team member's title": updateTeamMemberSchema.shape.title,
    "a project's summary": createProjectSchema.shape.summary,
    "an incubator's tagline": createIncubatorSchema.shape.tagline,
    "a position's title": createPositionSchema.shape.title,
    "a profile's headline": updateProfileSchema.shape.headline,
  };

  it.each(Object.entries(fields))(
    "%s keeps any printable text as typed",
    (_, schema) => {
      for (const text of TYPED_TEXTS) expect(schema.parse(text)).toBe(text);
      fc.assert(
        fc.property(
          printableLine.filter((text) => [...text].length <= 40),
          (text) => {
            expect(schema.parse(text)).toBe(text);
          },
        ),
        { numRuns: 100 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
