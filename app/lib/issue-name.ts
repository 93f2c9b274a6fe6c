/** Newsletter issue names become folder names and delivery keys: keep them plain. */
export const ISSUE_NAME = /^[a-z0-9][a-z0-9-]{0,79}$/;
