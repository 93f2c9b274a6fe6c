import { checkNewsletterEmail } from "./newsletter.ts";

/**
 * The blog comment form's fields and checks (issue 19 item 4), run by the server on every post;
 * each problem names the field and its `contribute.comments.errors` key. The contributions kit
 * screens the post before (size, honeypot, proof of work, limits) and counts the links after.
 */

export const COMMENT_FIELDS = ["name", "email", "text"] as const;
export type CommentField = (typeof COMMENT_FIELDS)[number];
export type CommentValues = Record<CommentField, string>;
export type CommentErrors = Partial<Record<CommentField, string>>;

export const COMMENT_MIN = 10;
export const COMMENT_MAX = 2000;

export function commentValues(input: Record<string, unknown>): CommentValues {
  const pickString = (value: unknown) => (typeof value === "string" ? value.slice(0, 4000) : "");
  return {
    name: pickString(input.name),
    email: pickString(input.email),
    text: pickString(input.text),
  };
}

export function checkComment(
  values: CommentValues,
):
  | { ok: true; comment: { name: string; email: string; text: string } }
  | { ok: false; errors: CommentErrors } {
  const errors: CommentErrors = {};
  const name = values.name
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (name.length < 2 || name.length > 60) errors.name = "name";
  const email = checkNewsletterEmail(values.email);
  if (!email.ok) errors.email = "email";
  const text = values.text
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]|\p{Cf}/gu, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (text.length < COMMENT_MIN || text.length > COMMENT_MAX) errors.text = "text";
  if (!email.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, comment: { name, email: email.email, text } };
}
