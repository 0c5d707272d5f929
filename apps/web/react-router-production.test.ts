// @vitest-environment node
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist",
);

/** A build's modules, with the hashes of its chunk names and the developer-warnings switch taken out. */
async function modules(build: "development" | "production"): Promise<string[]> {
  const files = (await readdir(path.join(dist, build))).filter((file) => file.endsWith(".mjs"));
  const texts = await Promise.all(files.map((file) => readFile(path.join(dist, build, file), "utf8")));
  return texts
    .map((text) =>
      text
        .replaceAll(/chunk-[A-Z0-9]+\.mjs/g, "chunk.mjs")
        .replace(/var ENABLE_DEV_WARNINGS = (?:true|false);/, ""),
    )
    .toSorted();
}

describe("React Router's production build (vite.config.ts aliases it for the web build)", () => {
  it("is the development build without its developer warnings", async () => {
    const [development, production] = await Promise.all([modules("development"), modules("production")]);
    expect(production).toEqual(development);
  });
});
