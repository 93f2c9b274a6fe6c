/**
 * What the forms and the server of every visitor submission share (issue 19; decision 090):
 * the names of the kit's hidden fields and the link count. No server code here: forms import it.
 */

/** The hidden field that carries the proof-of-work solution (base64 JSON), when JavaScript ran. */
export const PROOF_FIELD = "proof";

/**
 * The honeypot: a text field people never see or reach (hidden from sight, screen readers and
 * the keyboard) that form-filling robots fill. A submission with anything in it is dropped
 * quietly, with the same answer as a success.
 */
export const HONEYPOT_FIELD = "website";

/** Body limit of a submission (bytes); a bigger body is refused with 413 before it is read. */
export const MAX_SUBMISSION_BYTES = 16 * 1024;

const LINK =
  /\b(?:https?:\/\/|www\.)[^\s<>"']+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|ru|xyz|top|io|co|shop|site|online)\b(?:\/[^\s<>"']*)?/gi;

/** How many links (web addresses, with or without a scheme) a text holds. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}
