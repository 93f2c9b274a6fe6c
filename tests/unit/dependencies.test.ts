import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * package.json (issue 29 item 19, decision 131): every version is exact and is the one the
 * lockfile installs; `dependencies` holds what the running site imports (app/ and server/
 * outside tests), everything else is a devDependency; nothing is listed that nothing uses.
 */
const root = path.resolve(import.meta.dirname, "../..");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
  allowScripts?: Record<string, boolean>;
}
const pkg: Manifest = readJson("package.json");
const lock = readJson("package-lock.json");
const all = { ...pkg.dependencies, ...pkg.devDependencies };

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|css)$/.test(name) ? [file] : [];
  });
}

/** The packages a file imports (`from "x"`, `import("x")`, `import "x"`, CSS `@import "x"`). */
function packagesImported(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const specifiers = [
    ...text.matchAll(
      /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|@import\s+)["'](@?[a-z0-9][\w.~-]*(?:\/[\w.~/-]*)?|node:[\w/]+)["']/g,
    ),
  ].map((match) => match[1] ?? "");
  return specifiers
    .filter((specifier) => !specifier.startsWith("node:"))
    .map((specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/"),
    );
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
/** Read by React Router's build only: the route table. */
const buildConfig = new Set(["app/routes.ts", "app/app.css"]);
const runtimeFiles = [...sourceFiles("app"), ...sourceFiles("server")].filter(
  (file) => !isTest(file) && !buildConfig.has(file),
);
const runtimeImports = new Set(runtimeFiles.flatMap(packagesImported));

const everyFile = [
  ...["app", "server", "sw", "scripts", "tests"].flatMap(sourceFiles),
  ...readdirSync(root).filter((name) => /\.(ts|json)$/.test(name) && !name.startsWith("package")),
];
const everyText = everyFile.map((file) => readFileSync(path.join(root, file), "utf8")).join("\n");
const scriptCommands = Object.values(pkg.scripts ?? {}).join(" && ");

function installed(name: string): Manifest {
  return readJson(`node_modules/${name}/package.json`);
}

/** Why a listed package is there, or undefined when nothing uses it. */
function use(name: string): string | undefined {
  if (everyFile.some((file) => packagesImported(file).includes(name))) return "imported";
  if (everyText.includes(`"${name}`) || everyText.includes(`'${name}`)) return "named in code";
  if (everyText.includes(`node_modules/${name}`)) return "read from node_modules";
  if (everyText.includes(`environment ${name}`)) return "a Vitest environment";
  const { bin } = installed(name);
  const bins = typeof bin === "string" ? [name] : Object.keys(bin ?? {});
  if (bins.some((command) => new RegExp(`(^|[\\s&])${command}\\s`).test(scriptCommands))) {
    return "a command of npm run";
  }
  const typed = name.match(/^@types\/(.+)$/)?.[1];
  if (typed && (typed === "node" || all[typed])) return "types of a package in use";
  const peerOf = Object.keys(all).find((other) => installed(other).peerDependencies?.[name]);
  if (peerOf) return `peer of ${peerOf}`;
  return undefined;
}

describe("package.json", () => {
  it("pins every package to one exact version", () => {
    const ranges = Object.entries(all).filter(([, version]) => !/^\d+\.\d+\.\d+$/.test(version));
    expect(ranges).toEqual([]);
  });

  it("pins what the lockfile installs", () => {
    const root = lock.packages[""];
    expect(root.dependencies).toEqual(pkg.dependencies);
    expect(root.devDependencies).toEqual(pkg.devDependencies);
    const differing = Object.entries(all).filter(
      ([name, version]) => lock.packages[`node_modules/${name}`]?.version !== version,
    );
    expect(differing).toEqual([]);
  });

  it("keeps React Router at 8.4.0, Tailwind at 4.3.3 and sharp at 0.35 or later", () => {
    for (const [name, version] of Object.entries(all)) {
      if (name === "react-router" || name.startsWith("@react-router/")) {
        expect([name, version]).toEqual([name, "8.4.0"]);
      }
      if (name === "tailwindcss" || name.startsWith("@tailwindcss/")) {
        expect([name, version]).toEqual([name, "4.3.3"]);
      }
    }
    const [major = 0, minor = 0] = (pkg.dependencies.sharp ?? "").split(".").map(Number);
    expect(major > 0 || minor >= 35).toBe(true);
    expect(pkg.allowScripts).toEqual({ node: true });
  });

  it("lists as dependencies exactly what the running site imports", () => {
    const unused = Object.keys(pkg.dependencies).filter((name) => !runtimeImports.has(name));
    expect(unused).toEqual([]);
    const devOnly = [...runtimeImports].filter((name) => !pkg.dependencies[name]);
    expect(devOnly).toEqual([]);
  });

  it("lists no package that nothing uses", () => {
    const unused = Object.keys(all).filter((name) => !use(name));
    expect(unused).toEqual([]);
  });
});
