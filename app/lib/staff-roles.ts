/** The desk's roles (PRODUCT B13), shared by the schema and the desk's pages. */
export const staffRoles = ["admin", "editor", "moderator"] as const;
export type StaffRole = (typeof staffRoles)[number];
