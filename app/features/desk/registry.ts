import type { Access } from "./roles.ts";

/**
 * Every route of the desk, in one list: the access it needs, and its place in the navigation.
 * A route module reads its entry with `deskRoute(path)` and checks it with `requireRoute`;
 * tests/db/desk.test.ts walks this list (and fails for a `app/routes/desk*` file not in it), so
 * a new desk page is refused to visitors without a session (401) and to other roles (403).
 *
 * To add a desk section: add its route file, an entry here with `nav`, and it shows in the menu
 * of the roles that may open it.
 */
export interface DeskRoute {
  path: string;
  /** The route module under app/routes/. */
  file: string;
  access: Access;
  /** Admins may reach it before setting up two-factor sign-in (their account page, sign-out). */
  allowWithoutTwoFactor?: boolean;
  /** A link in the desk's navigation. */
  nav?: { label: string; order: number };
  /** Has an action (state-changing POSTs), besides its loader. */
  action?: boolean;
}

export const DESK_ROUTES = [
  { path: "/desk", file: "desk._index.tsx", access: "staff", nav: { label: "Overview", order: 0 } },
  // Events (issue 18 items 3–7): editors and admins; moderators are refused (403).
  {
    path: "/desk/events",
    file: "desk.events._index.tsx",
    access: "editor",
    nav: { label: "Events", order: 10 },
  },
  { path: "/desk/events/new", file: "desk.events.new.tsx", access: "editor", action: true },
  { path: "/desk/events/:id", file: "desk.events.$id._index.tsx", access: "editor", action: true },
  {
    path: "/desk/events/:id/translations/:locale",
    file: "desk.events.$id.translations.$locale.tsx",
    access: "editor",
    action: true,
  },
  { path: "/desk/events/:id/preview", file: "desk.events.$id.preview.tsx", access: "editor" },
  {
    path: "/desk/events/:id/revisions",
    file: "desk.events.$id.revisions.tsx",
    access: "editor",
    action: true,
  },
  // Visitors' submissions (issue 19): moderators and admins; editors are refused (403).
  {
    path: "/desk/moderation",
    file: "desk.moderation.tsx",
    access: ["moderator", "admin"],
    nav: { label: "Moderation", order: 20 },
    action: true,
  },
  // "Something here has changed" flags on places (issue 19 item 8): editors and admins.
  {
    path: "/desk/recheck-reports",
    file: "desk.recheck-reports.tsx",
    access: "editor",
    nav: { label: "Re-check reports", order: 30 },
    action: true,
  },
  {
    path: "/desk/people",
    file: "desk.people.tsx",
    access: ["admin"],
    nav: { label: "People", order: 80 },
    action: true,
  },
  {
    path: "/desk/audit",
    file: "desk.audit.tsx",
    access: ["admin"],
    nav: { label: "Audit log", order: 90 },
  },
  {
    path: "/desk/account",
    file: "desk.account.tsx",
    access: "staff",
    allowWithoutTwoFactor: true,
    nav: { label: "Your account", order: 100 },
    action: true,
  },
  {
    path: "/desk/sign-out",
    file: "desk.sign-out.tsx",
    access: "staff",
    allowWithoutTwoFactor: true,
    action: true,
  },
  // Reachable without a session: signing in, the second factor, invitations, password reset.
  { path: "/desk/sign-in", file: "desk.sign-in.tsx", access: "public", action: true },
  { path: "/desk/two-factor", file: "desk.two-factor.tsx", access: "public", action: true },
  { path: "/desk/invitation", file: "desk.invitation.tsx", access: "public", action: true },
  {
    path: "/desk/reset-password",
    file: "desk.reset-password.tsx",
    access: "public",
    action: true,
  },
  // Any other address under /desk: the desk's own "no such page" (404).
  { path: "/desk/*", file: "desk.$.tsx", access: "public" },
] as const satisfies readonly DeskRoute[];

export type DeskPath = (typeof DESK_ROUTES)[number]["path"];

export function deskRoute(path: DeskPath): DeskRoute {
  const route = DESK_ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not in the desk's route registry`);
  return route;
}
