// @vitest-environment node
import fc from "fast-check";
import { createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";
import { describe, expect, it } from "vitest";
import {
  classNameCandidates,
  lookupNames,
  numberedConfigSource,
  trimmedTailwindMergeConfig,
  withNumberedGroups,
} from "./tailwind-merge-for-used-classes.ts";

const candidates = await classNameCandidates();
const trimmed = trimmedTailwindMergeConfig(candidates);
const full = getDefaultConfig();
const parseClassName = createParseClassName(full);
const fullGroups = createClassGroupUtils(full);
const trimmedGroups = createClassGroupUtils(trimmed);
/** The source's words that tailwind-merge takes for Tailwind classes. */
const classNames = [...candidates].filter((candidate) =>
  lookupNames(candidate, parseClassName).some((name) => fullGroups.getClassGroupId(name)),
);

describe("tailwind-merge for the classes the web uses", () => {
  it("finds the web's classes", () => {
    expect(classNames).toEqual(expect.arrayContaining(["flex", "text-muted-foreground", "hover:bg-accent"]));
  });

  it("puts every class of the source in the group the full configuration gives it, with the same conflicts", () => {
    for (const className of classNames) {
      for (const name of lookupNames(className, parseClassName)) {
        const groupId = fullGroups.getClassGroupId(name);
        expect(trimmedGroups.getClassGroupId(name), name).toBe(groupId);
        if (!groupId) continue;
        for (const postfix of [false, true]) {
          expect(trimmedGroups.getConflictingClassGroupIds(groupId, postfix).toSorted(), name).toEqual(
            fullGroups
              .getConflictingClassGroupIds(groupId, postfix)
              .filter((conflicting) => conflicting in trimmed.classGroups)
              .toSorted(),
          );
        }
      }
    }
  });

  it("writes the numbered configuration for the browser as it is", () => {
    expect(new Function(`return ${numberedConfigSource(trimmed)};`)()).toEqual(withNumberedGroups(trimmed));
  });

  it("merges any mix of the source's classes as twMerge does, with the numbered groups the browser gets", () => {
    const numbered = withNumberedGroups(trimmed);
    const trimmedMerge = createTailwindMerge(() => numbered);
    // Classes of one group, and of groups in conflict, meet often: a component's classes and its caller's.
    const byGroup = new Map<string, string[]>();
    for (const className of classNames) {
      const groupId = fullGroups.getClassGroupId(lookupNames(className, parseClassName).at(-1) ?? "") ?? "";
      byGroup.set(groupId, [...(byGroup.get(groupId) ?? []), className]);
    }
    const groups = [...byGroup.values()];
    const someClasses = fc.oneof(
      fc.array(fc.constantFrom(...classNames, "custom-class"), { minLength: 2, maxLength: 8 }),
      fc
        .array(fc.constantFrom(...groups), { minLength: 1, maxLength: 3 })
        .chain((picked) =>
          fc.array(fc.tuple(fc.constantFrom("", "hover:", "md:", "!"), fc.constantFrom(...picked.flat())), {
            minLength: 2,
            maxLength: 6,
          }),
        )
        .map((pairs) => pairs.map(([variant, className]) => `${variant}${className}`)),
    );
    fc.assert(
      fc.property(someClasses, (classes) => {
        const list = classes.join(" ");
        expect(trimmedMerge(list)).toBe(twMerge(list));
      }),
      { numRuns: 3000 },
    );
  });
});
