import { describe, expect, it } from "vitest";
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_COUNT,
  generateBackupCodes,
  normalizeBackupCode,
} from "./backup-codes.server.ts";

describe("backup codes", () => {
  it("are ten different codes without look-alike characters", () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(BACKUP_CODE_COUNT);
    expect(new Set(codes).size).toBe(BACKUP_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    for (const lookAlike of ["0", "O", "1", "I", "L", "l"]) {
      expect(BACKUP_CODE_ALPHABET).not.toContain(lookAlike);
    }
  });

  it("are read as typed: any case, with or without the dash and spaces", () => {
    expect(normalizeBackupCode("abcde-fghjk")).toBe("ABCDE-FGHJK");
    expect(normalizeBackupCode(" ABCDE FGHJK ")).toBe("ABCDE-FGHJK");
    expect(normalizeBackupCode("ABCDEFGHJK")).toBe("ABCDE-FGHJK");
    expect(normalizeBackupCode("ABCDE-FGHJ")).toBeUndefined();
    expect(normalizeBackupCode("ABCDE-FGHJ0")).toBeUndefined();
    expect(normalizeBackupCode("123456")).toBeUndefined();
  });
});
