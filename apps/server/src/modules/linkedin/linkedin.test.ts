import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ACCOUNT_DISABLED_MESSAGE, FILE_MAX_BYTES, type MeResponse } from "@hatchery/shared";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ACCOUNT_DISABLED_CODE } from "../../auth/auth-errors";
import { LINKEDIN_EMAIL_NOT_VERIFIED_MESSAGE, OAUTH_CALLBACK_DESCRIPTIONS } from "../../auth/auth-handler";
import { SECURITY_NOTICE_KINDS } from "../../auth/emails";
import { accounts, disabledAccounts, emailOutbox, sessions, users } from "../../db/schema";
import {
  CookieJar,
  call,
  createVerifiedUser,
  errorOf,
  isSignedIn,
  person,
  TEST_ORIGIN,
  TEST_PASSWORD,
  totpCode,
} from "../../test/auth-test-helpers";
import { GIF_1PX, PDF_MINIMAL, PNG_1PX, padTo } from "../../test/images";
import { type MockOidcProvider, type OidcIdentity, startMockOidcProvider } from "../../test/oidc-provider";
import { createTestApp, request, type TestApp } from "../../test/test-app";
import {
  LINKEDIN_DISABLED_MESSAGE,
  LINKEDIN_LINK_EXPIRED_MESSAGE,
  LINKEDIN_NOT_LINKED_MESSAGE,
  LINKEDIN_UNAVAILABLE_MESSAGE,
} from "./linkedin.service";

let provider: MockOidcProvider;
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  provider = await startMockOidcProvider();
  dataDir = await mkdtemp(path.join(tmpdir(), "hatchery-linkedin-"));
  t = await createTestApp({
    DATA_DIR: dataDir,
    LINKEDIN_CLIENT_ID: "hatchery-test-client",
    LINKEDIN_CLIENT_SECRET: "hatchery-test-secret",
    LINKEDIN_DISCOVERY_URL: provider.discoveryUrl,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
  await rm(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
let ip: string;
beforeEach(() => {
  ipCounter += 1;
  ip = `198.51.100.${100 + ipCounter}`;
});

function member(sub: string, overrides: Partial<OidcIdentity> = {}): OidcIdentity {
  return {
    sub,
    email: `${sub}@members.hatchery.test`,
    email_verified: true,
    given_name: "Lina",
    family_name: "Kedin",
    name: "Lina Kedin",
    picture: provider.addPicture(`${sub}.png`, PNG_1PX, "image/png"),
    headline: "Product manager learning to build teams",
    ...overrides,
  };
}

/**
 * Follows a started OAuth flow the way a browser does: to the provider's authorize endpoint, which
 * redirects straight back to Better Auth's callback with a code. Answers the callback's response.
 */
async function finishAtProvider(started: Response, jar: CookieJar): Promise<Response> {
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  expect(url.startsWith(`${provider.issuer}/authorize?`)).toBe(true);
  const authorized = await fetch(url, { redirect: "manual" });
  const callback = new URL(authorized.headers.get("location") ?? "");
  expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_ORIGIN}/api/auth/callback/linkedin`);
  return call(t.app, `${callback.pathname}${callback.search}`, undefined, { jar, ip, origin: null });
}

async function signInWithLinkedIn(
  identity: OidcIdentity,
  errorCallbackURL = "/auth",
): Promise<{ jar: CookieJar; landed: URL }> {
  provider.signInAs(identity);
  const jar = new CookieJar();
  const started = await call(
    t.app,
    "/api/auth/sign-in/social",
    { provider: "linkedin", callbackURL: "/dashboard", errorCallbackURL },
    { jar, ip },
  );
  const finished = await finishAtProvider(started, jar);
  expect(finished.status).toBe(302);
  return { jar, landed: new URL(finished.headers.get("location") ?? "", TEST_ORIGIN) };
}

async function linkLinkedIn(jar: CookieJar, identity: OidcIdentity): Promise<URL> {
  provider.signInAs(identity);
  const started = await call(
    t.app,
    "/api/auth/link-social",
    { provider: "linkedin", callbackURL: "/profile" },
    { jar, ip },
  );
  const finished = await finishAtProvider(started, jar);
  expect(finished.status).toBe(302);
  return new URL(finished.headers.get("location") ?? "", TEST_ORIGIN);
}

/** The "LinkedIn linked" security notices queued for an address. */
function linkedNotices(to: string) {
  return t.db
    .select({ subject: emailOutbox.subject, textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, SECURITY_NOTICE_KINDS.linkedinLinked)));
}

async function me(jar: CookieJar): Promise<MeResponse> {
  const response = await call(t.app, "/api/account/me", undefined, { jar, ip });
  expect(response.status).toBe(200);
  return (await response.json()) as MeResponse;
}

const importProfile = (jar: CookieJar) => call(t.app, "/api/account/linkedin/import", {}, { jar, ip });

async function imported(jar: CookieJar): Promise<MeResponse> {
  const response = await importProfile(jar);
  expect(response.status).toBe(200);
  return (await response.json()) as MeResponse;
}

/**
 * An id token the provider issued for `identity`, with the nonce it was bound to, for the id-token
 * sign-in (`sign-in/social` with `idToken`) that skips the redirect callback.
 */
async function idTokenOf(identity: OidcIdentity): Promise<{ token: string; nonce: string | undefined }> {
  provider.signInAs(identity);
  const started = await call(
    t.app,
    "/api/auth/sign-in/social",
    { provider: "linkedin", callbackURL: "/dashboard" },
    { jar: new CookieJar(), ip },
  );
  const authorizeUrl = new URL(((await started.json()) as { url: string }).url);
  const authorized = await fetch(authorizeUrl, { redirect: "manual" });
  const code = new URL(authorized.headers.get("location") ?? "").searchParams.get("code") ?? "";
  const tokens = await fetch(`${provider.issuer}/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: authorizeUrl.searchParams.get("redirect_uri") ?? "",
      client_id: "hatchery-test-client",
      client_secret: "hatchery-test-secret",
    }),
  });
  const { id_token: token } = (await tokens.json()) as { id_token: string };
  return { token, nonce: authorizeUrl.searchParams.get("nonce") ?? undefined };
}

/** How many users, accounts and sessions exist: a refused sign-in must leave all three as they were. */
async function rowCounts() {
  const [user] = await t.db.select({ n: count() }).from(users);
  const [account] = await t.db.select({ n: count() }).from(accounts);
  const [session] = await t.db.select({ n: count() }).from(sessions);
  return { users: user?.n, accounts: account?.n, sessions: session?.n };
}

const linkedinAccountsOf = (userId: string) =>
  t.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "linkedin")));

describe("signing in with LinkedIn", () => {
  it("creates a verified account from the provider's claims and signs the person in", async () => {
    const { jar, landed } = await signInWithLinkedIn(member("new-member"));
    expect(landed.pathname).toBe("/dashboard");
    const body = await me(jar);
    expect(body.user).toMatchObject({
      email: "new-member@members.hatchery.test",
      emailVerified: true,
      firstName: "Lina",
      lastName: "Kedin",
      name: "Lina Kedin",
    });
    expect(await linkedinAccountsOf(body.user.id)).toMatchObject([{ accountId: "new-member" }]);
    // A new account made through LinkedIn has nothing linked to it: no security notice.
    expect(await linkedNotices("new-member@members.hatchery.test")).toEqual([]);
  });

  it("signs in to the existing account with the same email, linking LinkedIn to it", async () => {
    const existing = await createVerifiedUser(t.app, t.db, person("same-email@members.hatchery.test"), {
      ip,
    });
    const { jar } = await signInWithLinkedIn(member("same-email"));
    expect((await me(jar)).user.id).toBe(existing.userId);
    expect(await linkedinAccountsOf(existing.userId)).toHaveLength(1);
    expect(await linkedNotices("same-email@members.hatchery.test")).toHaveLength(1);
  });

  it("does not sign in to an account whose email LinkedIn has not verified, and says what to do", async () => {
    const victim = await createVerifiedUser(t.app, t.db, person("victim@example.com"), { ip });
    provider.signInAs(member("attacker-1", { email: "victim@example.com", email_verified: false }));
    const jar = new CookieJar();
    const started = await call(
      t.app,
      "/api/auth/sign-in/social",
      { provider: "linkedin", callbackURL: "/dashboard", errorCallbackURL: "/auth/linkedin/callback" },
      { jar, ip },
    );
    const finished = await finishAtProvider(started, jar);
    expect(finished.status).toBe(302);
    const landed = new URL(finished.headers.get("location") ?? "", TEST_ORIGIN);
    expect(landed.pathname).toBe("/auth/linkedin/callback");
    expect(landed.searchParams.get("error")).toBe("account_not_linked");
    expect(landed.searchParams.get("error_description")).toBe(
      "An account with this email already exists. Sign in with your password, then link LinkedIn from your profile.",
    );
    expect(landed.searchParams.get("error_description")).toBe(OAUTH_CALLBACK_DESCRIPTIONS.account_not_linked);
    expect(jar.has("session_token")).toBe(false);
    expect(await isSignedIn(t.app, { jar, ip })).toBe(false);
    expect(await linkedinAccountsOf(victim.userId)).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, victim.userId))).toHaveLength(1);
  });

  it.each([
    ["says the address is not verified", "unverified-false", false],
    ["does not say whether the address is verified", "unverified-missing", undefined],
  ])("creates nothing when LinkedIn %s, and says what to do", async (_label, sub, emailVerified) => {
    const before = await rowCounts();
    const identity = member(sub, { email_verified: emailVerified });
    const { jar, landed } = await signInWithLinkedIn(identity, "/auth/linkedin/callback");
    expect(landed.pathname).toBe("/auth/linkedin/callback");
    expect(landed.searchParams.get("error")).toBe("email_not_verified");
    expect(landed.searchParams.get("error_description")).toBe(
      "LinkedIn has not confirmed this email address. Confirm it on LinkedIn, or sign in with your email and a password instead.",
    );
    expect(landed.searchParams.get("error_description")).toBe(LINKEDIN_EMAIL_NOT_VERIFIED_MESSAGE);
    expect(jar.has("session_token")).toBe(false);
    expect(await isSignedIn(t.app, { jar, ip })).toBe(false);
    expect(await rowCounts()).toEqual(before);
    expect(await t.db.select().from(users).where(eq(users.email, identity.email))).toEqual([]);
    expect(await t.db.select().from(accounts).where(eq(accounts.accountId, sub))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, identity.email))).toEqual(
      [],
    );
  });

  it("creates nothing through an id-token sign-in either, with the same words", async () => {
    const idToken = await idTokenOf(member("unverified-id-token", { email_verified: false }));
    const before = await rowCounts();
    const jar = new CookieJar();
    const signedIn = await call(
      t.app,
      "/api/auth/sign-in/social",
      { provider: "linkedin", idToken },
      { jar, ip },
    );
    expect(await errorOf(signedIn)).toEqual({
      status: 403,
      code: "forbidden",
      message: LINKEDIN_EMAIL_NOT_VERIFIED_MESSAGE,
    });
    expect(jar.has("session_token")).toBe(false);
    expect(await rowCounts()).toEqual(before);
  });

  it("signs a LinkedIn account in again only while LinkedIn says the address is verified", async () => {
    const identity = member("once-verified");
    const first = await signInWithLinkedIn(identity);
    const { id: userId } = (await me(first.jar)).user;
    const before = await rowCounts();

    const refused = await signInWithLinkedIn(
      { ...identity, email_verified: false },
      "/auth/linkedin/callback",
    );
    expect(refused.landed.searchParams.get("error")).toBe("email_not_verified");
    expect(refused.jar.has("session_token")).toBe(false);
    expect(await rowCounts()).toEqual(before);

    const again = await signInWithLinkedIn(identity);
    expect(again.landed.pathname).toBe("/dashboard");
    expect((await me(again.jar)).user.id).toBe(userId);
    expect(await linkedinAccountsOf(userId)).toHaveLength(1);
  });

  it("refuses a disabled account with the words a password sign-in gets, on the callback page", async () => {
    const identity = member("disabled-member");
    const first = await signInWithLinkedIn(identity);
    const { id: userId } = (await me(first.jar)).user;
    await t.db.insert(disabledAccounts).values({ userId, reason: "Spam" });
    const sessionsBefore = await t.db.select().from(sessions).where(eq(sessions.userId, userId));

    const { jar, landed } = await signInWithLinkedIn(identity, "/auth/linkedin/callback");
    expect(landed.pathname).toBe("/auth/linkedin/callback");
    expect(landed.searchParams.get("error")).toBe(ACCOUNT_DISABLED_CODE);
    expect(landed.searchParams.get("error_description")).toBe(ACCOUNT_DISABLED_MESSAGE);
    expect(jar.has("session_token")).toBe(false);
    expect(await isSignedIn(t.app, { jar, ip })).toBe(false);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(
      sessionsBefore.length,
    );
  });

  it("refuses a disabled account's id-token sign-in with the same words", async () => {
    const identity = member("disabled-id-token");
    const first = await signInWithLinkedIn(identity);
    const { id: userId } = (await me(first.jar)).user;
    await t.db.insert(disabledAccounts).values({ userId });
    const idToken = await idTokenOf(identity);
    const jar = new CookieJar();
    const signedIn = await call(
      t.app,
      "/api/auth/sign-in/social",
      { provider: "linkedin", idToken },
      { jar, ip },
    );
    expect(await errorOf(signedIn)).toEqual({
      status: 403,
      code: "forbidden",
      message: ACCOUNT_DISABLED_MESSAGE,
    });
    expect(jar.has("session_token")).toBe(false);
  });

  it("sends the person back to the error page when the provider refuses", async () => {
    provider.signInAs(member("refused"));
    const jar = new CookieJar();
    const started = await call(
      t.app,
      "/api/auth/sign-in/social",
      { provider: "linkedin", callbackURL: "/dashboard", errorCallbackURL: "/auth" },
      { jar, ip },
    );
    const { url } = (await started.json()) as { url: string };
    const state = new URL(url).searchParams.get("state") ?? "";
    const callback = await call(
      t.app,
      `/api/auth/callback/linkedin?state=${state}&error=access_denied&error_description=${encodeURIComponent("The member said no")}`,
      undefined,
      { jar, ip, origin: null },
    );
    expect(callback.status).toBe(302);
    const landed = new URL(callback.headers.get("location") ?? "", TEST_ORIGIN);
    expect(landed.pathname).toBe("/auth");
    expect(landed.searchParams.get("error")).toBe("access_denied");
    expect(jar.has("session_token")).toBe(false);
  });
});

describe("linking, importing and unlinking", () => {
  it("links LinkedIn to a signed-in account and imports name, headline and photo", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("linker@hatchery.test"), { ip });
    const landed = await linkLinkedIn(jar, member("linker", { given_name: "Grace", family_name: "Hopper" }));
    expect(landed.pathname).toBe("/profile");
    expect(await linkedinAccountsOf(userId)).toMatchObject([{ accountId: "linker" }]);
    const [notice] = await linkedNotices("linker@hatchery.test");
    expect(notice?.subject).toBe("A LinkedIn account was linked to your Hatchery account");
    expect(notice?.textBody).toContain("https://hatchery.test/profile");
    // Linking alone changes nothing in the profile.
    expect((await me(jar)).user).toMatchObject({ firstName: "Ada", lastName: "Lovelace", image: null });

    const body = await imported(jar);
    expect(body.user).toMatchObject({
      id: userId,
      firstName: "Grace",
      lastName: "Hopper",
      name: "Grace Hopper",
    });
    expect(body.profile.headline).toBe("Product manager learning to build teams");
    expect(body.user.image).toMatch(/^\/api\/files\/avatars\/[A-Za-z0-9_-]{22}\.png$/);
    const photo = await request(t.app, body.user.image ?? "");
    expect(photo.headers.get("Content-Type")).toBe("image/png");
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(PNG_1PX);
    expect(await me(jar)).toEqual(body);
  });

  it("replaces the previous photo, sanitises and shortens the claims, and keeps what the provider leaves out", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("reimport@hatchery.test"), { ip });
    await linkLinkedIn(jar, member("reimport"));
    const first = await imported(jar);

    provider.updateIdentity("reimport", {
      given_name: "<b>Grace</b><script>alert(1)</script>",
      family_name: "H".repeat(150),
      headline: `<i>Admiral</i> ${"x".repeat(200)}`,
      picture: provider.addPicture("reimport-2.gif", GIF_1PX, "image/gif"),
    });
    const second = await imported(jar);
    expect(second.user.firstName).toBe("Grace");
    expect(second.user.lastName).toBe("H".repeat(100));
    expect(second.profile.headline).toBe(`<i>Admiral</i> ${"x".repeat(105)}`);
    expect(second.user.image).toMatch(/\.gif$/);
    expect((await request(t.app, first.user.image ?? "")).status).toBe(404);
    expect(await readdir(path.join(dataDir, "uploads", "avatars"))).toContain(
      path.basename(second.user.image ?? ""),
    );

    provider.updateIdentity("reimport", { headline: undefined, picture: undefined, given_name: undefined });
    const third = await imported(jar);
    expect(third.user).toMatchObject({ firstName: "Grace", image: second.user.image });
    expect(third.profile.headline).toBe(second.profile.headline);
  });

  it.each([
    ["over 10 MB", padTo(PNG_1PX, FILE_MAX_BYTES + 1), "image/png"],
    ["not an image", PDF_MINIMAL, "image/png"],
  ])(
    "keeps the current photo when the LinkedIn one is %s, and imports the rest",
    async (label, bytes, type) => {
      const sub = `photo-${label.replaceAll(" ", "-").toLowerCase()}`;
      const { jar } = await createVerifiedUser(t.app, t.db, person(`${sub}@hatchery.test`), { ip });
      await linkLinkedIn(jar, member(sub));
      const before = await imported(jar);
      provider.updateIdentity(sub, {
        headline: "Changed",
        picture: provider.addPicture(`${sub}-bad`, bytes, type),
      });
      const after = await imported(jar);
      expect(after.user.image).toBe(before.user.image);
      expect(after.profile.headline).toBe("Changed");
      expect((await request(t.app, before.user.image ?? "")).status).toBe(200);
    },
  );

  it("imports a photo of exactly 10 MB", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("big-photo@hatchery.test"), { ip });
    await linkLinkedIn(
      jar,
      member("big-photo", {
        picture: provider.addPicture("big.png", padTo(PNG_1PX, FILE_MAX_BYTES), "image/png"),
      }),
    );
    const body = await imported(jar);
    const photo = await request(t.app, body.user.image ?? "");
    expect(photo.headers.get("Content-Length")).toBe(String(FILE_MAX_BYTES));
  });

  it("does not link a LinkedIn account whose address LinkedIn has not verified", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("unverified-link@hatchery.test"), {
      ip,
    });
    const landed = await linkLinkedIn(jar, member("unverified-link", { email_verified: false }));
    expect(landed.searchParams.get("error")).toBe("unable_to_link_account");
    expect(await linkedinAccountsOf(userId)).toEqual([]);
    expect((await me(jar)).user.id).toBe(userId);
  });

  it("says 'Link your LinkedIn account first.' when nothing is linked", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("unlinked@hatchery.test"), { ip });
    expect(await errorOf(await importProfile(jar))).toEqual({
      status: 409,
      code: "conflict",
      message: LINKEDIN_NOT_LINKED_MESSAGE,
    });
  });

  it("reports a failing provider clearly and changes nothing", async () => {
    const { jar } = await createVerifiedUser(t.app, t.db, person("failing@hatchery.test"), { ip });
    await linkLinkedIn(jar, member("failing"));
    provider.failNextUserinfo(500);
    expect(await errorOf(await importProfile(jar))).toEqual({
      status: 503,
      code: "unavailable",
      message: LINKEDIN_UNAVAILABLE_MESSAGE,
    });
    provider.failNextUserinfo(401);
    expect(await errorOf(await importProfile(jar))).toEqual({
      status: 409,
      code: "conflict",
      message: LINKEDIN_LINK_EXPIRED_MESSAGE,
    });
    expect((await me(jar)).user).toMatchObject({ firstName: "Ada", image: null });
  });

  it("unlinks LinkedIn, after which importing asks to link it again", async () => {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person("unlinker@hatchery.test"), { ip });
    await linkLinkedIn(jar, member("unlinker"));
    const listed = await call(t.app, "/api/auth/list-accounts", undefined, { jar, ip });
    const linked = (await listed.json()) as { id: string; providerId: string }[];
    expect(linked.map((account) => account.providerId).sort()).toEqual(["credential", "linkedin"]);
    const linkedin = linked.find((account) => account.providerId === "linkedin");

    // Better Auth unlinks by its account id, as listed by list-accounts.
    const unlinked = await call(t.app, "/api/auth/unlink-account", { accountId: linkedin?.id }, { jar, ip });
    expect(unlinked.status).toBe(200);
    expect(await linkedinAccountsOf(userId)).toEqual([]);
    expect(await errorOf(await importProfile(jar))).toMatchObject({
      status: 409,
      message: LINKEDIN_NOT_LINKED_MESSAGE,
    });
  });

  it("needs a session", async () => {
    expect(await errorOf(await importProfile(new CookieJar()))).toMatchObject({ status: 401 });
  });

  it("is not available when LinkedIn is not configured", async () => {
    const app = t.withEnv({ LINKEDIN_CLIENT_ID: "", LINKEDIN_CLIENT_SECRET: "" });
    const { jar } = await createVerifiedUser(app, t.db, person("no-linkedin@hatchery.test"), { ip });
    const response = await call(app, "/api/account/linkedin/import", {}, { jar, ip });
    expect(await errorOf(response)).toEqual({
      status: 404,
      code: "not_found",
      message: LINKEDIN_DISABLED_MESSAGE,
    });
  });
});

describe("two-factor after LinkedIn", () => {
  /** A password account with LinkedIn linked and an authenticator app enrolled; answers its TOTP URI. */
  async function guardedMember(sub: string) {
    const { jar, userId } = await createVerifiedUser(t.app, t.db, person(`${sub}@hatchery.test`), { ip });
    await linkLinkedIn(jar, member(sub));
    const enabled = await call(
      t.app,
      "/api/auth/two-factor/enable",
      { password: TEST_PASSWORD },
      { jar, ip },
    );
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    const confirmed = await call(
      t.app,
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(totpURI) },
      { jar, ip },
    );
    expect(confirmed.status).toBe(200);
    return { userId, totpURI };
  }

  const sessionsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

  it("sends a person with two-factor on to the code step, with no session until the code is given", async () => {
    const { userId, totpURI } = await guardedMember("guarded");
    const before = await sessionsOf(userId);

    const { jar, landed } = await signInWithLinkedIn(member("guarded"));
    expect(`${landed.origin}${landed.pathname}`).toBe(`${TEST_ORIGIN}/auth`);
    expect(landed.searchParams.get("view")).toBe("two-factor");
    expect(landed.searchParams.get("redirect")).toBe("/dashboard");
    expect(jar.has("session_token")).toBe(false);
    expect(jar.has("two_factor")).toBe(true);
    expect(await isSignedIn(t.app, { jar, ip })).toBe(false);
    expect(await sessionsOf(userId)).toEqual(before);

    const wrong = await call(t.app, "/api/auth/two-factor/verify-totp", { code: "000000" }, { jar, ip });
    expect(wrong.status).toBe(400);
    expect(await isSignedIn(t.app, { jar, ip })).toBe(false);

    const verified = await call(
      t.app,
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(totpURI) },
      { jar, ip },
    );
    expect(verified.status).toBe(200);
    expect((await me(jar)).user.id).toBe(userId);
  });

  it("keeps where the web's callback page was going", async () => {
    await guardedMember("guarded-redirect");
    provider.signInAs(member("guarded-redirect"));
    const jar = new CookieJar();
    const callbackURL = "/auth/linkedin/callback?redirect=%2Fprofile";
    const started = await call(
      t.app,
      "/api/auth/sign-in/social",
      { provider: "linkedin", callbackURL, errorCallbackURL: callbackURL },
      { jar, ip },
    );
    const finished = await finishAtProvider(started, jar);
    const landed = new URL(finished.headers.get("location") ?? "", TEST_ORIGIN);
    expect(landed.pathname).toBe("/auth");
    expect(landed.searchParams.get("redirect")).toBe(callbackURL);
    expect(jar.has("session_token")).toBe(false);
  });

  it("asks for the code after signing in with a LinkedIn id token too", async () => {
    const { userId } = await guardedMember("guarded-id-token");
    const idToken = await idTokenOf(member("guarded-id-token"));
    const before = await sessionsOf(userId);

    const jar = new CookieJar();
    const signedIn = await call(
      t.app,
      "/api/auth/sign-in/social",
      { provider: "linkedin", idToken },
      { jar, ip },
    );
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(jar.has("session_token")).toBe(false);
    expect(await sessionsOf(userId)).toEqual(before);
  });
});

describe("the user row", () => {
  it("takes no photo address from the provider at sign-up; an import stores a copy on this site", async () => {
    const identity = member("photo-at-sign-up");
    const { jar } = await signInWithLinkedIn(identity);
    const [row] = await t.db
      .select({ image: users.image })
      .from(users)
      .where(eq(users.email, identity.email));
    expect(row?.image).toBeNull();
    const body = await imported(jar);
    expect(body.user.image).toMatch(/^\/api\/files\/avatars\//);
  });
});
