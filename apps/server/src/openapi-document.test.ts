import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/test-app";

let t: TestApp;
// Loading a database takes long on a busy machine; the test itself is quick.
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by the specification's own schema", async () => {
    const document = (await (await t.request("/api/openapi.json")).json()) as Parameters<
      Validator["validate"]
    >[0];
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("publishes the leaderboards with their query, for the dashboards that will read them", async () => {
    const document = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string }[] } }>;
    };
    const parameters = (path: string) =>
      document.paths[path]?.get?.parameters
        ?.filter((parameter) => parameter.in === "query")
        .map((p) => p.name);
    expect(parameters("/api/leaderboard")).toEqual(
      expect.arrayContaining(["period", "incubator", "cursor", "limit"]),
    );
    expect(parameters("/api/leaderboard/me")).toEqual(["incubator"]);
  });
});
