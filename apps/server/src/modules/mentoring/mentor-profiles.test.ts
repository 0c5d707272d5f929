import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  MENTOR_PROFILE_MESSAGES,
  type MentorProfileResponse,
  type MyMentorProfileResponse,
  mentorProfileResponseSchema,
  type OwnMentorProfile,
  type SaveMentorProfileInput,
} from "@hatchery/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFICATION_REQUIRED_MESSAGE } from "../../auth/guards";
import { incubators, userRoles, users } from "../../db/schema";
import { PUBLIC_READ_CACHE_MS } from "../../lib/public-read-cache";
import { type CookieJar, call, createVerifiedUser, errorOf, person } from "../../test/auth-test-helpers";
import { PNG_1PX } from "../../test/images";
import { createTestApp, request, TEST_PUBLIC_URL, type TestApp } from "../../test/test-app";

let t: TestApp;
let dataDir: string;
const PEOPLE = {
  advisor: { roles: ["advisor"], first: "Grace", last: "Hopper" },
  coach: { roles: ["coach"], first: "Katherine", last: "Johnson" },
  both: { roles: ["advisor", "coach"], first: "Hedy", last: "Lamarr" },
  member: { roles: [], first: "Alan", last: "Turing" },
  sameName: { roles: ["advisor"], first: "Grace", last: "Hopper" },
} as const;
type Who = keyof typeof PEOPLE;
const jars = {} as Record<Who, CookieJar>;
const ids = {} as Record<Who, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-mentors-"));
  t = await createTestApp({ DATA_DIR: dataDir });
  t.clock.set(new Date("2026-11-29T10:00:00Z"));
  for (const [index, [who, { roles, first, last }]] of Object.entries(PEOPLE).entries()) {
    const created = await createVerifiedUser(
      t.app,
      t.db,
      person(`${who.toLowerCase()}@mentors.test`, { firstName: first, lastName: last }),
      { roles: [...roles], ip: `198.51.100.${30 + index}` },
    );
    jars[who as Who] = created.jar;
    ids[who as Who] = created.userId;
  }
  await t.db.insert(incubators).values([
    { name: "Mentor Lab", slug: "mentor-lab", status: "active" },
    { name: "Old Lab", slug: "old-lab", status: "archived" },
  ]);
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

function profileOf(overrides: Partial<SaveMentorProfileInput> = {}): SaveMentorProfileInput {
  return {
    kind: "advisor",
    slug: "grace-hopper",
    headline: "Compilers & <teams>",
    bio: "I **help** founders.\n\n<script>alert(1)</script>[bad](javascript:alert(1))",
    expertise: ["Compilers", " compilers ", "Hiring"],
    helpRoles: ["cto", "cto"],
    languages: ["en", "pt-br"],
    timeZone: "America/New_York",
    meetingLink: "https://meet.example.com/grace",
    incubators: ["mentor-lab"],
    ...overrides,
  };
}

/** A visitor's read, after the public read cache's moment: it sees the latest change. */
function visit(target: string): Promise<Response> {
  t.clock.advance(PUBLIC_READ_CACHE_MS);
  return t.request(target);
}

function save(who: Who, body: unknown) {
  return call(t.app, "/api/mentor-profile", body, { jar: jars[who], method: "PUT" });
}

describe("a mentor's own profile", () => {
  it("tells a person without the role that they cannot have one, and refuses a save", async () => {
    const mine = await call(t.app, "/api/mentor-profile", undefined, { jar: jars.member });
    expect(mine.status).toBe(200);
    const body = (await mine.json()) as MyMentorProfileResponse;
    expect(body).toMatchObject({ profile: null, allowedKinds: [], suggestedSlug: "alan-turing" });
    const refused = await save("member", profileOf({ slug: "alan-turing" }));
    expect(await errorOf(refused)).toEqual({
      status: 403,
      code: "forbidden",
      message: MENTOR_PROFILE_MESSAGES.noMentorRole,
    });
    expect((await call(t.app, "/api/mentor-profile")).status).toBe(401);
  });

  it("refuses a kind the person does not hold", async () => {
    const refused = await save("advisor", profileOf({ kind: "coach" }));
    expect(await errorOf(refused)).toEqual({
      status: 403,
      code: "forbidden",
      message: MENTOR_PROFILE_MESSAGES.kindNotHeld("coach"),
    });
  });

  it("creates a draft with the fields cleaned: bio sanitised, headline as typed, tags once", async () => {
    const mine = (await (
      await call(t.app, "/api/mentor-profile", undefined, { jar: jars.advisor })
    ).json()) as MyMentorProfileResponse;
    expect(mine.allowedKinds).toEqual(["advisor"]);
    expect(mine.suggestedSlug).toBe("grace-hopper");
    const response = await save("advisor", profileOf());
    expect(response.status).toBe(200);
    const saved = (await response.json()) as OwnMentorProfile;
    expect(saved).toMatchObject({
      kind: "advisor",
      slug: "grace-hopper",
      headline: "Compilers & <teams>",
      expertise: ["compilers", "hiring"],
      helpRoles: ["cto"],
      languages: ["en", "pt-BR"],
      meetingLink: "https://meet.example.com/grace",
      incubators: [{ slug: "mentor-lab", name: "Mentor Lab" }],
      publishedAt: null,
    });
    expect(saved.bio).toContain("I **help** founders.");
    expect(saved.bio).not.toContain("<script>");
    expect(saved.bio).not.toContain("javascript:");
  });

  it("suggests the next free slug to someone with the same name, and answers 409 for a taken one", async () => {
    const mine = (await (
      await call(t.app, "/api/mentor-profile", undefined, { jar: jars.sameName })
    ).json()) as MyMentorProfileResponse;
    expect(mine.suggestedSlug).toBe("grace-hopper-2");
    const taken = await save("sameName", profileOf());
    expect(await errorOf(taken)).toEqual({
      status: 409,
      code: "conflict",
      message: MENTOR_PROFILE_MESSAGES.slugTaken,
    });
  });

  it("answers 422 for a plain-http meeting link, an unknown or archived incubator and a bad language", async () => {
    for (const body of [
      profileOf({ meetingLink: "http://meet.example.com/grace" }),
      profileOf({ meetingLink: "javascript:alert(1)" }),
      profileOf({ incubators: ["no-such-lab"] }),
      profileOf({ incubators: ["old-lab"] }),
      profileOf({ languages: ["not a language"] }),
      profileOf({ timeZone: "Mars/Olympus" }),
      profileOf({ slug: "Grace Hopper" }),
      { kind: "advisor" },
    ]) {
      const response = await save("advisor", body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("is hidden from everyone but its owner until published", async () => {
    expect((await visit("/api/mentors/grace-hopper")).status).toBe(404);
    expect((await call(t.app, "/api/mentors/grace-hopper", undefined, { jar: jars.coach })).status).toBe(404);
    const own = await call(t.app, "/api/mentors/grace-hopper", undefined, { jar: jars.advisor });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ publishedAt: null, viewer: { isOwner: true } });
  });

  it("publishes, shows the public page with bio HTML and the avatar, and updates while published", async () => {
    expect(
      (await call(t.app, "/api/mentor-profile/publish", undefined, { jar: jars.member, method: "POST" }))
        .status,
    ).toBe(403);
    const published = await call(t.app, "/api/mentor-profile/publish", undefined, {
      jar: jars.advisor,
      method: "POST",
    });
    expect(published.status).toBe(200);
    expect(((await published.json()) as OwnMentorProfile).publishedAt).not.toBeNull();

    const page = await visit("/api/mentors/grace-hopper");
    expect(page.status).toBe(200);
    const profile = mentorProfileResponseSchema.parse(await page.json()) as MentorProfileResponse;
    expect(profile).toMatchObject({
      kind: "advisor",
      name: "Grace Hopper",
      headline: "Compilers & <teams>",
      timeZone: "America/New_York",
      incubators: [{ slug: "mentor-lab", name: "Mentor Lab" }],
      viewer: { isOwner: false },
    });
    expect(profile.bioHtml).toContain("<strong>help</strong>");
    expect(profile.bioHtml).not.toContain("<script");
    expect(profile).not.toHaveProperty("meetingLink");

    const changed = await save("advisor", profileOf({ headline: "Compilers and teams" }));
    expect(((await changed.json()) as OwnMentorProfile).publishedAt).not.toBeNull();
    const again = (await (await visit("/api/mentors/grace-hopper")).json()) as MentorProfileResponse;
    expect(again.headline).toBe("Compilers and teams");
  });

  it("uses an uploaded photo, and the avatar again once it is removed", async () => {
    await t.db.update(users).set({ image: "/api/files/avatars/avatar.png" }).where(eq(users.id, ids.advisor));
    const form = new FormData();
    form.set("file", new File([PNG_1PX], "me.png", { type: "image/png" }));
    const uploaded = await request(t.app, "/api/mentor-profile/photo", {
      method: "POST",
      body: form,
      headers: { Origin: "https://hatchery.test", Cookie: jars.advisor.header() ?? "" },
    });
    expect(uploaded.status).toBe(200);
    const { photoUrl } = (await uploaded.json()) as { photoUrl: string };
    expect(photoUrl).toMatch(/^\/api\/files\/mentor-photos\//);
    expect((await visit(photoUrl)).status).toBe(200);
    const withPhoto = (await (await visit("/api/mentors/grace-hopper")).json()) as MentorProfileResponse;
    expect(withPhoto.photoUrl).toBe(photoUrl);

    const removed = await call(t.app, "/api/mentor-profile/photo", undefined, {
      jar: jars.advisor,
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect((await visit(photoUrl)).status).toBe(404);
    const withAvatar = (await (await visit("/api/mentors/grace-hopper")).json()) as MentorProfileResponse;
    expect(withAvatar.photoUrl).toBe("/api/files/avatars/avatar.png");
  });

  it("refuses a photo before a profile is saved", async () => {
    const form = new FormData();
    form.set("file", new File([PNG_1PX], "me.png", { type: "image/png" }));
    const refused = await request(t.app, "/api/mentor-profile/photo", {
      method: "POST",
      body: form,
      headers: { Origin: "https://hatchery.test", Cookie: jars.coach.header() ?? "" },
    });
    expect(await errorOf(refused)).toMatchObject({ status: 404, message: MENTOR_PROFILE_MESSAGES.saveFirst });
  });

  it("needs a verified email to save", async () => {
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, ids.both));
    const refused = await save("both", profileOf({ slug: "hedy-lamarr", kind: "coach" }));
    expect(await errorOf(refused)).toMatchObject({
      status: 403,
      message: EMAIL_VERIFICATION_REQUIRED_MESSAGE,
    });
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, ids.both));
    expect((await save("both", profileOf({ slug: "hedy-lamarr", kind: "coach" }))).status).toBe(200);
  });

  it("unpublishes to a draft, and a withdrawn role takes a published profile down", async () => {
    const unpublished = await call(t.app, "/api/mentor-profile/unpublish", undefined, {
      jar: jars.advisor,
      method: "POST",
    });
    expect(((await unpublished.json()) as OwnMentorProfile).publishedAt).toBeNull();
    expect((await visit("/api/mentors/grace-hopper")).status).toBe(404);

    await call(t.app, "/api/mentor-profile/publish", undefined, { jar: jars.advisor, method: "POST" });
    expect((await visit("/api/mentors/grace-hopper")).status).toBe(200);
    await t.db.delete(userRoles).where(eq(userRoles.userId, ids.advisor));
    expect((await visit("/api/mentors/grace-hopper")).status).toBe(404);
    await t.db.insert(userRoles).values({ userId: ids.advisor, role: "advisor" });
    expect((await visit("/api/mentors/grace-hopper")).status).toBe(200);
  });

  it("answers 404 for an unknown slug or one that cannot be a slug", async () => {
    for (const slug of ["nobody-here", "UPPER", "a".repeat(61)]) {
      expect(await errorOf(await visit(`/api/mentors/${slug}`))).toMatchObject({
        status: 404,
        message: MENTOR_PROFILE_MESSAGES.notFound,
      });
    }
  });
});

describe("the profile's web addresses", () => {
  it("serve an advisor at /advisors and send /coaches there with 301, and the other way for a coach", async () => {
    await call(t.app, "/api/mentor-profile/publish", undefined, { jar: jars.both, method: "POST" });
    const advisorPage = await visit("/advisors/grace-hopper");
    expect(advisorPage.status).toBe(200);
    expect(await advisorPage.text()).toContain("<title>Grace Hopper · Hatchery</title>");
    const moved = await visit("/coaches/grace-hopper?ref=mail");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/advisors/grace-hopper?ref=mail");

    expect((await visit("/coaches/hedy-lamarr")).status).toBe(200);
    const toCoach = await visit("/advisors/hedy-lamarr");
    expect(toCoach.status).toBe(301);
    expect(toCoach.headers.get("location")).toBe("/coaches/hedy-lamarr");
  });

  it("show the not-found page with 404 for an unknown or unpublished slug", async () => {
    await save("coach", profileOf({ kind: "coach", slug: "katherine-johnson" }));
    for (const target of ["/advisors/nobody-here", "/coaches/nobody-here", "/coaches/katherine-johnson"]) {
      const response = await visit(target);
      expect(response.status, target).toBe(404);
      expect(await response.text()).toContain("<title>Page not found · Hatchery</title>");
    }
    // Its owner previews the draft at its address.
    const own = await request(t.app, "/coaches/katherine-johnson", {
      headers: { Cookie: jars.coach.header() ?? "" },
    });
    expect(own.status).toBe(200);
  });

  it("lists published profiles, and only those, in /sitemap.xml", async () => {
    const xml = await (await visit("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${new URL("/advisors/grace-hopper", TEST_PUBLIC_URL).href}</loc>`);
    expect(xml).toContain(`<loc>${new URL("/coaches/hedy-lamarr", TEST_PUBLIC_URL).href}</loc>`);
    expect(xml).not.toContain("katherine-johnson");
  });
});
