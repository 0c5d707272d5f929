import { describe, expect, it } from "vitest";
import { mentionedIds } from "./chat-messages";

describe("mentionedIds", () => {
  it("finds each mention token once, in order", () => {
    expect(mentionedIds("<@ada> and <@grace>, again <@ada>")).toEqual(["ada", "grace"]);
  });

  it("counts no token inside inline code or a code block, which the page shows as written", () => {
    expect(mentionedIds("ping <@ada>: `<@grace>` and\n```\n<@linus>\n```\nthen <@margaret>")).toEqual([
      "ada",
      "margaret",
    ]);
    expect(mentionedIds("```\nunclosed <@ada>")).toEqual([]);
  });
});
