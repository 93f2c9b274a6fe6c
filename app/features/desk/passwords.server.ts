import common from "./common-passwords.txt?raw";

/**
 * The password rules of the desk (OWASP ASVS 2.1): at least 12 characters, at most 128, and not
 * one of the most common passwords (common-passwords.txt, from OWASP SecLists through
 * scripts/common-passwords.ts). No rules about kinds of characters: length beats them.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

const COMMON = new Set(
  common
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);

/** Why a password is refused, as a sentence for the form; undefined when it is fine. */
export function passwordProblem(password: string, email?: string): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) {
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${length}). A few unrelated words make a long password easy to remember.`;
  }
  if (length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) {
    return "This password is one of the most common ones and would be guessed quickly. Choose another.";
  }
  const name = email?.split("@")[0]?.toLowerCase();
  if (name && name.length >= 4 && lower.includes(name)) {
    return "The password must not contain your e-mail address. Choose another.";
  }
  if (/^(.)\1+$/u.test(password)) return "The password must not be one character repeated.";
  return undefined;
}

/** For tests: is this password on the list? */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
