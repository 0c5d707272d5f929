import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { Endpoint } from "./api-endpoint";

/*
 * The web's production build calls the API with contracts stripped of their schemas (apps/web/
 * contracts-without-schemas.ts), so it reads answers as the server sent them, without the parse that
 * development and the tests do. That is the same data only if no response schema changes what it
 * checks: no transform, pipe, default, catch, coercion or overwriting check (`trim`, `toLowerCase`).
 * Objects do drop keys they do not name; the server sends only the named ones, and the web's types
 * name no other, so no page reads them.
 */

/** Schema kinds whose parse, on JSON it accepts, returns that JSON (apart from unnamed object keys). */
const PASS_THROUGH_TYPES = new Set([
  "string",
  "number",
  "boolean",
  "null",
  "literal",
  "enum",
  "template_literal",
  "any",
  "unknown",
  "custom",
  "object",
  "record",
  "array",
  "tuple",
  "union",
  "intersection",
  "optional",
  "nullable",
  "nonoptional",
  "readonly",
  "lazy",
]);

interface SchemaDef {
  type: string;
  coerce?: boolean;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
}

/** Where, in a schema, its output can differ from its input; none for a schema that passes data through. */
function changesOf(schema: z.ZodType, at = "answer", seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as SchemaDef;
  if (!PASS_THROUGH_TYPES.has(def.type)) return [`${at}: ${def.type}`];
  if (def.coerce) return [`${at}: coerced ${def.type}`];
  const overwrites = (def.checks ?? []).filter((check) => check._zod.def.check === "overwrite");
  if (overwrites.length > 0) return [`${at}: a check that rewrites the value`];
  const inner: [string, z.ZodType | null | undefined][] = [
    ...Object.entries(def.shape ?? {}).map(([key, value]): [string, z.ZodType] => [`${at}.${key}`, value]),
    [`${at}[other keys]`, def.catchall],
    [`${at}[]`, def.element],
    ...(def.items ?? []).map((item, index): [string, z.ZodType] => [`${at}[${index}]`, item]),
    [`${at}[rest]`, def.rest],
    ...(def.options ?? []).map((option, index): [string, z.ZodType] => [`${at}|${index}`, option]),
    [`${at}&left`, def.left],
    [`${at}&right`, def.right],
    [`${at}{key}`, def.keyType],
    [`${at}{value}`, def.valueType],
    [at, def.innerType],
    [at, def.getter?.()],
  ];
  return inner.flatMap(([path, child]) => (child ? changesOf(child, path, seen) : []));
}

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value;
}

/** Every endpoint of every contract module, the ones added after this test included. */
const endpointsDir = fileURLToPath(new URL("./endpoints/", import.meta.url));
const modules = await Promise.all(
  readdirSync(endpointsDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map(
      async (file): Promise<[string, Record<string, unknown>]> => [file, await import(`./endpoints/${file}`)],
    ),
);
const endpoints = modules.flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]): [string, Endpoint][] => {
    if (isEndpoint(value)) return [[`${file} ${name}`, value]];
    if (typeof value !== "object" || value === null) return [];
    return Object.entries(value)
      .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
      .map(([key, endpoint]) => [`${file} ${name}.${key}`, endpoint]);
  }),
);

describe("the endpoints' response schemas", () => {
  it("finds the contracts", () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it.each(endpoints.filter(([, endpoint]) => endpoint.response))(
    "%s answers data as it was sent",
    (_name, endpoint) => {
      expect(changesOf(endpoint.response as z.ZodType)).toEqual([]);
    },
  );
});

describe("changesOf", () => {
  it("finds what changes the data, however deep", () => {
    expect(changesOf(z.object({ a: z.array(z.string().trim()) }))).toEqual([
      "answer.a[]: a check that rewrites the value",
    ]);
    expect(changesOf(z.object({ a: z.string().default("x") }))).toEqual(["answer.a: default"]);
    expect(changesOf(z.union([z.null(), z.string().transform(Number)]))).toEqual(["answer|1: pipe"]);
    expect(changesOf(z.coerce.number())).toEqual(["answer: coerced number"]);
    expect(changesOf(z.object({ when: z.date() }).nullable())).toEqual(["answer.when: date"]);
    expect(changesOf(z.looseObject({}).catchall(z.string().catch("")))).toEqual([
      "answer[other keys]: catch",
    ]);
  });

  it("passes schemas that only check", () => {
    const node: z.ZodType = z.lazy(() => z.object({ children: z.array(node) }));
    expect(
      changesOf(
        z.object({
          id: z.string().min(1),
          email: z.email(),
          kind: z.enum(["a", "b"]),
          count: z.number().int().nonnegative(),
          tags: z.record(z.string(), z.boolean()).optional(),
          tree: node,
        }),
      ),
    ).toEqual([]);
  });
});
