import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { pageRenderer, SERVER_RENDERER_FILE } from "./page-renderer";

const read = { address: "/api/incubators/north", answer: { name: "North" }, text: '{"name":"North"}' };
const visitors = { reads: [read] };
let dir: string | undefined;

afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A build whose renderer module is `source`. */
async function buildWith(source: string): Promise<string> {
  dir = await mkdtemp(path.join(tmpdir(), "hatchery-renderer-"));
  await mkdir(path.join(dir, path.dirname(SERVER_RENDERER_FILE)), { recursive: true });
  await writeFile(path.join(dir, SERVER_RENDERER_FILE), source);
  return dir;
}

describe("the page renderer", () => {
  it("renders nothing for a build without a renderer", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hatchery-renderer-"));
    expect(await pageRenderer(dir)("/incubators/north", visitors)).toBeUndefined();
  });

  it("sends the frame when a render does not end in time, and says so", async () => {
    const errors: string[] = [];
    const render = pageRenderer(
      await buildWith("export const prerenderPage = () => new Promise(() => {});"),
      {
        timeoutMs: 20,
        onError: (error, address) => errors.push(`${address}: ${String(error)}`),
      },
    );
    expect(await render("/incubators/north", visitors)).toBeUndefined();
    expect(errors).toEqual(["/incubators/north: Error: No render within 20 ms"]);
  });

  it("renders nothing for an answer that is not a page", async () => {
    const render = pageRenderer(await buildWith("export const prerenderPage = async () => ({ html: 42 });"));
    expect(await render("/incubators/north", visitors)).toBeUndefined();
  });

  it("keeps a visitor's page by its address, language and answers, and renders a person's every time", async () => {
    const render = pageRenderer(
      await buildWith(`globalThis.renders = 0;
export async function prerenderPage(address, { reads, forThePerson, locale }) {
  globalThis.renders += 1;
  return {
    html: "<h1>" + reads.map((read) => read.answer.name).join(", ") + "</h1>",
    reader: (locale ?? "en-US") + " UTC",
    renderedAt: globalThis.renders,
    forThePerson,
  };
}`),
    );
    const renders = () => Reflect.get(globalThis, "renders");
    try {
      const first = await render("/incubators/north", visitors);
      expect(first).toEqual({ html: "<h1>North</h1>", reader: "en-US UTC", renderedAt: 1 });
      expect(await render("/incubators/north", visitors)).toEqual(first);
      expect(renders()).toBe(1);
      expect(await render("/incubators/north", { reads: [read], locale: "de-DE" })).toEqual({
        html: "<h1>North</h1>",
        reader: "de-DE UTC",
        renderedAt: 2,
      });
      const session = { address: "/api/account/me", answer: { name: "Ada" }, text: '{"name":"Ada"}' };
      const persons = { reads: [session, read], forThePerson: true };
      expect((await render("/feed", persons))?.html).toBe("<h1>Ada, North</h1>");
      await render("/feed", persons);
      expect(renders()).toBe(4);
    } finally {
      Reflect.deleteProperty(globalThis, "renders");
    }
  });
});
