import { randomInt } from "node:crypto";

/**
 * Two-factor backup codes (docs/decisions/132-desk-sign-in-promises.md): ten codes of ten
 * characters, shown as "ABCDE-FGHJK", each accepted once at sign-in in place of the app's code.
 * No character that reads like another: no 0 or O, no 1, I or L (and so no lower case at all).
 */
export const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const BACKUP_CODE_COUNT = 10;
const HALF = 5;

function randomCode(): string {
  let code = "";
  for (let i = 0; i < HALF * 2; i++)
    code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
  return `${code.slice(0, HALF)}-${code.slice(HALF)}`;
}

export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, randomCode);
}

/**
 * A typed backup code as it is stored ("abcde fghjk" → "ABCDE-FGHJK"), or undefined when it
 * cannot be one.
 */
export function normalizeBackupCode(typed: string): string | undefined {
  const text = typed.toUpperCase().replace(/[\s-]+/g, "");
  if (text.length !== HALF * 2) return undefined;
  if (![...text].every((char) => BACKUP_CODE_ALPHABET.includes(char))) return undefined;
  return `${text.slice(0, HALF)}-${text.slice(HALF)}`;
}
