import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Config, getDefaultConfig } from "tailwind-merge";
// Build and test time only: the package's own class-group lookup, so the browser's answers are its answers.
import { createClassGroupUtils, createParseClassName } from "tailwind-merge/unstable-do-not-import";
import ts from "typescript";
import type { Plugin } from "vite";

const SOURCE_DIR = fileURLToPath(new URL("./src", import.meta.url));
/** The web's own code, where class names reach `cn`; tests and their helpers never run in the browser. */
const SOURCE_FILE = /\.tsx?$/;
const NOT_SHIPPED = /\.test\.tsx?$|^test\//;
const VIRTUAL_ID = "\0tailwind-merge-for-used-classes";

export type TailwindMergeConfig = Config<string, string>;

/** The names a file imports from packages: their components cannot call the web's `cn`. */
function packageImports(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !statement.importClause) continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (specifier.startsWith(".") || specifier.startsWith("@/")) continue;
    const { name, namedBindings } = statement.importClause;
    if (name) names.add(name.text);
    if (namedBindings && ts.isNamespaceImport(namedBindings)) names.add(namedBindings.name.text);
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const element of namedBindings.elements) names.add(element.name.text);
    }
  }
  return names;
}

/**
 * A `className="…"` written on an HTML element, or on a package's component (`<Link>`, an icon, a Radix
 * part): its classes go to the element as written and never through `cn`.
 */
function isClassNameOutsideCn(node: ts.StringLiteral, fromPackages: Set<string>): boolean {
  const attribute = node.parent;
  if (!ts.isJsxAttribute(attribute) || attribute.name.getText() !== "className") return false;
  const element = attribute.parent.parent;
  if (!ts.isJsxOpeningElement(element) && !ts.isJsxSelfClosingElement(element)) return false;
  const tag = element.tagName.getText();
  return /^[a-z]/.test(tag) || fromPackages.has(tag.split(".")[0] ?? "");
}

/**
 * Every word of the web's strings that could reach `cn` (lib/utils.ts's twMerge): the text of its string
 * and template literals, split at white space and quotes, but for the literal class names of HTML
 * elements and packages' components. A superset (most words are no class), which is what the trimmed
 * configuration needs: a class name built at run time from pieces is not in the style sheet either, as
 * Tailwind only finds whole names, and comments and text never reach `cn`.
 */
export async function classNameCandidates(): Promise<Set<string>> {
  const entries = await readdir(SOURCE_DIR, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !NOT_SHIPPED.test(path.relative(SOURCE_DIR, file).split(path.sep).join("/")));
  const candidates = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(file, await readFile(file, "utf8"), ts.ScriptTarget.Latest, true);
    const fromPackages = packageImports(source);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) && isClassNameOutsideCn(node, fromPackages)) return;
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
        for (const word of node.text.split(/[\s"'`]+/)) {
          if (word) candidates.add(word);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
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
 * The same configuration with the class groups named by number ("0", "1"…, in order), as the browser
 * gets it: a group's name only tells groups apart (tailwind-merge compares them, never shows them), and
 * the names were 0.4 KB of the entry. Arbitrary properties' groups ("arbitrary..color") cannot meet them.
 */
export function withNumberedGroups(config: TailwindMergeConfig): TailwindMergeConfig {
  const numbers = new Map(Object.keys(config.classGroups).map((groupId, index) => [groupId, String(index)]));
  const renamed = (groupId: string) => numbers.get(groupId) ?? groupId;
  const renamedTable = (table: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(table).map(([groupId, groupIds = []]) => [renamed(groupId), groupIds.map(renamed)]),
    );
  return {
    ...config,
    classGroups: Object.fromEntries(
      Object.entries(config.classGroups).map(([groupId, classes]) => [renamed(groupId), classes]),
    ),
    conflictingClassGroups: renamedTable(config.conflictingClassGroups),
    conflictingClassGroupModifiers: renamedTable(config.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (config.postfixLookupClassGroups ?? []).map(renamed),
  };
}

/** `withNumberedGroups(config)` as a JavaScript expression: the numbered groups as one array, spread into an object. */
export function numberedConfigSource(config: TailwindMergeConfig): string {
  const { classGroups, ...rest } = withNumberedGroups(config);
  return `{ ...${JSON.stringify(rest)}, classGroups: { ...${JSON.stringify(Object.values(classGroups))} } }`;
}

function tailwindMergeModule(config: TailwindMergeConfig): string {
  return [
    'import { createTailwindMerge } from "tailwind-merge";',
    'export * from "tailwind-merge";',
    `const config = ${numberedConfigSource(config)};`,
    "export const twMerge = createTailwindMerge(() => config);",
    "",
  ].join("\n");
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
      return tailwindMergeModule(trimmedTailwindMergeConfig(await classNameCandidates()));
    },
  };
}
