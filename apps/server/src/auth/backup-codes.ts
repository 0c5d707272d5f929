import { createHmac, randomInt } from "node:crypto";

const HASH_PREFIX = "hmac-sha256:";

/**
 * Letters and digits a person can copy from paper without guessing: 0/O/o and 1/l/I are left out, as
 * they look alike in many fonts. 56 symbols over 10 places keep each code above 58 bits.
 */
export const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz";
const BACKUP_CODE_COUNT = 10;
const BACKUP_CODE_HALF_LENGTH = 5;

function randomPart(): string {
  let part = "";
  for (let index = 0; index < BACKUP_CODE_HALF_LENGTH; index++) {
    part += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
  }
  return part;
}

/** Ten codes shaped like Better Auth's own (`xxxxx-xxxxx`), drawn from the unambiguous alphabet. */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

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
