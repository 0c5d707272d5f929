import { describe, expect, it } from "vitest";
import { mentionIdsIn } from "./mention-textarea";

const ada = { id: "user-ada", name: "Ada Lovelace", image: null, handle: "ada-lovelace" };
const grace = { id: "user-grace", name: "Grace Hopper", image: null, handle: "grace-hopper" };

describe("mentionIdsIn", () => {
  it("keeps the chosen people whose @Name is still in the text", () => {
    expect(mentionIdsIn("Thanks @Ada Lovelace!", [ada, grace])).toEqual(["user-ada"]);
  });

  it("mentions nobody whose @Name is only inside inline code or a code block", () => {
    const text =
      "Run `notify @Ada Lovelace` and\n\n```\nping(@Grace Hopper)\n```\n\n~~~\n@Ada Lovelace\n~~~\n";
    expect(mentionIdsIn(text, [ada, grace])).toEqual([]);
    expect(mentionIdsIn(`${text}Thanks @Grace Hopper`, [ada, grace])).toEqual(["user-grace"]);
    expect(mentionIdsIn("```\nunclosed @Ada Lovelace", [ada])).toEqual([]);
  });
});
