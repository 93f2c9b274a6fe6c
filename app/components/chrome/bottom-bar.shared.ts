import type { IconComponent } from "../icons.tsx";

/** What the bottom bar (bottom-bar.tsx) and its More sheet (bottom-bar.rich.tsx) share. */

export type BottomBarItem = { label: string; href: string; icon: IconComponent };

/** Active by path prefix; the home item only on the home page. */
export function isActivePath(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}
