import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createVerifiedUser, person } from "../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { webAppAlone } from "../test/web-app-alone";
import type { WebAppOptions } from "./web-app";

const SESSION = (name: string) => `hatchery.session_token=${name}`;

/** The answers a page carries, by address, parsed. */
function embeddedIn(html: string): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [, address = "", json = ""] of html.matchAll(
    /<script type="application\/json" data-embedded-answer data-address="([^"]*)">(.*?)<\/script>/g,
  )) {
    answers[address.replaceAll("&amp;", "&")] = JSON.parse(json);
  }
  return answers;
}

describe("a signed-in page", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "hatchery-web-"));
    await writeFile(
      path.join(dir, "index.html"),
      `<html><head></head><body><div id="root"></div></body></html>`,
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** The web app alone, over an API that answers every read with who asked for what. */
  function appWith(readApi: NonNullable<WebAppOptions["readApi"]>, options: WebAppOptions = {}) {
    const reads: { address: string; cookie?: string }[] = [];
    const app = webAppAlone(dir, {
      readApi: (address, cookie) => {
        reads.push({ address, cookie });
        return readApi(address, cookie);
      },
      ...options,
    });
    return { app, reads };
  }
  const echo = async (address: string, cookie?: string) => Response.json({ address, cookie });
  /** The header's reads, which come with every signed-in page after the page's own (decision 075). */
  const HEADER = [
    "/api/dashboard/teams",
    "/api/conversations",
    "/api/chat/unread",
    "/api/notifications/unread-count",
  ];

  it("starts with the session and the page's first reads, each read as the person who asked", async () => {
    const { app, reads } = appWith(echo);
    for (const name of ["ada", "bo"]) {
      const response = await app.request("/feed?mode=top", { headers: { Cookie: SESSION(name) } });
      expect(embeddedIn(await response.text())).toEqual(
        Object.fromEntries(
          ["/api/account/me", "/api/feed?mode=top", ...HEADER].map((address) => [
            address,
            { address, cookie: SESSION(name) },
          ]),
        ),
      );
    }
    expect(reads.every((read) => read.cookie !== undefined)).toBe(true);
    const dashboard = await app.request("/dashboard", { headers: { Cookie: SESSION("ada") } });
    expect(Object.keys(embeddedIn(await dashboard.text()))).toEqual([
      "/api/account/me",
      "/api/dashboard/checklist",
      ...HEADER,
    ]);
  });

  it("gives a visitor none of a person's data, and marks only a person's page private", async () => {
    const { app, reads } = appWith(echo);
    const visitor = await app.request("/feed");
    expect(embeddedIn(await visitor.text())).toEqual({});
    expect(visitor.headers.get("Cache-Control")).toBe("no-cache");
    expect(reads).toEqual([]);

    const signedIn = await app.request("/feed", { headers: { Cookie: SESSION("ada") } });
    expect(signedIn.headers.get("Cache-Control")).toBe("private, no-cache");
    // A public page reads nothing as the person: its content does not wait for the session.
    const publicPage = await app.request("/about", { headers: { Cookie: SESSION("ada") } });
    expect(embeddedIn(await publicPage.text())).toEqual({});
    expect(publicPage.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("opens the channel the page opens: the one the address names, else the general one", async () => {
    const channels = {
      channels: [
        { id: "c1", isGeneral: false },
        { id: "c2", isGeneral: true },
      ],
    };
    const { app } = appWith(async (address) =>
      Response.json(address.endsWith("/chat/channels") ? channels : { address }),
    );
    const addresses = async (page: string) =>
      Object.keys(
        embeddedIn(await (await app.request(page, { headers: { Cookie: SESSION("ada") } })).text()),
      );
    expect(await addresses("/teams/rockets/communication")).toEqual([
      "/api/account/me",
      "/api/teams/rockets",
      "/api/teams/rockets/chat/channels",
      "/api/chat/channels/c2/messages",
      ...HEADER,
    ]);
    expect(await addresses("/teams/rockets/communication?channel=c1")).toContain(
      "/api/chat/channels/c1/messages",
    );
  });

  it("leaves a failed, refused or slow read to the page, and carries the cookies the reads set", async () => {
    const { app, reads } = appWith(
      async (address) => {
        if (address === "/api/account/me") {
          return Response.json(null, { headers: { "Set-Cookie": "hatchery.session_data=renewed; Path=/" } });
        }
        if (address === "/api/teams/rockets/chat/channels") throw new Error("never asked: see below");
        if (address === "/api/feed?mode=latest") throw new Error("the database is away");
        if (address === "/api/dashboard/checklist") return new Promise<Response>(() => {});
        return Response.json({ error: { code: "forbidden" } }, { status: 403 });
      },
      { personalReadsWaitMs: 20 },
    );
    const response = await app.request("/teams/rockets/communication", {
      headers: { Cookie: SESSION("ada") },
    });
    expect(response.status).toBe(200);
    // The team's read was refused, so the channels, which would show without its name, were not read.
    expect(embeddedIn(await response.text())).toEqual({ "/api/account/me": null });
    expect(reads.map((read) => read.address)).not.toContain("/api/teams/rockets/chat/channels");
    expect(response.headers.getSetCookie()).toEqual(["hatchery.session_data=renewed; Path=/"]);
    // A read that does not answer in time is the page's to make.
    const dashboard = await app.request("/dashboard", { headers: { Cookie: SESSION("ada") } });
    expect(Object.keys(embeddedIn(await dashboard.text()))).toEqual(["/api/account/me"]);
    // So is a read that failed.
    const feed = await app.request("/feed", { headers: { Cookie: SESSION("ada") } });
    expect(Object.keys(embeddedIn(await feed.text()))).toEqual(["/api/account/me"]);
  });

  it("escapes an answer for its script element", async () => {
    const { app } = appWith(async () => Response.json({ name: "</script><script>alert(1)</script>" }));
    const html = await (await app.request("/dashboard", { headers: { Cookie: SESSION("ada") } })).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(embeddedIn(html)["/api/dashboard/checklist"]).toEqual({
      name: "</script><script>alert(1)</script>",
    });
  });
});

describe("a signed-in page of the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /**
   * The app's pages over the app's API, as app.ts wires them, but waiting as long as the reads take: the
   * test is of what is embedded, not of how fast a loaded machine reads it.
   */
  const pagesOf = (app: TestApp) =>
    webAppAlone(app.webDistDir, {
      readApi: async (address, cookie) => app.app.request(address, cookie ? { headers: { cookie } } : {}),
      personalReadsWaitMs: 60_000,
    });

  it("embeds each person's own session and feed, read through the API as them", async () => {
    const pages = pagesOf(t);
    const ada = await createVerifiedUser(t.app, t.db, person("ada.embedded@example.com"));
    const bo = await createVerifiedUser(t.app, t.db, person("bo.embedded@example.com"));
    for (const [who, email] of [
      [ada, "ada.embedded@example.com"],
      [bo, "bo.embedded@example.com"],
    ] as const) {
      const response = await pages.request("/feed", { headers: { Cookie: who.jar.header() } });
      const answers = embeddedIn(await response.text());
      expect(answers["/api/account/me"]).toMatchObject({ user: { email } });
      expect(answers["/api/feed?mode=latest"]).toMatchObject({ items: expect.any(Array) });
      expect(response.headers.get("Cache-Control")).toBe("private, no-cache");
    }
    expect(embeddedIn(await (await pages.request("/feed")).text())).toEqual({});
  });
});
