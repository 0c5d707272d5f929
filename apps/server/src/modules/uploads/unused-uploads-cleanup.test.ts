import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { FEED_ERROR_MESSAGES } from "@hatchery/shared";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatAttachments, chatChannels, feedImages, incubatorMembers, incubators } from "../../db/schema";
import { createStorage, type Storage } from "../../lib/storage/storage";
import { type CookieJar, call, createVerifiedUser, person, TEST_ORIGIN } from "../../test/auth-test-helpers";
import { PNG_1PX } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { testDatabaseDriver } from "../../test/test-database";
import { UPLOAD_KINDS } from "../../upload-kind-list";
import { claimFeedImages } from "../feeds/feed-images";
import { removeUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from "./unused-uploads-cleanup";

let t: TestApp;
let dataDir: string;
let storage: Storage;
let jar: CookieJar;
let userId: string;
let channelId: string;
let incubatorId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-uploads-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  storage = createStorage(t.env);
  const created = await createVerifiedUser(t.app, t.db, person("writer@uploads.test"), {
    ip: "198.51.100.90",
  });
  jar = created.jar;
  userId = created.userId;
  const [incubator] = await t.db
    .insert(incubators)
    .values({ name: "Upload Lab", slug: "upload-lab" })
    .returning({ id: incubators.id });
  incubatorId = incubator?.id as string;
  await t.db.insert(incubatorMembers).values({ incubatorId, userId });
  // The incubator's general channel comes with it (the chat_create_general_channel trigger).
  const [channel] = await t.db
    .select({ id: chatChannels.id })
    .from(chatChannels)
    .where(eq(chatChannels.incubatorId, incubatorId));
  channelId = channel?.id as string;
}, 180_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function uploadImage(): Promise<{ url: string; name: string }> {
  const form = new FormData();
  form.set("file", new File([PNG_1PX], "chart.png", { type: "image/png" }));
  const response = await request(t.app, "/api/incubators/upload-lab/feed/images", {
    method: "POST",
    body: form,
    headers: { Origin: TEST_ORIGIN, Cookie: jar.header() ?? "" },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return { url, name: url.split("/").at(-1) as string };
}

/** A feed image is served to the readers of its feed only: the writer reads it. */
function readImage(url: string) {
  return request(t.app, url, { headers: { Cookie: jar.header() ?? "" } });
}

function writePost(body: string) {
  return call(
    t.app,
    "/api/incubators/upload-lab/feed",
    { body, mentionIds: [] },
    { jar, ip: "198.51.100.91" },
  );
}

/** Moves uploads back in time, past the grace period. */
async function age(table: typeof feedImages | typeof chatAttachments, names: string[]) {
  const when = new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS - 60_000);
  await t.db.update(table).set({ createdAt: when }).where(inArray(table.storedName, names));
}

async function storedChatFile(name: string) {
  await storage.put(
    `chat-files/${name}`,
    (async function* () {
      yield new TextEncoder().encode("notes");
    })(),
  );
  await t.db.insert(chatAttachments).values({
    channelId,
    uploaderId: userId,
    storedName: name,
    fileName: "notes.txt",
    mimeType: "text/plain",
    sizeBytes: 5,
  });
}

describe("the cleanup of unused uploads", () => {
  it("removes feed images no post showed after the grace period, keeps the shown and the recent, and is idempotent", async () => {
    const shown = await uploadImage();
    const unused = await uploadImage();
    const recent = await uploadImage();
    expect((await writePost(`Our chart ![chart](${shown.url})`)).status).toBe(201);
    await age(feedImages, [shown.name, unused.name]);

    expect(await removeUnusedUploads(t.db, storage, UPLOAD_KINDS, new Date())).toEqual({
      feedImages: 1,
      chatFiles: 0,
      lessonImages: 0,
    });
    expect((await readImage(unused.url)).status).toBe(404);
    expect((await readImage(shown.url)).status).toBe(200);
    expect((await readImage(recent.url)).status).toBe(200);
    const left = await t.db.select({ name: feedImages.storedName }).from(feedImages);
    expect(left.map((row) => row.name)).not.toContain(unused.name);
    expect(await removeUnusedUploads(t.db, storage, UPLOAD_KINDS, new Date())).toEqual({
      feedImages: 0,
      chatFiles: 0,
      lessonImages: 0,
    });

    // A post written later with the removed image is refused, rather than published with a broken image.
    const late = await writePost(`Late ![chart](${unused.url})`);
    expect(late.status).toBe(422);
    expect(((await late.json()) as { error: { message: string } }).error.message).toBe(
      FEED_ERROR_MESSAGES.imageNotStored,
    );
  });

  it("removes chat files never attached to a message after the grace period, in batches", async () => {
    const names = ["old-one.txt", "old-two.txt", "old-three.txt"];
    for (const name of [...names, "fresh.txt"]) await storedChatFile(name);
    await age(chatAttachments, names);

    expect(await removeUnusedUploads(t.db, storage, UPLOAD_KINDS, new Date(), { batchSize: 2 })).toEqual({
      feedImages: 0,
      chatFiles: 3,
      lessonImages: 0,
    });
    for (const name of names) expect(await storage.get(`chat-files/${name}`)).toBeUndefined();
    expect(await storage.get("chat-files/fresh.txt")).toBeDefined();
    const left = await t.db.select({ name: chatAttachments.storedName }).from(chatAttachments);
    expect(left.map((row) => row.name)).toEqual(["fresh.txt"]);
  });

  it("keeps an unused upload until its grace period is over", async () => {
    const upload = await uploadImage();
    const justInside = new Date(Date.now() + UNUSED_UPLOAD_GRACE_MS - 60_000);
    expect((await removeUnusedUploads(t.db, storage, UPLOAD_KINDS, justInside)).feedImages).toBe(0);
    expect((await readImage(upload.url)).status).toBe(200);
  });

  // PGlite runs one transaction at a time: the race needs two connections.
  it.skipIf(testDatabaseDriver() === "pglite")(
    "never removes an image a post being written at the same moment shows",
    async () => {
      const upload = await uploadImage();
      await age(feedImages, [upload.name]);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let claimed: () => void = () => undefined;
      const claimedNow = new Promise<void>((resolve) => {
        claimed = resolve;
      });
      // The post's transaction marks the image and is still open while the cleanup runs.
      const writing = t.db.transaction(async (tx) => {
        await claimFeedImages(tx, `![chart](${upload.url})`, { kind: "incubator", id: incubatorId });
        claimed();
        await held;
      });
      await claimedNow;
      expect((await removeUnusedUploads(t.db, storage, UPLOAD_KINDS, new Date())).feedImages).toBe(0);
      release();
      await writing;
      expect((await removeUnusedUploads(t.db, storage, UPLOAD_KINDS, new Date())).feedImages).toBe(0);
      expect((await readImage(upload.url)).status).toBe(200);
      const [row] = await t.db
        .select({ usedAt: feedImages.usedAt })
        .from(feedImages)
        .where(sql`${feedImages.storedName} = ${upload.name}`);
      expect(row?.usedAt).not.toBeNull();
    },
  );
});
