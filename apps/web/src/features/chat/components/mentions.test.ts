import { describe, expect, it } from "vitest";
import { toStoredMentions, toWrittenMentions } from "./mentions";

const ada = { id: "user-ada", name: "Ada Lovelace", image: null, handle: "ada-lovelace" };
const short = { id: "user-a", name: "Ada", image: null, handle: "ada" };

describe("toStoredMentions", () => {
  it("stores each written mention as the person's token, the longest name first", () => {
    expect(toStoredMentions("Thanks @Ada Lovelace and @Ada!", [short, ada])).toBe(
      "Thanks <@user-ada> and <@user-a>!",
    );
  });

  it("keeps @Name inside inline code and code blocks as written", () => {
    const text = "Ping @Ada, run `notify @Ada Lovelace` then\n```\nmention(@Ada)\n```\nand @Ada Lovelace";
    expect(toStoredMentions(text, [short, ada])).toBe(
      "Ping <@user-a>, run `notify @Ada Lovelace` then\n```\nmention(@Ada)\n```\nand <@user-ada>",
    );
  });

  it("treats a code block nobody closed as code to the end, as the message shows it", () => {
    expect(toStoredMentions("@Ada look:\n```\n@Ada", [short])).toBe("<@user-a> look:\n```\n@Ada");
  });

  it("writes stored mentions back as names for editing", () => {
    expect(toWrittenMentions("Hi <@user-ada> and <@nobody>", [ada])).toBe("Hi @Ada Lovelace and <@nobody>");
  });
});
