import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ATTRACTION_FILTER_QUERY,
  parseFilters,
} from "../../app/features/attractions/filter-attractions.ts";
import { BLOG_FILTER_QUERY, parseBlogFilter } from "../../app/features/blog/filter-posts.ts";
import { DESK_ROUTES } from "../../app/features/desk/registry.ts";
import { CALENDAR_QUERY, parseCalendarFilter } from "../../app/features/events/calendar-links.ts";
import { EVENTS_QUERY, parseEventsQuery } from "../../app/features/events/filter-events.ts";
import { parseTripSearch, TRIP_QUERY } from "../../app/features/plan/trip.ts";
import { type RouteDeclarations, routeDeclarations } from "../../server/route-declarations.ts";

/**
 * What routes declare, read by React Router's own (case-insensitive, percent-decoding) matcher
 * over the app's real route tree and modules — the same routes app/routes.ts gives the build.
 * Issue 34: whether an answer is private is decided by what its route is, never by the letters
 * of the path. Issue 29 item 18: a page's query holds only the parameters its routes declare.
 */

const app = path.resolve(import.meta.dirname, "../../app");
let privacy: RouteDeclarations;

/** The manifest a build holds (`build.routes`), made from app/routes.ts and the route modules. */
async function manifestOfTheApp(): Promise<ServerBuild["routes"]> {
  (globalThis as { __reactRouterAppDirectory?: string }).__reactRouterAppDirectory = app;
  const entries = await (await import("../../app/routes.ts")).default;
  const manifest: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: await import("../../app/root.tsx") } as never,
  };
  const add = async (list: RouteConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module: await import(/* @vite-ignore */ path.join(app, entry.file)),
      } as never;
      await add(entry.children ?? [], id);
    }
  };
  await add(entries, "root");
  return manifest;
}

beforeAll(async () => {
  privacy = routeDeclarations(await manifestOfTheApp());
}, 60_000);

/** A registry path with its parameters filled in. */
const concrete = (route: string) =>
  route.replace(":locale", "sq").replace(/:\w+/g, "12").replace("*", "no-such-page");

/** The same address in other letter cases and spellings that React Router reads as it. */
function variants(pathname: string): string[] {
  const upperFirst = pathname.replace(
    /\/([a-z])/g,
    (_, letter: string) => `/${letter.toUpperCase()}`,
  );
  const alternating = [...pathname]
    .map((letter, index) => (index % 2 ? letter.toUpperCase() : letter))
    .join("");
  return [
    pathname,
    upperFirst,
    pathname.toUpperCase(),
    alternating,
    pathname.replace("/desk", "/%64esk"),
    pathname.replace("/desk", "/%44ESK"),
    `${upperFirst}.data`,
  ];
}

describe("a route's privacy", () => {
  it("every route of the desk registry is private under every spelling, and its data too", () => {
    expect(DESK_ROUTES.length).toBeGreaterThan(40);
    for (const route of DESK_ROUTES) {
      for (const spelling of variants(concrete(route.path))) {
        expect(privacy.isPrivate(spelling), `${route.path} as ${spelling}`).toBe(true);
      }
    }
    expect(privacy.isPrivate("/desk/_.data")).toBe(true);
    expect(privacy.isPrivate("/DESK/_.data")).toBe(true);
  });

  it("a case variant of a desk page is sent to its one lower-case address", () => {
    expect(privacy.canonical("/Desk/events")).toBe("/desk/events");
    expect(privacy.canonical("/DESK/people")).toBe("/desk/people");
    expect(privacy.canonical("/dEsK/subscribers")).toBe("/desk/subscribers");
    expect(privacy.canonical("/%64esk/audit")).toBe("/desk/audit");
    expect(privacy.canonical("/Desk")).toBe("/desk");
    // Already canonical, or not private: no redirect.
    expect(privacy.canonical("/desk/events")).toBeUndefined();
    expect(privacy.canonical("/Cities/1")).toBeUndefined();
    expect(privacy.canonical("/Events")).toBeUndefined();
  });

  it("the token links are private in every language and spelling", () => {
    for (const page of [
      "/newsletter/confirm",
      "/newsletter/unsubscribe",
      "/events/submit/confirm",
      "/events/manage",
      "/blog/comments/manage",
      "/reviews/manage",
      "/contributions/confirm",
      "/api/newsletter/unsubscribe",
    ]) {
      for (const spelling of [
        page,
        page.toUpperCase(),
        `/de${page}`,
        `/SQ${page}`,
        `${page}.data`,
      ]) {
        if (spelling.startsWith("/de/api") || spelling.startsWith("/SQ/api")) continue;
        expect(privacy.isPrivate(spelling), spelling).toBe(true);
      }
    }
  });

  it("public pages stay public, whatever their spelling", () => {
    for (const page of [
      "/",
      "/_.data",
      "/events",
      "/Events",
      "/de/events",
      "/cities/1",
      "/cities/1.data",
      "/attractions",
      "/plan",
      "/desktop",
      "/de/desk",
      "/api/events",
      "/newsletter",
      "/blog/1",
    ]) {
      expect(privacy.isPrivate(page), page).toBe(false);
    }
  });
});

describe("a page's query", () => {
  it("keeps the parameters its routes declare, in their order, and drops the rest", () => {
    expect(privacy.pageQuery("/attractions", "?utm_source=mail&category=Nature&x=1")).toBe(
      "?category=Nature",
    );
    expect(privacy.pageQuery("/de/attractions", "?duration=short&duration=long&sort=rating")).toBe(
      "?duration=short&duration=long&sort=rating",
    );
    expect(privacy.pageQuery("/events", "?month=2027-08&past=1&fbclid=abc")).toBe(
      "?month=2027-08&past=1",
    );
    expect(
      privacy.pageQuery("/plan", "?month=July&length=5days&budget=mid&interests=Food,Culture"),
    ).toBe("?month=July&length=5days&budget=mid&interests=Food,Culture");
    expect(privacy.pageQuery("/blog/1", "?comment=sent&ref=x")).toBe("?comment=sent");
    expect(privacy.pageQuery("/attractions/1", "?reviews=8&reviewLanguage=mine&recheck=sent")).toBe(
      "?reviews=8&reviewLanguage=mine&recheck=sent",
    );
    expect(privacy.pageQuery("/", "?newsletter=subscribed&gclid=1")).toBe("?newsletter=subscribed");
    expect(privacy.pageQuery("/api/events", "?locale=sq&cachebuster=123")).toBe("?locale=sq");
    // A page that reads no query: none at all, however it was spelled.
    expect(privacy.pageQuery("/cities/1", "?utm_source=mail")).toBe("");
    expect(privacy.pageQuery("/cities/1", "?")).toBe("");
    expect(privacy.pageQuery("/about", "?a=1&&b=2")).toBe("");
    // Encoded names are read as the page reads them.
    expect(privacy.pageQuery("/search", "?%71=prizren&utm%5Fsource=x")).toBe("?%71=prizren");
  });

  it("React Router's data requests keep the routes they ask for", () => {
    expect(
      privacy.pageQuery(
        "/attractions.data",
        "?category=Nature&_routes=routes%2Fattractions._index&utm_medium=x",
      ),
    ).toBe("?category=Nature&_routes=routes%2Fattractions._index");
    expect(privacy.pageQuery("/_.data", "?_routes=root&newsletter=subscribed&k=1")).toBe(
      "?_routes=root&newsletter=subscribed",
    );
    // Only data requests: on a document `_routes` is just another unknown parameter.
    expect(privacy.pageQuery("/attractions", "?_routes=root")).toBe("");
  });

  it("leaves alone what is no page of its own, and private pages", () => {
    for (const path of [
      "/assets/app-1234.js",
      "/no-such-page",
      "/de/no-such-page",
      "/api/nothing",
    ]) {
      expect(privacy.pageQuery(path, "?v=1"), path).toBeUndefined();
    }
    expect(privacy.pageQuery("/desk/events", "?q=fest&status=draft")).toBeUndefined();
    expect(privacy.pageQuery("/newsletter/confirm", "?token=abc")).toBeUndefined();
  });
});

/** A query that notes every parameter asked of it. */
class Recording extends URLSearchParams {
  readonly asked = new Set<string>();
  override get(name: string) {
    this.asked.add(name);
    return super.get(name);
  }
  override getAll(name: string) {
    this.asked.add(name);
    return super.getAll(name);
  }
  override has(name: string, value?: string) {
    this.asked.add(name);
    return super.has(name, value);
  }
}

describe("the parsers read only what their routes declare", () => {
  it.each([
    ["attractions", ATTRACTION_FILTER_QUERY, (q: URLSearchParams) => parseFilters(q)],
    ["blog", BLOG_FILTER_QUERY, (q: URLSearchParams) => parseBlogFilter(q, ["history"])],
    ["events", EVENTS_QUERY, (q: URLSearchParams) => parseEventsQuery(q)],
    ["events' calendar", CALENDAR_QUERY, (q: URLSearchParams) => parseCalendarFilter(q)],
    ["plan", TRIP_QUERY, (q: URLSearchParams) => parseTripSearch(q)],
  ] as const)("%s", (_, declared, parse) => {
    const query = new Recording();
    parse(query);
    expect([...query.asked].sort()).toEqual([...declared].sort());
  });
});
