import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Config, getDefaultConfig } from "tailwind-merge";
// Build and test time only: the package's own class-group lookup, so the browser's answers are its answers.
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";
import type { Plugin } from "vite";

const WEB_ROOT = fileURLToPath(new URL(".", import.meta.url));
/** Where the web's class names are written: the same files Tailwind reads to build the style sheet. */
const SOURCE_DIR = path.join(WEB_ROOT, "src");
const SOURCE_FILE = /\.(?:ts|tsx|html)$/;
const VIRTUAL_ID = "\0tailwind-merge-for-used-classes";

export type TailwindMergeConfig = Config<string, string>;

/**
 * Every word of the web's source that could be a class name: its text split at white space and quotes.
 * A superset (most words are no class), which is what the trimmed configuration needs: a class name
 * built at run time from pieces is not in the style sheet either, as Tailwind only finds whole names.
 */
export async function classNameCandidates(): Promise<Set<string>> {
  const entries = await readdir(SOURCE_DIR, { recursive: true, withFileTypes: true });
  const files = [
    path.join(WEB_ROOT, "index.html"),
    ...entries
      .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ];
  const candidates = new Set<string>();
  for (const file of files) {
    for (const word of (await readFile(file, "utf8")).split(/[\s"'`]+/)) {
      if (word) candidates.add(word);
    }
  }
  return candidates;
}

/** The names tailwind-merge looks a class up by: its base (without variants and `!`), with and without a `/` modifier. */
export function lookupNames(
  className: string,
  parseClassName: ReturnType<typeof createParseClassName>,
): string[] {
  const { isExternal, baseClassName, maybePostfixModifierPosition } = parseClassName(className);
  if (isExternal || !baseClassName) return [];
  return maybePostfixModifierPosition
    ? [baseClassName, baseClassName.slice(0, maybePostfixModifierPosition)]
    : [baseClassName];
}

/**
 * tailwind-merge's default configuration cut down to the classes the web uses. The default one describes
 * every Tailwind utility with validators and theme scales (about 7 KB brotli on every view); this one
 * names each used class literally under the class group the default configuration gives it, with the
 * default conflicts between those groups, so every class of the web merges exactly as before.
 */
export function trimmedTailwindMergeConfig(candidates: Iterable<string>): TailwindMergeConfig {
  const full = getDefaultConfig();
  const parseClassName = createParseClassName(full);
  const { getClassGroupId } = createClassGroupUtils(full);
  const classGroups: Record<string, Set<string>> = {};
  for (const candidate of candidates) {
    for (const name of lookupNames(candidate, parseClassName)) {
      // Arbitrary properties (`[mask-type:alpha]`) are recognised by their form, with no configuration.
      if (name.startsWith("[")) continue;
      const groupId = getClassGroupId(name);
      if (!groupId) continue;
      const names = classGroups[groupId] ?? new Set<string>();
      // A leading "-" (a negative value) is skipped by the lookup, so the class is named without it.
      names.add(name.startsWith("-") ? name.slice(1) : name);
      classGroups[groupId] = names;
    }
  }
  const used = (groupIds: readonly string[] = []) => groupIds.filter((groupId) => groupId in classGroups);
  const onlyUsedGroups = <Value extends readonly string[]>(table: Partial<Record<string, Value>>) =>
    Object.fromEntries(
      Object.entries(table)
        .filter(([groupId]) => groupId in classGroups)
        .map(([groupId, groupIds]) => [groupId, used(groupIds)]),
    );
  return {
    cacheSize: full.cacheSize,
    theme: {},
    classGroups: Object.fromEntries(
      Object.entries(classGroups).map(([groupId, names]) => [groupId, [...names]]),
    ),
    conflictingClassGroups: onlyUsedGroups(full.conflictingClassGroups),
    conflictingClassGroupModifiers: onlyUsedGroups(full.conflictingClassGroupModifiers),
    orderSensitiveModifiers: full.orderSensitiveModifiers,
    postfixLookupClassGroups: used(full.postfixLookupClassGroups),
  };
}

/**
 * The web's production build only: `twMerge` (lib/utils.ts's `cn`) runs on a configuration that names
 * the classes the web's source uses, instead of the one describing all of Tailwind. Development and the
 * tests use the package as it is; tailwind-merge-for-used-classes.test.ts holds the two to the same
 * answers for every class of the source.
 */
export function tailwindMergeForUsedClasses(): Plugin {
  return {
    name: "hatchery-tailwind-merge-for-used-classes",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== "tailwind-merge" || !importer?.startsWith(SOURCE_DIR)) return null;
      return VIRTUAL_ID;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) return null;
      const config = trimmedTailwindMergeConfig(await classNameCandidates());
      return [
        'import { createTailwindMerge } from "tailwind-merge";',
        'export * from "tailwind-merge";',
        `const config = ${JSON.stringify(config)};`,
        "export const twMerge = createTailwindMerge(() => config);",
        "",
      ].join("\n");
    },
  };
}
