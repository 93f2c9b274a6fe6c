/**
 * How long the site keeps records that are not submissions (decision 130), as the privacy
 * policy states; app/db/retention.server.ts purges by them, and the desk names them.
 */

/** A finished e-mail's delivery-log line (sent, failed or cancelled) is kept this long. */
export const FINISHED_MAIL_KEEP_DAYS = 30;
/** Sign-in records of the desk (the connection's address, the address tried). */
export const SIGN_IN_KEEP_DAYS = 90;
/** An unsubscribed address is kept this long after the unsubscribe, then deleted. */
export const UNSUBSCRIBED_KEEP_DAYS = 30;
