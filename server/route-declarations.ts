import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { localeFromParam } from "../app/i18n/locales.ts";
import { declaredQuery, declaresPrivate } from "../app/lib/route-handle.ts";

/**
 * What the route that answers a path declares (app/lib/route-handle.ts), found by React
 * Router's own matcher over the build's routes: the same case-insensitive, percent-decoded match
 * the renderer makes, so no spelling of a desk address escapes it. A route is private when it
 * or any route above it (the desk's layout) says so; the query a page reads is what its route
 * and the routes above it declare.
 */
export interface RouteDeclarations {
  isPrivate(pathname: string): boolean;
  /**
   * The address to send a document request to first, when a private route was asked for under
   * another spelling (`/Desk/events` → `/desk/events`); undefined when the path is as it should be.
   */
  canonical(pathname: string): string | undefined;
  /**
   * The query string (with its "?", or "") a public page is to be asked for with: the raw query
   * less every parameter its routes do not declare (issue 29 item 18). Undefined when the path
   * is no page of its own (the catch-all 404, a file) or private: its query is left as it is.
   */
  pageQuery(pathname: string, rawQuery: string): string | undefined;
  /**
   * The route that answers a path, for metrics: its file's id (`routes/cities.$id`), the same for
   * every city and language; `none` when no route but the catch-all does.
   */
  routeOf(pathname: string): string;
}

type Manifest = ServerBuild["routes"];
type Node = RouteObject & { private: boolean; query: readonly string[] };

interface Declared {
  private: boolean;
  /** The id of the deepest matching route ("none" for none or the catch-all). */
  route: string;
  /** Undefined for the catch-all routes (`*`) and paths no route answers. */
  query?: ReadonlySet<string>;
}

/** React Router's own parameter of a page's data request: which routes' data to load. */
const DATA_PARAMS = ["_routes"];

export function routeDeclarations(manifest: Manifest): RouteDeclarations {
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
      query: declaredQuery(route.module?.handle),
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

  const known = new LRUCache<string, Declared>({ max: 5000 });
  const declared = (pathname: string): Declared => {
    const cached = known.get(pathname);
    if (cached) return cached;
    const asked = pageOf(pathname);
    let matches: ReturnType<typeof matchRoutes> = null;
    try {
      matches = matchRoutes(roots, asked);
    } catch {
      // A malformed escape (`/%E0`): React Router refuses it too; nothing private is rendered.
      matches = null;
    }
    const chain = (matches ?? []).map((match) => match.route as Node);
    const leaf = chain.at(-1);
    const answer: Declared = {
      private: chain.some((route) => route.private),
      route: leaf && !leaf.path?.includes("*") ? (leaf.id ?? "none") : "none",
    };
    // `/sw.js` matches the home page with "sw.js" for a language: the layout answers 404 there.
    const lang = matches?.[0]?.params.lang;
    const page = lang === undefined || lang === "en" || localeFromParam(lang) !== undefined;
    if (leaf && page && !leaf.path?.includes("*")) {
      answer.query = new Set([
        ...chain.flatMap((route) => route.query),
        ...(asked === pathname ? [] : DATA_PARAMS),
      ]);
    }
    known.set(pathname, answer);
    return answer;
  };

  return {
    isPrivate: (pathname) => declared(pathname).private,
    routeOf: (pathname) => declared(pathname).route,
    canonical(pathname) {
      if (!/[A-Z%]/.test(pathname) || !declared(pathname).private) return undefined;
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
    pageQuery(pathname, rawQuery) {
      const { private: personal, query } = declared(pathname);
      if (personal || !query) return undefined;
      const kept = rawQuery
        .replace(/^\?/, "")
        .split("&")
        .filter((pair) => pair !== "" && query.has(parameterName(pair)));
      return kept.length > 0 ? `?${kept.join("&")}` : "";
    },
  };
}

/** A query pair's name as the page reads it (`utm%5Fsource=x` is `utm_source`). */
function parameterName(pair: string): string {
  const name = pair.split("=", 1)[0] ?? "";
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}

/**
 * The page a request is for, as React Router reads it (`getNormalizedPath`): the data of
 * `/desk/events` is `/desk/events.data`, that of `/` or `/desk/` is `/_.data` or `/desk/_.data`.
 */
export function pageOf(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}
