// @vitest-environment node
import { readdir } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { contractsWithoutSchemas, ENDPOINTS_DIR, isContractModule } from "./contracts-without-schemas.ts";

const ENTRY_ID = "virtual:contracts-entry.js";

interface ContractModule {
  file: string;
  exports: Record<string, unknown>;
}

/** Every contract module of the folder, the ones written after this test included. */
async function contractModules(): Promise<ContractModule[]> {
  const files = (await readdir(ENDPOINTS_DIR))
    .map((name) => path.join(ENDPOINTS_DIR, name))
    .filter(isContractModule);
  return Promise.all(files.map(async (file) => ({ file, exports: await import(file) })));
}

function isEndpoint(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && "method" in value && "path" in value;
}

/** The exports that are endpoints or groups of them, by module. */
function endpointExports({ exports }: ContractModule): string[] {
  return Object.keys(exports).filter((name) => {
    const value = exports[name];
    return (
      isEndpoint(value) ||
      (typeof value === "object" && value !== null && Object.values(value).every(isEndpoint))
    );
  });
}

/** Builds, with the plugin, a bundle that imports every endpoint export of every contract module. */
async function bundleEndpointExports(modules: ContractModule[]): Promise<string> {
  const entry: Plugin = {
    name: "contracts-entry",
    resolveId: (id) => (id === ENTRY_ID ? id : null),
    load(id) {
      if (id !== ENTRY_ID) return null;
      const imports = modules.map(
        (module, index) =>
          `import { ${endpointExports(module)
            .map((name) => `${name} as m${index}_${name}`)
            .join(", ")} } from ${JSON.stringify(module.file)};`,
      );
      const exported = modules.flatMap((module, index) =>
        endpointExports(module).map((name) => `${JSON.stringify(`${index}:${name}`)}: m${index}_${name}`),
      );
      return `${imports.join("\n")}\nexport default { ${exported.join(", ")} };\n`;
    },
  };
  const output = (await build({
    configFile: false,
    logLevel: "silent",
    plugins: [contractsWithoutSchemas(), entry],
    build: {
      write: false,
      minify: false,
      rollupOptions: {
        input: ENTRY_ID,
        preserveEntrySignatures: "strict",
        output: { format: "cjs", exports: "default" },
      },
    },
  })) as Rollup.RollupOutput;
  const chunks = output.output.filter((item) => item.type === "chunk");
  expect(chunks).toHaveLength(1);
  return chunks[0]?.code ?? "";
}

function runCommonJs(code: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  new Function("module", "exports", "require", code)(module, module.exports, () => {
    throw new Error("the contracts without schemas import nothing");
  });
  return module.exports;
}

describe("contractsWithoutSchemas", () => {
  // Builds every contract module through Vite: 14 s at a load of 15 on two cores, past the project's 30 s
  // at a load of 30. The limit only catches a hang.
  it("gives the web every endpoint's address, method, status and upload field, and no zod", async () => {
    const modules = await contractModules();
    expect(modules.length).toBeGreaterThan(5);
    const code = await bundleEndpointExports(modules);

    expect(code).not.toMatch(/zod|_zod|safeParse/i);
    const built = runCommonJs(code);
    const expected: Record<string, unknown> = {};
    modules.forEach((module, index) => {
      for (const name of endpointExports(module)) {
        const value = module.exports[name];
        const project = (endpoint: Record<string, unknown>) =>
          Object.fromEntries(
            ["method", "path", "status", "upload"]
              .filter((field) => endpoint[field] !== undefined)
              .map((field) => [field, endpoint[field]]),
          );
        expected[`${index}:${name}`] = isEndpoint(value)
          ? project(value)
          : Object.fromEntries(
              Object.entries(value as Record<string, Record<string, unknown>>).map(([key, endpoint]) => [
                key,
                project(endpoint),
              ]),
            );
      }
    });
    expect(built).toEqual(expected);
  }, 120_000);

  it("keeps a contract module's other exports, as written", async () => {
    const subscriptions = path.join(ENDPOINTS_DIR, "subscriptions.ts");
    const output = (await build({
      configFile: false,
      logLevel: "silent",
      plugins: [
        contractsWithoutSchemas(),
        {
          name: "schema-entry",
          resolveId: (id) => (id === ENTRY_ID ? id : null),
          load: (id) =>
            id === ENTRY_ID
              ? `import { stripeWebhookResponseSchema } from ${JSON.stringify(subscriptions)};\nexport default stripeWebhookResponseSchema.parse({ received: true, duplicate: false, extra: 1 });\n`
              : null,
        },
      ],
      build: {
        write: false,
        rollupOptions: {
          input: ENTRY_ID,
          preserveEntrySignatures: "strict",
          output: { format: "cjs", exports: "default" },
        },
      },
    })) as Rollup.RollupOutput;
    const chunk = output.output.find((item) => item.type === "chunk");
    expect(runCommonJs(chunk?.code ?? "")).toEqual({ received: true, duplicate: false });
  });

  it("serves the contract modules only, not their tests nor the schemas they import", () => {
    expect(isContractModule(path.join(ENDPOINTS_DIR, "incubators.ts"))).toBe(true);
    expect(isContractModule(path.join(ENDPOINTS_DIR, "incubators.test.ts"))).toBe(false);
    expect(isContractModule(path.join(ENDPOINTS_DIR, "../incubators.ts"))).toBe(false);
  });
});
