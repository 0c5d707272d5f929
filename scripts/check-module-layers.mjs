// The module layers of docs/decisions/033-module-layers.md, checked on the import lines: `npm run lint`
// runs it after Biome. It reads the source as text (no TypeScript build), so it takes well under a second.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const SERVER_MODULES = "apps/server/src/modules";
const WEB_SRC = "apps/web/src";

/** The module every area reads access from; all its files are public. */
const ACCESS_MODULE = "access";

/** A module's public files, which other modules may import: its operations and its policy. */
function isPublicFile(moduleName, fileName) {
  if (moduleName === ACCESS_MODULE) return true;
  return fileName.endsWith(".service.ts") || fileName.endsWith(".policy.ts");
}

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs)$/;
const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;
// `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`; comments are removed first.
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

function sourceFiles(directory) {
  let entries;
  try {
    // Sorted, so the problems come in the same order on every file system.
    entries = readdirSync(directory).sort();
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(directory, entry);
    if (statSync(path).isDirectory()) return entry === "node_modules" ? [] : sourceFiles(path);
    return SOURCE_FILE.test(entry) && !TEST_FILE.test(entry) ? [path] : [];
  });
}

function importSpecifiers(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  return [...code.matchAll(IMPORT_SPECIFIER)].map((match) => match[1]);
}

/** The repository-relative path an import points at (without extension), or null for a package. */
function importTarget(root, file, specifier) {
  if (specifier.startsWith(".")) return toPosix(relative(root, resolve(dirname(file), specifier)));
  if (specifier.startsWith("@/") && toPosix(relative(root, file)).startsWith(`${WEB_SRC}/`)) {
    return `${WEB_SRC}/${specifier.slice(2)}`;
  }
  return null;
}

const toPosix = (path) => path.split(sep).join("/");

/** `modules/<name>/…` → { name, rest }, for a repository-relative path. */
function serverModuleOf(path) {
  if (!path.startsWith(`${SERVER_MODULES}/`)) return null;
  const [name, ...rest] = path.slice(SERVER_MODULES.length + 1).split("/");
  return rest.length === 0 ? null : { name, rest: rest.join("/") };
}

function webFeatureOf(path) {
  if (!path.startsWith(`${WEB_SRC}/features/`)) return null;
  return path.slice(`${WEB_SRC}/features/`.length).split("/")[0];
}

/** Module-level cycles: every strongly connected group of more than one module (Tarjan). */
function moduleCycles(edges) {
  const index = new Map();
  const lowLink = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node), lowLink.get(next)));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node), index.get(next)));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** Every broken layer rule under `root`, as readable lines (empty when the tree keeps the rules). */
export function checkModuleLayers(root) {
  const problems = [];
  const moduleEdges = new Map();
  const edgeExamples = new Map();
  for (const file of sourceFiles(join(root, SERVER_MODULES))) {
    const from = serverModuleOf(toPosix(relative(root, file)));
    if (!from) continue;
    if (!moduleEdges.has(from.name)) moduleEdges.set(from.name, new Set());
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      const target = importTarget(root, file, specifier);
      const to = target && serverModuleOf(target);
      if (!to || to.name === from.name) continue;
      const fromPath = `${SERVER_MODULES}/${from.name}/${from.rest}`;
      const fileName = to.rest.split("/").pop();
      if (!isPublicFile(to.name, `${fileName.replace(/\.(js|ts)$/, "")}.ts`)) {
        problems.push(`${fromPath} imports "${specifier}", which is internal to module ${to.name}`);
      }
      moduleEdges.get(from.name).add(to.name);
      edgeExamples.set(`${from.name} -> ${to.name}`, fromPath);
    }
  }
  for (const group of moduleCycles(moduleEdges)) {
    const inGroup = new Set(group);
    const edges = group.flatMap((name) =>
      [...moduleEdges.get(name)]
        .filter((next) => inGroup.has(next))
        .map((next) => `${name} -> ${next} (${edgeExamples.get(`${name} -> ${next}`)})`),
    );
    problems.push(`server modules import each other in a cycle: ${group.join(", ")}; ${edges.join("; ")}`);
  }

  for (const file of sourceFiles(join(root, WEB_SRC))) {
    const path = toPosix(relative(root, file));
    const fromFeature = webFeatureOf(path);
    const inShared = path.startsWith(`${WEB_SRC}/lib/`) || path.startsWith(`${WEB_SRC}/components/`);
    if (!fromFeature && !inShared) continue;
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      const target = importTarget(root, file, specifier);
      const toFeature = target && webFeatureOf(target);
      if (!toFeature) continue;
      if (inShared) {
        problems.push(`${path} imports "${specifier}": the web lib and components must not import features`);
      } else if (toFeature !== fromFeature) {
        problems.push(`${path} imports "${specifier}": a web feature must not import another feature`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const problems = checkModuleLayers(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} module layer problem(s); see docs/decisions/033-module-layers.md`);
    process.exit(1);
  }
}
