import path from "node:path";
import { type DependencyTree, parseCircular, parseDependencyTree } from "dpdm";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * The floors of the code (README, "Architecture"): each folder imports only from the floors
 * below it, and nothing imports in a loop. Lower floors first:
 * i18n → lib → content → db → seo, api → components, server → features → routes.
 * Tests are left out: a test may reach for anything it checks.
 */
const root = path.resolve(import.meta.dirname, "../..");

let tree: DependencyTree;
beforeAll(async () => {
  tree = await parseDependencyTree(["app/**/*.{ts,tsx}", "server/**/*.ts"], {
    context: root,
    cwd: root,
    // Type-only imports vanish at run time; they neither load code nor close a loop.
    transform: true,
    tsconfig: path.join(root, "tsconfig.json"),
  });
}, 60_000);

/** The floor a file belongs to: "i18n", "db", "features/blog", "server", "root.tsx"… */
function area(file: string): string {
  const parts = file.split("/");
  if (parts[0] !== "app") return parts[0] ?? file;
  if (parts[1] === "features") return `features/${parts[2]}`;
  return parts[1] ?? file;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every import between two app/server files, tests left out, as [from, to]. */
function imports(): [string, string][] {
  const ours = (file: string) => /^(app|server)\//.test(file);
  return Object.entries(tree).flatMap(([file, deps]) =>
    !deps || isTest(file) || !ours(file)
      ? []
      : deps.flatMap((dep) => (dep.id && ours(dep.id) ? [[file, dep.id] as [string, string]] : [])),
  );
}

/** What each floor may import besides itself. */
const allowed: Record<string, string[]> = {
  i18n: [],
  lib: ["i18n"],
  content: ["i18n", "lib"],
  db: ["i18n", "lib", "content"],
  seo: ["i18n", "lib", "content", "db", "config.server.ts", "api"],
  api: ["i18n", "lib", "content", "db", "config.server.ts"],
};

describe("imports", () => {
  it("form no loop", () => {
    expect(parseCircular(tree).map((loop) => loop.join(" → "))).toEqual([]);
  });

  it("never run back up from a lower floor", () => {
    const upward = imports().filter(([from, to]) => {
      const [a, b] = [area(from), area(to)];
      const rule = allowed[a];
      return a !== b && rule !== undefined && !rule.includes(b);
    });
    expect(upward.map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });

  it("keep shared components and the server out of features and routes", () => {
    const upward = imports().filter(([from, to]) => {
      const [a, b] = [area(from), area(to)];
      return (a === "components" || a === "server") && /^(features|routes)/.test(b);
    });
    expect(upward.map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });

  it("never cross from one feature into another, and never into a route", () => {
    const crossing = imports().filter(([from, to]) => {
      const [a, b] = [area(from), area(to)];
      return (
        a !== b && ((a.startsWith("features/") && b.startsWith("features/")) || b === "routes")
      );
    });
    expect(crossing.map(([from, to]) => `${from} → ${to}`)).toEqual([]);
  });
});
