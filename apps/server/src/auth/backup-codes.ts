import { createHmac } from "node:crypto";

const HASH_PREFIX = "hmac-sha256:";

/**
 * A backup code as it is stored: keyed with the auth secret, so a copy of the database alone is not
 * enough to try codes offline. Surrounding spaces are what people paste by accident, so they go.
 */
export function hashBackupCode(code: string, secret: string): string {
  return HASH_PREFIX + createHmac("sha256", secret).update(code.trim()).digest("hex");
}

function isHashed(entry: string): boolean {
  return entry.startsWith(HASH_PREFIX);
}

/**
 * Better Auth's backup-code storage hooks, used to keep only hashes. Better Auth hands over the
 * plain codes when it generates them (the person sees them once, in that answer) and the remaining
 * entries after one is used; both pass through `encrypt`, so entries already hashed are kept as
 * they are. `decrypt` returns the hashes, and the auth handler hashes the code a person submits
 * before Better Auth compares it with them.
 */
export function hashedBackupCodeStorage(secret: string) {
  return {
    encrypt: async (json: string): Promise<string> => {
      const codes = JSON.parse(json) as string[];
      return JSON.stringify(codes.map((code) => (isHashed(code) ? code : hashBackupCode(code, secret))));
    },
    decrypt: async (stored: string): Promise<string> => stored,
  };
}
