import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";

/** The shared contracts (`defineEndpoint`, docs/decisions/016-typed-api-contract.md), one module per area. */
export const ENDPOINTS_DIR = fileURLToPath(new URL("../../packages/shared/src/endpoints/", import.meta.url));
/** The id under which the build still reaches a contract module as written, for its other exports. */
const AS_WRITTEN_QUERY = "?as-written";

/** What the web's `callApi` reads of an endpoint at run time. */
const RUNTIME_FIELDS = ["method", "path", "status", "upload"] as const;

type RuntimeEndpoint = Partial<Record<(typeof RUNTIME_FIELDS)[number], unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEndpoint(value: unknown): value is Record<string, unknown> {
  return (
    isRecord(value) &&
    typeof value.method === "string" &&
    typeof value.path === "string" &&
    value.path.startsWith("/api/") &&
    typeof value.status === "number"
  );
}

/** An area's endpoints (`incubatorEndpoints`): an object whose every value is an endpoint. */
function isEndpointGroup(value: unknown): value is Record<string, Record<string, unknown>> {
  return isRecord(value) && Object.keys(value).length > 0 && Object.values(value).every(isEndpoint);
}

function runtimeEndpoint(endpoint: Record<string, unknown>): RuntimeEndpoint {
  const fields: RuntimeEndpoint = {};
  for (const field of RUNTIME_FIELDS) {
    if (endpoint[field] !== undefined) fields[field] = endpoint[field];
  }
  return fields;
}

export function isContractModule(id: string): boolean {
  const file = id.split("?")[0] ?? id;
  return (
    path.dirname(file) === path.resolve(ENDPOINTS_DIR) && file.endsWith(".ts") && !file.endsWith(".test.ts")
  );
}

/**
 * The module the browser gets for a contract module: each exported endpoint (or group of endpoints) as
 * plain data with the fields `callApi` reads, and every other export taken from the module as written,
 * which the bundler leaves out when the web does not use it.
 */
function renderWithoutSchemas(file: string, exports: Record<string, unknown>): string {
  const lines: string[] = [];
  const otherExports: string[] = [];
  const exportAs = (name: string, data: unknown) =>
    name === "default"
      ? `export default ${JSON.stringify(data)};`
      : `export const ${name} = ${JSON.stringify(data)};`;
  for (const [name, value] of Object.entries(exports)) {
    if (isEndpoint(value)) {
      lines.push(exportAs(name, runtimeEndpoint(value)));
    } else if (isEndpointGroup(value)) {
      const group = Object.fromEntries(
        Object.entries(value).map(([key, endpoint]) => [key, runtimeEndpoint(endpoint)]),
      );
      lines.push(exportAs(name, group));
    } else {
      otherExports.push(name);
    }
  }
  if (otherExports.length > 0) {
    lines.push(`export { ${otherExports.join(", ")} } from ${JSON.stringify(file + AS_WRITTEN_QUERY)};`);
  }
  return `${lines.join("\n")}\n`;
}

/** Runs the contract module in Node, as the server would, for the values of its exports. */
async function loadContractModule(
  file: string,
): Promise<{ exports: Record<string, unknown>; files: string[] }> {
  const { module, dependencies } = await runnerImport<Record<string, unknown>>(file, {
    configFile: false,
    logLevel: "error",
  });
  return { exports: { ...module }, files: dependencies };
}

/**
 * The web's production build only: each contract module of packages/shared/src/endpoints comes without
 * its zod schemas. A page that calls the API then loads the endpoints' addresses, not the schema library
 * (about 35 KB brotli); `callApi` skips the answer's check for an endpoint without a response schema. In
 * development and in the web's tests the contracts load as written, and every answer is checked, so a
 * drift between the server and the web still fails there. Types always come from the real module.
 */
export function contractsWithoutSchemas(): Plugin {
  return {
    name: "hatchery-contracts-without-schemas",
    apply: "build",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(AS_WRITTEN_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -AS_WRITTEN_QUERY.length), importer, {
        skipSelf: true,
      });
      // Nothing in a contract module runs for its effect: what the web does not import can go.
      return resolved ? { id: resolved.id + AS_WRITTEN_QUERY, moduleSideEffects: false } : null;
    },
    async load(id) {
      if (!isContractModule(id)) return null;
      if (id.endsWith(AS_WRITTEN_QUERY)) return null;
      const { exports, files } = await loadContractModule(id);
      for (const file of files) this.addWatchFile(file);
      return { code: renderWithoutSchemas(id, exports), moduleSideEffects: false };
    },
  };
}
