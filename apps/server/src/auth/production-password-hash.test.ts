import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts, users } from "../db/schema";
import {
  CookieJar,
  isSignedIn,
  latestLink,
  openLink,
  person,
  signIn,
  signUp,
} from "../test/auth-test-helpers";
import { FAST_HASH_PREFIX } from "../test/fast-password-hasher";
import { createTestApp, type TestApp } from "../test/test-app";

/** The stored credential hash of the account with this address. */
async function storedHash(t: TestApp, email: string): Promise<string> {
  const [row] = await t.db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(eq(users.email, email));
  if (!row?.password) throw new Error(`no password stored for ${email}`);
  return row.password;
}

/** Every other test app hashes with the fast test hasher; this one keeps scrypt, as a running server does. */
describe("the production password hash", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { productionPasswordHash: true });
  });
  afterAll(() => t.close());

  it("signs a person up, verifies them and signs them in through scrypt", async () => {
    const ada = person("scrypt@example.com");
    expect((await signUp(t.app, ada, { ip: "192.0.2.201" })).status).toBe(200);
    const hash = await storedHash(t, ada.email);
    // Better Auth's scrypt: a hex salt and a hex key of 64 bytes.
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const link = await latestLink(t.db, ada.email, "verification");
    expect((await openLink(t.app, link, { ip: "192.0.2.201" })).status).toBe(302);

    expect((await signIn(t.app, ada.email, "Wrong-pass1", { ip: "192.0.2.202" })).status).toBe(401);
    const jar = new CookieJar();
    expect((await signIn(t.app, ada.email, ada.password, { jar, ip: "192.0.2.202" })).status).toBe(200);
    expect(await isSignedIn(t.app, { jar })).toBe(true);
  });
});

describe("the test apps' password hash", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is the fast one, salted, and still refuses a wrong password", async () => {
    const grace = person("fast-hash@example.com");
    const twin = person("fast-hash-twin@example.com");
    expect((await signUp(t.app, grace, { ip: "192.0.2.211" })).status).toBe(200);
    expect((await signUp(t.app, twin, { ip: "192.0.2.211" })).status).toBe(200);
    const hash = await storedHash(t, grace.email);
    expect(hash.startsWith(`${FAST_HASH_PREFIX}:`)).toBe(true);
    expect(await storedHash(t, twin.email)).not.toBe(hash);
    await openLink(t.app, await latestLink(t.db, grace.email, "verification"), { ip: "192.0.2.211" });

    expect((await signIn(t.app, grace.email, "Wrong-pass1", { ip: "192.0.2.212" })).status).toBe(401);
    expect((await signIn(t.app, grace.email, grace.password, { ip: "192.0.2.212" })).status).toBe(200);
  });
});
