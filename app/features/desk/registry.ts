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
  /** Reachable before two-factor sign-in is set up (one's account page, sign-out). */
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
  // Desk operations (issue 18 items 3, 6, 8): media, facts to re-check, problems, subscribers,
  // newsletters. Editors and admins; moderators are refused (403).
  {
    path: "/desk/media",
    file: "desk.media.tsx",
    access: "editor",
    nav: { label: "Media library", order: 40 },
    action: true,
  },
  {
    path: "/desk/facts",
    file: "desk.facts.tsx",
    access: "editor",
    nav: { label: "Facts to re-check", order: 45 },
    action: true,
  },
  { path: "/desk/problems", file: "desk.problems.tsx", access: "editor", action: true },
  {
    path: "/desk/subscribers",
    file: "desk.subscribers.tsx",
    access: "editor",
    nav: { label: "Subscribers", order: 50 },
    action: true,
  },
  { path: "/desk/subscribers.csv", file: "desk.subscribers[.csv].ts", access: "editor" },
  {
    path: "/desk/newsletters",
    file: "desk.newsletters._index.tsx",
    access: "editor",
    nav: { label: "Newsletters", order: 55 },
    action: true,
  },
  {
    path: "/desk/newsletters/:id",
    file: "desk.newsletters.$id._index.tsx",
    access: "editor",
    action: true,
  },
  // Sending asks for a confirmation naming the recipients; deliveries per address (issue 29).
  {
    path: "/desk/newsletters/:id/send",
    file: "desk.newsletters.$id.send.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/newsletters/:id/deliveries",
    file: "desk.newsletters.$id.deliveries.tsx",
    access: "editor",
  },
  // Blog posts (issue 18 items 3, 4, 7; decision 053): editors and admins.
  {
    path: "/desk/blog",
    file: "desk.blog._index.tsx",
    access: "editor",
    nav: { label: "Blog", order: 15 },
  },
  { path: "/desk/blog/new", file: "desk.blog.new.tsx", access: "editor", action: true },
  { path: "/desk/blog/:id", file: "desk.blog.$id._index.tsx", access: "editor", action: true },
  {
    path: "/desk/blog/:id/translations/:locale",
    file: "desk.blog.$id.translations.$locale.tsx",
    access: "editor",
    action: true,
  },
  { path: "/desk/blog/:id/preview", file: "desk.blog.$id.preview.tsx", access: "editor" },
  {
    path: "/desk/blog/:id/revisions",
    file: "desk.blog.$id.revisions.tsx",
    access: "editor",
    action: true,
  },
  // Featured videos (issue 18 items 3, 4, 7; decision 055): editors and admins.
  {
    path: "/desk/videos",
    file: "desk.videos._index.tsx",
    access: "editor",
    nav: { label: "Featured videos", order: 16 },
  },
  { path: "/desk/videos/new", file: "desk.videos.new.tsx", access: "editor", action: true },
  { path: "/desk/videos/:id", file: "desk.videos.$id._index.tsx", access: "editor", action: true },
  {
    path: "/desk/videos/:id/translations/:locale",
    file: "desk.videos.$id.translations.$locale.tsx",
    access: "editor",
    action: true,
  },
  { path: "/desk/videos/:id/preview", file: "desk.videos.$id.preview.tsx", access: "editor" },
  {
    path: "/desk/videos/:id/revisions",
    file: "desk.videos.$id.revisions.tsx",
    access: "editor",
    action: true,
  },
  // Destinations and experiences (issue 18 items 3, 4, 7; decision 100): editors and admins.
  {
    path: "/desk/destinations",
    file: "desk.destinations._index.tsx",
    access: "editor",
    nav: { label: "Destinations", order: 17 },
  },
  {
    path: "/desk/destinations/new",
    file: "desk.destinations.new.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/destinations/:id",
    file: "desk.destinations.$id._index.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/destinations/:id/translations/:locale",
    file: "desk.destinations.$id.translations.$locale.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/destinations/:id/preview",
    file: "desk.destinations.$id.preview.tsx",
    access: "editor",
  },
  {
    path: "/desk/destinations/:id/revisions",
    file: "desk.destinations.$id.revisions.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/experiences",
    file: "desk.experiences._index.tsx",
    access: "editor",
    nav: { label: "Experiences", order: 18 },
  },
  {
    path: "/desk/experiences/new",
    file: "desk.experiences.new.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/experiences/:id",
    file: "desk.experiences.$id._index.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/experiences/:id/translations/:locale",
    file: "desk.experiences.$id.translations.$locale.tsx",
    access: "editor",
    action: true,
  },
  {
    path: "/desk/experiences/:id/preview",
    file: "desk.experiences.$id.preview.tsx",
    access: "editor",
  },
  {
    path: "/desk/experiences/:id/revisions",
    file: "desk.experiences.$id.revisions.tsx",
    access: "editor",
    action: true,
  },
  // Site settings (issue 18 item 3; decision 054): editors and admins.
  {
    path: "/desk/settings",
    file: "desk.settings._index.tsx",
    access: "editor",
    nav: { label: "Site settings", order: 70 },
    action: true,
  },
  {
    path: "/desk/settings/revisions",
    file: "desk.settings.revisions.tsx",
    access: "editor",
    action: true,
  },
  // "Something here has changed" flags (issue 19 item 8) live in /desk/facts (decision 113);
  // the old address redirects there.
  { path: "/desk/recheck-reports", file: "desk.recheck-reports.tsx", access: "editor" },
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
