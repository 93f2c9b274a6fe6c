import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { DESK_ROUTES } from "../../app/features/desk/registry.ts";
import { type RoutePrivacy, routePrivacy } from "../../server/route-privacy.ts";

/**
 * Issue 34: whether an answer is private is decided by what its route is, by React Router's own
 * (case-insensitive, percent-decoding) matcher over the app's real route tree and modules — the
 * same routes app/routes.ts gives the build — never by the letters of the path.
 */

const app = path.resolve(import.meta.dirname, "../../app");
let privacy: RoutePrivacy;

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
  privacy = routePrivacy(await manifestOfTheApp());
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
