import { type StaffRole, staffRoles } from "../../lib/staff-roles.ts";

export { type StaffRole, staffRoles };

/**
 * Who may do what: a route names the roles it serves. A single role means that role and admins
 * (an admin can do everything); a list means exactly those roles.
 */
export type Access = "public" | "staff" | StaffRole | readonly StaffRole[];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (staffRoles as readonly string[]).includes(value);
}

export function allows(access: Access, role: StaffRole): boolean {
  if (access === "public" || access === "staff") return true;
  if (typeof access === "string") return role === access || role === "admin";
  return access.includes(role);
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  editor: "Editor",
  moderator: "Moderator",
};

export const ROLE_HELP: Record<StaffRole, string> = {
  admin: "everything, including people and the audit log",
  editor: "edits and publishes content",
  moderator: "moderates visitors' contributions",
};
