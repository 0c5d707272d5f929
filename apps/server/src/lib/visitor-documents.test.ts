import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_LIMIT_MAX } from "@hatchery/shared";
import { describe, expect, it } from "vitest";
import { buildWithRenderer, webAppAlone } from "../test/web-app-alone";

/** Runs `test` over a build in a folder of its own, with the test renderer and a document shell. */
async function withDocumentBuild(test: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
  try {
    await buildWithRenderer(dir);
    await writeFile(
      path.join(dir, ".vite/document-shell.html"),
      `<html><head><title>Hatchery</title></head><body>\n<div id="root"></div>\n</body></html>`,
    );
    await test(dir);
  } finally {
    Reflect.deleteProperty(globalThis, "rendererCalls");
    await rm(dir, { recursive: true, force: true });
  }
}

/** The reads a page's document was drawn with, as the test renderer writes them; undefined for no document. */
async function documentReads(app: ReturnType<typeof webAppAlone>, address: string) {
  return /<div id="root" data-document>.*<p>A document of ([^<]*)<\/p>/.exec(
    await (await app.request(address)).text(),
  )?.[1];
}

describe("pages drawn for a visitor as documents", () => {
  it("directories go as documents drawn with their address's list and their filter's choices while their list has no next page", async () => {
    let choicesStatus = 200;
    await withDocumentBuild(async (dir) => {
      const app = webAppAlone(dir, {
        readApi: async (address) => {
          if (address.startsWith("/api/incubators?limit=")) {
            const choices = { items: [{ name: "North" }], nextCursor: null, undated: true };
            return Response.json(choices, { status: choicesStatus });
          }
          const more = address.includes("search=many");
          return Response.json({
            items: [{ name: "Rocket" }],
            nextCursor: more ? "next" : null,
            undated: true,
          });
        },
      });
      const documentOf = (address: string) => documentReads(app, address);

      expect(await documentOf("/teams?stage=idea")).toBe("/api/teams?stage=idea /api/incubators");
      expect(await documentOf("/projects?tag=ai&search=")).toBe(
        `/api/projects?tag=ai /api/incubators?limit=${PAGE_LIMIT_MAX}`,
      );
      expect(await documentOf("/incubators?accepting=accepting")).toBe("/api/incubators?accepting=true");

      // A list that goes on needs the app's "Load more"; a filter without its choices, the app's read.
      const many = await (await app.request("/teams?search=many")).text();
      expect(many).not.toContain("data-document");
      expect(many).toContain('data-embedded-answer data-address="/api/teams?search=many"');
      choicesStatus = 503;
      expect(await documentOf("/projects?tag=web")).toBeUndefined();
      // Someone signed in gets the app.
      const signedIn = await app.request("/teams?stage=idea", {
        headers: { Cookie: "hatchery.session_token=x" },
      });
      expect(await signedIn.text()).toContain('<div id="root"><p>The frame</p></div>');
    });
  });

  it("an incubator's page is drawn with its sections' reads, and an address that opens its plans left to the app", async () => {
    let projectsCursor: string | null = null;
    await withDocumentBuild(async (dir) => {
      const app = webAppAlone(dir, {
        readApi: async (address) => {
          if (address.startsWith("/api/projects")) {
            // What the test's renderer draws the page with: its last read's first name.
            return Response.json({ items: [{ name: "Solar" }], nextCursor: projectsCursor, undated: true });
          }
          if (address.startsWith("/api/teams")) return Response.json({ items: [], nextCursor: null });
          return Response.json({ incubator: { name: "North" }, items: [], undated: true });
        },
      });
      const documentOf = (address: string) => documentReads(app, address);

      expect(await documentOf("/incubators/north")).toBe(
        [
          "/api/incubators/north",
          "/api/incubators/north/courses",
          "/api/incubators/north/funding-calls",
          "/api/teams?incubator=north",
          "/api/projects?incubator=north",
        ].join(" "),
      );
      // Its plan buttons' address opens the dialog, which only the app has.
      expect(await documentOf("/incubators/north?plans=charter")).toBeUndefined();
      // A community list that goes on needs the app's "More projects".
      projectsCursor = "next";
      expect(await documentOf("/incubators/north")).toBeUndefined();
    });
  });

  it("an address with a subscribe link is left to the app, which turns it into the intent sign-in carries", async () => {
    await withDocumentBuild(async (dir) => {
      await writeFile(
        path.join(dir, ".vite/visitor-documents.json"),
        JSON.stringify({ home: "<html><body><p>The home document</p></body></html>" }),
      );
      const app = webAppAlone(dir, {
        readApi: async () => Response.json({ team: { name: "Rocket", undated: true } }),
      });
      const pageOf = async (address: string) => (await app.request(address)).text();

      expect(await pageOf("/")).toContain("The home document");
      expect(await pageOf("/?action=subscribe&planId=plan-1")).toContain("The frame");
      expect(await pageOf("/teams/rocket")).toContain("data-document");
      const linked = await pageOf("/teams/rocket?action=subscribe&planId=plan-1");
      expect(linked).not.toContain("data-document");
      expect(linked).toContain("data-rendered-with-data");
    });
  });
});
