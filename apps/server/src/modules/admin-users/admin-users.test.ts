import { ACCOUNT_DISABLED_MESSAGE, ADMIN_USERS_MESSAGES } from "@hatchery/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, notifications, roleRequests, sessions, userRoles } from "../../db/schema";
import {
  type CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  isSignedIn,
  person,
  signIn,
  TEST_PASSWORD,
} from "../../test/auth-test-helpers";
import { isEvent, readEventStream } from "../../test/event-stream-client";
import { deliverNotificationEmails } from "../../test/notification-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { disableAccount } from "./account-status.service";

let t: TestApp;
let admin: { jar: CookieJar; userId: string };
let member: { jar: CookieJar; userId: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createVerifiedUser(t.app, t.db, person("root@example.com", { firstName: "Root" }), {
    roles: ["admin"],
  });
  member = await createVerifiedUser(t.app, t.db, person("grace@example.com", { firstName: "Grace" }));
});
afterAll(() => t.close());

const statement = "I have coached product teams for ten years.";

describe("role requests", () => {
  it("are made from the profile, one open per role, and approved with a notification and an email", async () => {
    const created = await call(
      t.app,
      "/api/role-requests",
      { role: "coach", statement },
      { jar: member.jar },
    );
    expect(created.status).toBe(201);
    const request = (await created.json()) as { id: string; status: string; statement: string };
    expect(request).toMatchObject({ status: "open", statement });

    expect(
      await errorOf(
        await call(t.app, "/api/role-requests", { role: "coach", statement }, { jar: member.jar }),
      ),
    ).toEqual({
      status: 409,
      code: "conflict",
      message: ADMIN_USERS_MESSAGES.requestOpen("coach"),
    });
    // The database holds the rule too.
    await expect(
      t.db.insert(roleRequests).values({ userId: member.userId, role: "coach", statement }),
    ).rejects.toThrow();
    expect(
      (await call(t.app, "/api/role-requests", { role: "coach", statement: "short" }, { jar: member.jar }))
        .status,
    ).toBe(422);
    expect(
      (await call(t.app, "/api/role-requests", { role: "admin", statement }, { jar: member.jar })).status,
    ).toBe(422);

    const open = await call(t.app, "/api/admin/users/role-requests", undefined, { jar: admin.jar });
    expect(((await open.json()) as { items: { id: string }[] }).items.map((item) => item.id)).toEqual([
      request.id,
    ]);
    expect((await call(t.app, "/api/admin/users/role-requests", undefined, { jar: member.jar })).status).toBe(
      403,
    );

    const approved = await call(
      t.app,
      `/api/admin/users/role-requests/${request.id}/approve`,
      {},
      { jar: admin.jar },
    );
    expect(approved.status).toBe(200);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, member.userId));
    expect(roles.map((row) => row.role)).toEqual(["coach"]);
    const mine = (await (await call(t.app, "/api/role-requests", undefined, { jar: member.jar })).json()) as {
      roles: string[];
      requests: { status: string }[];
    };
    expect(mine.roles).toEqual(["coach"]);
    expect(mine.requests.map((item) => item.status)).toEqual(["approved"]);

    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, member.userId));
    expect(notice).toMatchObject({
      kind: "role_request",
      title: "Your request for the coach role was approved",
      url: "/profile",
    });
    await deliverNotificationEmails(t.db, t.env);
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "grace@example.com"));
    expect(mails.some((mail) => mail.subject.includes("coach role was approved"))).toBe(true);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorUserId, admin.userId));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["role.grant", "role_request.approve"]),
    );
    expect(
      await errorOf(
        await call(t.app, `/api/admin/users/role-requests/${request.id}/decline`, {}, { jar: admin.jar }),
      ),
    ).toEqual({
      status: 409,
      code: "conflict",
      message: ADMIN_USERS_MESSAGES.requestDecided,
    });
    expect(
      await errorOf(
        await call(t.app, "/api/role-requests", { role: "coach", statement }, { jar: member.jar }),
      ),
    ).toMatchObject({
      status: 409,
      message: ADMIN_USERS_MESSAGES.alreadyHeld("coach"),
    });
  });

  it("are declined with the reason the person reads, and may be asked again", async () => {
    const created = await call(
      t.app,
      "/api/role-requests",
      { role: "advisor", statement },
      { jar: member.jar },
    );
    const { id } = (await created.json()) as { id: string };
    const reason = "Please add your <b>portfolio</b> first.";
    const declined = await call(
      t.app,
      `/api/admin/users/role-requests/${id}/decline`,
      { reason },
      { jar: admin.jar },
    );
    expect(await declined.json()).toMatchObject({ status: "declined", reason });
    const notice = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, member.userId),
          eq(notifications.title, "Your request for the advisor role was declined"),
        ),
      );
    expect(notice).toHaveLength(1);
    expect(
      (await call(t.app, "/api/role-requests", { role: "advisor", statement }, { jar: member.jar })).status,
    ).toBe(201);
  });
});

describe("the Users section", () => {
  it("searches people by name or email, a page at a time, for admins only", async () => {
    await createVerifiedUser(t.app, t.db, person("hopper@example.com", { firstName: "Admiral" }));
    const page = async (query: string) =>
      (await (await call(t.app, `/api/admin/users${query}`, undefined, { jar: admin.jar })).json()) as {
        items: { email: string; roles: string[]; emailVerified: boolean; disabled: boolean }[];
        nextCursor: string | null;
      };
    const first = await page("?limit=2");
    expect(first.items.map((item) => item.email)).toEqual(["grace@example.com", "hopper@example.com"]);
    const second = await page(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.email)).toEqual(["root@example.com"]);
    expect(second.nextCursor).toBeNull();
    expect((await page("?q=admiral")).items.map((item) => item.email)).toEqual(["hopper@example.com"]);
    expect((await page("?q=GRACE@")).items[0]).toMatchObject({
      roles: ["coach"],
      emailVerified: true,
      disabled: false,
    });
    expect((await page("?q=%25")).items).toEqual([]);
    expect((await call(t.app, "/api/admin/users?cursor=bogus", undefined, { jar: admin.jar })).status).toBe(
      422,
    );
    expect((await call(t.app, "/api/admin/users", undefined, { jar: member.jar })).status).toBe(403);
  });

  it("grants and revokes roles, and the last admin keeps theirs", async () => {
    const granted = await call(
      t.app,
      `/api/admin/users/${member.userId}/roles`,
      { role: "advisor" },
      { jar: admin.jar },
    );
    expect(((await granted.json()) as { roles: string[] }).roles).toEqual(["advisor", "coach"]);
    const revoked = await call(
      t.app,
      `/api/admin/users/${member.userId}/roles`,
      { role: "advisor" },
      { jar: admin.jar, method: "DELETE" },
    );
    expect(((await revoked.json()) as { roles: string[] }).roles).toEqual(["coach"]);
    expect(
      await errorOf(
        await call(
          t.app,
          `/api/admin/users/${admin.userId}/roles`,
          { role: "admin" },
          { jar: admin.jar, method: "DELETE" },
        ),
      ),
    ).toEqual({
      status: 409,
      code: "conflict",
      message: ADMIN_USERS_MESSAGES.lastAdmin,
    });
    const self = (await (
      await call(t.app, `/api/admin/users/${admin.userId}`, undefined, { jar: admin.jar })
    ).json()) as {
      permissions: { disable: boolean; revoke: string[] };
    };
    expect(self.permissions).toMatchObject({ disable: false, revoke: [] });
  });

  it("disables an account: sessions end at once, sign-in is refused with the message, enabling restores", async () => {
    const target = await createVerifiedUser(t.app, t.db, person("ada@example.com"));
    const elsewhere = await createVerifiedUser(t.app, t.db, person("ada2@example.com"));
    expect(await isSignedIn(t.app, { jar: target.jar })).toBe(true);

    expect(
      await errorOf(await call(t.app, `/api/admin/users/${admin.userId}/disable`, {}, { jar: admin.jar })),
    ).toEqual({
      status: 409,
      code: "conflict",
      message: ADMIN_USERS_MESSAGES.cannotDisableSelf,
    });
    expect(
      (await call(t.app, `/api/admin/users/${target.userId}/disable`, {}, { jar: member.jar })).status,
    ).toBe(403);

    const disabled = await call(
      t.app,
      `/api/admin/users/${target.userId}/disable`,
      { reason: "Spam" },
      { jar: admin.jar },
    );
    expect(await disabled.json()).toMatchObject({ disabled: true, disabledReason: "Spam", sessionCount: 0 });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.userId))).toEqual([]);
    expect(await isSignedIn(t.app, { jar: target.jar })).toBe(false);
    expect((await call(t.app, "/api/events", undefined, { jar: target.jar })).status).toBe(401);
    expect(await errorOf(await signIn(t.app, "ada@example.com", TEST_PASSWORD))).toEqual({
      status: 403,
      code: "forbidden",
      message: ACCOUNT_DISABLED_MESSAGE,
    });
    // A wrong password still says only that.
    expect((await signIn(t.app, "ada@example.com", "Wrong-pass1!")).status).toBe(401);
    expect(await isSignedIn(t.app, { jar: elsewhere.jar })).toBe(true);

    const enabled = await call(t.app, `/api/admin/users/${target.userId}/enable`, undefined, {
      jar: admin.jar,
      method: "POST",
    });
    expect(await enabled.json()).toMatchObject({ disabled: false, disabledReason: null });
    expect((await signIn(t.app, "ada@example.com", TEST_PASSWORD)).status).toBe(200);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, target.userId));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(["account.disable", "account.enable"]),
    );
  });

  it("ends the disabled person's open event stream at once", async () => {
    const target = await createVerifiedUser(t.app, t.db, person("stream@example.com"));
    const response = await call(t.app, "/api/events", undefined, { jar: target.jar });
    expect(response.status).toBe(200);
    const stream = readEventStream(response);
    await stream.until(isEvent("ready"));
    await call(t.app, `/api/admin/users/${target.userId}/disable`, {}, { jar: admin.jar });
    await stream.rest();
    expect(stream.ended).toBe(true);
  });

  it("signs a person out everywhere", async () => {
    const target = await createVerifiedUser(t.app, t.db, person("linus@example.com"));
    const response = await call(t.app, `/api/admin/users/${target.userId}/sign-out`, undefined, {
      jar: admin.jar,
      method: "POST",
    });
    expect(await response.json()).toMatchObject({ sessionCount: 0, disabled: false });
    expect(await isSignedIn(t.app, { jar: target.jar })).toBe(false);
    expect((await signIn(t.app, "linus@example.com", TEST_PASSWORD)).status).toBe(200);
  });

  it("never disables the last admin, even for the platform", async () => {
    await expect(
      disableAccount(t.db, { kind: "system", name: "moderation" }, { userId: admin.userId }, t.clock.now()),
    ).rejects.toMatchObject({ status: 409, message: ADMIN_USERS_MESSAGES.lastAdmin });
    const other = await createVerifiedUser(t.app, t.db, person("mod@example.com"));
    const status = await disableAccount(
      t.db,
      { kind: "system", name: "moderation" },
      { userId: other.userId, reason: "Suspended" },
      t.clock.now(),
    );
    expect(status).toEqual({ userId: other.userId, disabled: true });
  });

  it("answers 404 for an unknown person", async () => {
    expect((await call(t.app, "/api/admin/users/nobody", undefined, { jar: admin.jar })).status).toBe(404);
  });
});
