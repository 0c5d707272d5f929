import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  LESSON_IMAGE_NOT_STORED_MESSAGE,
  LESSON_IMAGE_OF_ANOTHER_COURSE_MESSAGE,
  LESSON_IMAGE_URL_PREFIX,
} from "@hatchery/shared";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubatorMembers, incubators, lessonImages } from "../../db/schema";
import { createStorage, type Storage } from "../../lib/storage/storage";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  person,
  TEST_ORIGIN,
} from "../../test/auth-test-helpers";
import { PDF_MINIMAL, PNG_1PX, padTo } from "../../test/images";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import { UPLOAD_KINDS } from "../../upload-kind-list";
import { removeUnusedUploads, UNUSED_UPLOAD_GRACE_MS } from "../uploads/unused-uploads-cleanup";

let t: TestApp;
let dataDir: string;
let storage: Storage;
type Who = "visitor" | "outsider" | "guest" | "subscriber" | "owner";
const jars: Partial<Record<Who, CookieJar>> = {};
const ids: Partial<Record<Who, string>> = {};
const LAB = "image-lab";
const courses = `/api/incubators/${LAB}/courses`;

function as(who: Who, pathname: string, body?: unknown, method?: string) {
  const jar = jars[who];
  return call(t.app, pathname, body, {
    ...(jar && { jar }),
    ...(method && { method }),
    ip: "198.51.100.150",
  });
}

function upload(who: Who, course: string, file: File) {
  const form = new FormData();
  form.set("file", file);
  return request(t.app, `${courses}/${course}/lesson-images`, {
    method: "POST",
    body: form,
    headers: { Origin: TEST_ORIGIN, Cookie: jars[who]?.header() ?? "" },
  });
}

async function uploadPng(course: string): Promise<{ url: string; name: string }> {
  const response = await upload("owner", course, new File([PNG_1PX], "chart.png", { type: "image/png" }));
  expect(response.status, await response.clone().text()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return { url, name: url.slice(LESSON_IMAGE_URL_PREFIX.length) };
}

function readImage(who: Who, url: string) {
  return request(t.app, url, { headers: { Cookie: jars[who]?.header() ?? "" } });
}

async function course(slug: string, visibility: string) {
  expect((await as("owner", courses, { title: `Course ${slug}`, slug, visibility })).status).toBe(201);
}

function writeLesson(courseSlug: string, title: string, body: string) {
  return as("owner", `${courses}/${courseSlug}/lessons`, { title, body, questions: [] });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-lesson-images-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  storage = createStorage(t.env);
  for (const who of ["outsider", "guest", "subscriber", "owner"] as const) {
    const created = await createVerifiedUser(t.app, t.db, person(`${who}@lesson-images.test`), {
      roles: who === "owner" ? ["advisor"] : [],
    });
    jars[who] = created.jar;
    ids[who] = created.userId;
  }
  expect((await as("owner", "/api/incubators", { name: "Image Lab", slug: LAB })).status).toBe(201);
  const [row] = await t.db.select().from(incubators).where(eq(incubators.slug, LAB));
  const incubatorId = row?.id ?? "";
  await t.db.insert(incubatorMembers).values([
    { userId: ids.guest ?? "", incubatorId, membershipTier: "guest" },
    { userId: ids.subscriber ?? "", incubatorId, membershipTier: "subscriber" },
  ]);
  await course("open-course", "everyone");
  expect((await as("owner", `${courses}/open-course`, { status: "published" }, "PATCH")).status).toBe(200);
  await course("paid-course", "subscribers");
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("uploading a lesson image", () => {
  it("stores an image for someone who edits the course and shows it in the saved lesson", async () => {
    const image = await uploadPng("open-course");
    expect(image.url).toMatch(/^\/api\/files\/lesson-images\/[A-Za-z0-9_-]{22}\.png$/);
    const saved = await writeLesson("open-course", "With a chart", `See ![A rising chart](${image.url}).`);
    expect(saved.status).toBe(201);
    const lesson = (await saved.json()) as { lesson: { html: string } };
    expect(lesson.lesson.html).toContain(
      `<img src="${image.url}" alt="A rising chart" loading="lazy" decoding="async">`,
    );
    const [row] = await t.db.select().from(lessonImages).where(eq(lessonImages.storedName, image.name));
    expect(row?.usedAt).not.toBeNull();

    const served = await readImage("visitor", image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1PX);
  });

  it("refuses people who may not edit the course, before reading the file", async () => {
    const png = () => new File([PNG_1PX], "chart.png", { type: "image/png" });
    expect((await upload("visitor", "open-course", png())).status).toBe(401);
    expect((await upload("subscriber", "open-course", png())).status).toBe(403);
    // A course someone may not even list is not found, as its other addresses are.
    expect((await upload("outsider", "paid-course", png())).status).toBe(404);
    expect((await upload("owner", "no-such-course", png())).status).toBe(404);
  });

  it("refuses files that are not images, too large, or missing, with a clear reason", async () => {
    const pdf = await upload(
      "owner",
      "open-course",
      new File([PDF_MINIMAL], "a.pdf", { type: "application/pdf" }),
    );
    expect(pdf.status).toBe(415);
    const disguised = await upload(
      "owner",
      "open-course",
      new File([PDF_MINIMAL], "a.png", { type: "image/png" }),
    );
    expect(disguised.status).toBe(415);
    const large = await upload(
      "owner",
      "open-course",
      new File([padTo(PNG_1PX, 10 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }),
    );
    expect(large.status).toBe(413);
    expect((await errorOf(large)).message).toBe("File size exceeds 10MB limit");
    const form = new FormData();
    form.set("note", "no file");
    const empty = await request(t.app, `${courses}/open-course/lesson-images`, {
      method: "POST",
      body: form,
      headers: { Origin: TEST_ORIGIN, Cookie: jars.owner?.header() ?? "" },
    });
    expect(empty.status).toBe(422);
  });
});

describe("who reads a lesson image", () => {
  it("serves a subscriber course's image to its subscribers and managers only", async () => {
    const image = await uploadPng("paid-course");
    expect((await writeLesson("paid-course", "Paid chart", `![Chart](${image.url})`)).status).toBe(201);
    expect((await as("owner", `${courses}/paid-course`, { status: "published" }, "PATCH")).status).toBe(200);
    const statuses = Object.fromEntries(
      await Promise.all(
        (["visitor", "outsider", "guest", "subscriber", "owner"] as const).map(
          async (who) => [who, (await readImage(who, image.url)).status] as const,
        ),
      ),
    );
    expect(statuses).toEqual({ visitor: 404, outsider: 404, guest: 404, subscriber: 200, owner: 200 });
  });

  it("serves a draft course's image to its managers only, and nothing for a made-up name", async () => {
    await course("draft-course", "everyone");
    const image = await uploadPng("draft-course");
    expect((await readImage("owner", image.url)).status).toBe(200);
    expect((await readImage("visitor", image.url)).status).toBe(404);
    expect((await readImage("owner", `${LESSON_IMAGE_URL_PREFIX}AAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(
      404,
    );
    expect((await readImage("owner", `${LESSON_IMAGE_URL_PREFIX}..%2F..%2Fsecret.png`)).status).toBe(404);
  });
});

describe("saving a lesson with images", () => {
  it("refuses an image uploaded for another course, and one no longer stored", async () => {
    const other = await uploadPng("paid-course");
    const refused = await writeLesson("open-course", "Borrowed", `![Chart](${other.url})`);
    expect(refused.status).toBe(422);
    expect((await errorOf(refused)).message).toBe(LESSON_IMAGE_OF_ANOTHER_COURSE_MESSAGE);
    const gone = await writeLesson(
      "open-course",
      "Gone",
      `![Chart](${LESSON_IMAGE_URL_PREFIX}BBBBBBBBBBBBBBBBBBBBBB.png)`,
    );
    expect(gone.status).toBe(422);
    expect((await errorOf(gone)).message).toBe(LESSON_IMAGE_NOT_STORED_MESSAGE);
  });

  it("keeps images from elsewhere as links, and marks an image used when an edit adds it", async () => {
    const saved = await writeLesson(
      "open-course",
      "Plain",
      "![Tracker](https://elsewhere.example/pixel.png)",
    );
    expect(saved.status).toBe(201);
    const html = ((await saved.json()) as { lesson: { html: string } }).lesson.html;
    expect(html).not.toContain("<img");
    expect(html).toContain('href="https://elsewhere.example/pixel.png"');

    const image = await uploadPng("open-course");
    const edited = await as(
      "owner",
      `${courses}/open-course/lessons/plain`,
      { title: "Plain", body: `Now with ![a chart](${image.url})`, questions: [] },
      "PUT",
    );
    expect(edited.status).toBe(200);
    const [row] = await t.db.select().from(lessonImages).where(eq(lessonImages.storedName, image.name));
    expect(row?.usedAt).not.toBeNull();
  });
});

describe("the cleanup of lesson images", () => {
  it("removes images no saved lesson showed and those of deleted courses, and keeps the shown", async () => {
    await course("cleanup-course", "everyone");
    await course("doomed-course", "everyone");
    const shown = await uploadPng("cleanup-course");
    const unused = await uploadPng("cleanup-course");
    const recent = await uploadPng("cleanup-course");
    const orphan = await uploadPng("doomed-course");
    expect((await writeLesson("cleanup-course", "Shown", `![Chart](${shown.url})`)).status).toBe(201);
    expect((await writeLesson("doomed-course", "Doomed", `![Chart](${orphan.url})`)).status).toBe(201);
    expect((await as("owner", `${courses}/doomed-course`, undefined, "DELETE")).status).toBe(200);
    const aged = new Date(Date.now() - UNUSED_UPLOAD_GRACE_MS - 60_000);
    await t.db
      .update(lessonImages)
      .set({ createdAt: aged })
      .where(inArray(lessonImages.storedName, [shown.name, unused.name, orphan.name]));

    const removed = await removeUnusedUploads(t.db, storage, UPLOAD_KINDS, new Date());
    expect(removed.lessonImages).toBe(2);
    expect(await storage.get(`lesson-images/${unused.name}`)).toBeUndefined();
    expect(await storage.get(`lesson-images/${orphan.name}`)).toBeUndefined();
    expect((await readImage("owner", shown.url)).status).toBe(200);
    expect((await readImage("owner", recent.url)).status).toBe(200);
    const left = await t.db
      .select({ name: lessonImages.storedName })
      .from(lessonImages)
      .where(inArray(lessonImages.storedName, [shown.name, unused.name, recent.name, orphan.name]));
    expect(left.map((row) => row.name).sort()).toEqual([shown.name, recent.name].sort());
  });
});
