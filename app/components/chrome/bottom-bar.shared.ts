import type { LucideIcon } from "lucide-react";

/** What the bottom bar (bottom-bar.tsx) and its More sheet (bottom-bar.rich.tsx) share. */

export type BottomBarItem = { label: string; href: string; icon: LucideIcon };

/** Active by path prefix; the home item only on the home page. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
