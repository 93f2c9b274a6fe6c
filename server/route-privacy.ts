import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { declaresPrivate } from "../app/lib/privacy.ts";

/**
 * Whether a path is answered by a route that declares itself private (app/lib/privacy.ts),
 * decided by React Router's own matcher over the build's routes: the same case-insensitive,
 * percent-decoded match the renderer makes, so no spelling of a desk address escapes it. A
 * route is private when it or any route above it (the desk's layout) says so.
 */
export interface RoutePrivacy {
  isPrivate(pathname: string): boolean;
  /**
   * The address to send a document request to first, when a private route was asked for under
   * another spelling (`/Desk/events` → `/desk/events`); undefined when the path is as it should be.
   */
  canonical(pathname: string): string | undefined;
}

type Manifest = ServerBuild["routes"];
type Node = RouteObject & { private: boolean };

export function routePrivacy(manifest: Manifest): RoutePrivacy {
  const nodes = new Map<string, Node>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index as false | undefined,
      caseSensitive: route.caseSensitive,
      children: [],
      private: declaresPrivate(route.module?.handle),
    } as Node);
  }
  const roots: Node[] = [];
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = nodes.get(route.id) as Node;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children as Node[]).push(node);
    else roots.push(node);
  }
  // Index routes cannot have children in React Router's matcher.
  for (const node of nodes.values()) if (node.index) delete node.children;

  const known = new LRUCache<string, boolean>({ max: 5000 });
  const isPrivate = (pathname: string): boolean => {
    const cached = known.get(pathname);
    if (cached !== undefined) return cached;
    let matches: ReturnType<typeof matchRoutes> = null;
    try {
      matches = matchRoutes(roots, pageOf(pathname));
    } catch {
      // A malformed escape (`/%E0`): React Router refuses it too; nothing private is rendered.
      matches = null;
    }
    const answer = (matches ?? []).some((match) => (match.route as Node).private);
    known.set(pathname, answer);
    return answer;
  };
  return {
    isPrivate,
    canonical(pathname) {
      if (!/[A-Z%]/.test(pathname) || !isPrivate(pathname)) return undefined;
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return undefined;
      }
      const lower = decoded.toLowerCase();
      // Only plain paths are rewritten; anything odd is left to the renderer (and stays private).
      if (!/^\/[a-z0-9\-._~/]*$/.test(lower) || lower.includes("//")) return undefined;
      return lower === pathname ? undefined : lower;
    },
  };
}

/**
 * The page a request is for, as React Router reads it (`getNormalizedPath`): the data of
 * `/desk/events` is `/desk/events.data`, that of `/` or `/desk/` is `/_.data` or `/desk/_.data`.
 */
export function pageOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
