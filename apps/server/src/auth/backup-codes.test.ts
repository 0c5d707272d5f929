import { describe, expect, it } from "vitest";
import { BACKUP_CODE_ALPHABET, generateBackupCodes } from "./backup-codes";

describe("generateBackupCodes", () => {
  it("makes ten codes shaped xxxxx-xxxxx", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[^-]{5}-[^-]{5}$/);
  });

  it("never uses characters that are read two ways (0/O/o, 1/l/I)", () => {
    const used = new Set(
      Array.from({ length: 200 }, generateBackupCodes).flat().join("").replaceAll("-", ""),
    );
    for (const ambiguous of "0Oo1lI") expect(used).not.toContain(ambiguous);
    // Every character comes from the alphabet, and the alphabet is put to use (not a constant string).
    for (const character of used) expect(BACKUP_CODE_ALPHABET).toContain(character);
    expect(used.size).toBeGreaterThan(BACKUP_CODE_ALPHABET.length / 2);
  });

  it("does not repeat codes", () => {
    const codes = Array.from({ length: 50 }, generateBackupCodes).flat();
    expect(new Set(codes).size).toBe(codes.length);
  });
});
