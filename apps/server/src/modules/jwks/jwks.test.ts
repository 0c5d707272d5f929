import { createLocalJWKSet, generateKeyPair, type JSONWebKeySet, jwtVerify, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CookieJar, call, createVerifiedUser, person } from "../../test/auth-test-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { WELL_KNOWN_JWKS_PATH } from "./jwks.routes";

let t: TestApp;
let jar: CookieJar;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ jar, userId } = await createVerifiedUser(t.app, t.db, person("jwks.owner@hatchery.test"), {
    ip: "198.51.100.60",
  }));
});
afterAll(() => t.close());

async function keySet(path: string): Promise<JSONWebKeySet> {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return (await response.json()) as JSONWebKeySet;
}

async function issuedToken(): Promise<string> {
  const response = await call(t.app, "/api/auth/token", undefined, { jar, ip: "198.51.100.60" });
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

describe(`GET ${WELL_KNOWN_JWKS_PATH}`, () => {
  it("publishes the key set of /api/auth/jwks, public keys only, cacheable for a short while", async () => {
    await issuedToken();
    const published = await keySet(WELL_KNOWN_JWKS_PATH);
    expect(published).toEqual(await keySet("/api/auth/jwks"));
    expect(published.keys.length).toBeGreaterThan(0);
    for (const key of published.keys) {
      expect(key.kid).toEqual(expect.any(String));
      for (const privatePart of ["d", "p", "q", "dp", "dq", "qi", "k"])
        expect(key).not.toHaveProperty(privatePart);
    }
    const response = await t.request(WELL_KNOWN_JWKS_PATH);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
  });

  it("verifies a token from /api/auth/token", async () => {
    const token = await issuedToken();
    const jwks = createLocalJWKSet(await keySet(WELL_KNOWN_JWKS_PATH));
    const { payload } = await jwtVerify(token, jwks, {
      issuer: "https://hatchery.test",
      audience: "https://hatchery.test",
    });
    expect(payload.sub).toBe(userId);
  });

  it("does not verify a token signed with another key under the same key id", async () => {
    const published = await keySet(WELL_KNOWN_JWKS_PATH);
    const [first] = published.keys;
    const alg = first?.alg ?? "EdDSA";
    const { privateKey } = await generateKeyPair(alg, { crv: first?.crv, extractable: true });
    const forged = await new SignJWT({ sub: userId })
      .setProtectedHeader({ alg, kid: first?.kid })
      .setIssuer("https://hatchery.test")
      .setAudience("https://hatchery.test")
      .setExpirationTime("5m")
      .sign(privateKey);
    await expect(jwtVerify(forged, createLocalJWKSet(published))).rejects.toThrow();
  });
});
