// @vitest-environment node
import { PAGES_RENDERED_WITH_DATA } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { type BuiltChunk, routePreloadFiles } from "./route-preloads.ts";
import { PAGE_MODULES } from "./src/app/page-modules.ts";

const ROOT = "/web";
const moduleId = (modulePath: string) => `${ROOT}/${modulePath}`;

function chunk(fileName: string, fields: Partial<BuiltChunk> = {}): BuiltChunk {
  return { fileName, imports: [], isEntry: false, facadeModuleId: null, moduleIds: [], ...fields };
}

/**
 * A build like the real one: an entry over the app's chunk, a chunk per page (each reading a shared
 * one), the access guard's and the first data's, and the feed page inside a chunk it shares with
 * another module, as when a page is also imported statically.
 */
function build(): BuiltChunk[] {
  const feed = PAGE_MODULES.feed;
  if (!feed) throw new Error("the feed has no page");
  const feedModule = moduleId(`src/${feed.module}.tsx`);
  const pages = [...new Set(Object.values(PAGE_MODULES).map(({ module }) => module))]
    .filter((module) => moduleId(`src/${module}.tsx`) !== feedModule)
    .map((module) =>
      chunk(`assets/${module.split("/").at(-1)}.js`, {
        facadeModuleId: moduleId(`src/${module}.tsx`),
        moduleIds: [moduleId(`src/${module}.tsx`)],
        imports: ["assets/app.js", "assets/shared.js"],
      }),
    );
  return [
    chunk("assets/index.js", { isEntry: true, imports: ["assets/runtime.js", "assets/app.js"] }),
    chunk("assets/runtime.js"),
    chunk("assets/app.js", { imports: ["assets/runtime.js"] }),
    chunk("assets/shared.js", { imports: ["assets/app.js"] }),
    chunk("assets/guard.js", {
      facadeModuleId: moduleId("src/app/guards/route-guard.tsx"),
      imports: ["assets/app.js"],
    }),
    chunk("assets/first-data.js", {
      facadeModuleId: moduleId("src/app/first-data.ts"),
      moduleIds: [moduleId("src/app/first-data.ts")],
    }),
    chunk("assets/feed-and-more.js", {
      moduleIds: [moduleId("src/lib/other.ts"), feedModule],
      imports: ["assets/shared.js"],
    }),
    ...pages,
  ];
}

describe("each route's page files", () => {
  it("are the page's chunk and its static imports, beyond the entry's", () => {
    const preloads = routePreloadFiles(build(), ROOT);
    expect(preloads.home).toEqual(["/assets/home-page.js", "/assets/shared.js"]);
  });

  it("find a page inside a chunk it shares, and add the guard and the first data where the route needs them", () => {
    expect(PAGES_RENDERED_WITH_DATA.forThePerson).toContain("feed");
    const preloads = routePreloadFiles(build(), ROOT);
    expect(preloads.feed).toEqual([
      "/assets/feed-and-more.js",
      "/assets/shared.js",
      "/assets/guard.js",
      "/assets/first-data.js",
    ]);
  });

  it("fail the build when a page is not in it", () => {
    const withoutHome = build().filter((built) => built.fileName !== "assets/home-page.js");
    expect(() => routePreloadFiles(withoutHome, ROOT)).toThrow(/home-page.tsx is not in the build/);
  });
});
