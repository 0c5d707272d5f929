import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { PasswordHasher } from "../auth/auth";

/** Marks a hash made here, so a stored hash tells which hasher made it. */
export const FAST_HASH_PREFIX = "test-sha256";

function digest(salt: string, password: string): Buffer {
  return createHash("sha256").update(`${salt}:${password}`).digest();
}

/**
 * A salted SHA-256 in place of Better Auth's scrypt, for test apps only (test-app.ts): scrypt is slow on
 * purpose, and every sign-up and sign-in of the API tests paid for it. Salted, so two people with the same
 * password still get different hashes, as with scrypt; nothing outside `src/test` imports it, and one
 * test signs up and in through scrypt itself (auth/production-password-hash.test.ts).
 */
export const fastPasswordHasher: PasswordHasher = {
  hash: async (password) => {
    const salt = randomBytes(8).toString("hex");
    return `${FAST_HASH_PREFIX}:${salt}:${digest(salt, password).toString("hex")}`;
  },
  verify: async ({ hash, password }) => {
    const [prefix, salt = "", expected = ""] = hash.split(":");
    if (prefix !== FAST_HASH_PREFIX) return false;
    const actual = digest(salt, password);
    const stored = Buffer.from(expected, "hex");
    return stored.length === actual.length && timingSafeEqual(stored, actual);
  },
};
