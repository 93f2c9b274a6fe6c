/**
 * Generates every picture the content refers to (PRODUCT B8):
 *   npm run artwork   (this, then scripts/og-image.ts)
 *
 * Imports each content module in app/content/*.ts (except schema.ts), walks its exports, and for
 * every `/artwork/{collection}/{slug}.svg` path writes public/artwork/{collection}/{slug}.svg:
 * a scene picture drawn from the `scene` next to the path (or the nearest ancestor's scene), or a
 * round portrait for author avatars. Also writes the site pictures under public/artwork/site/ and
 * removes SVG files that no content refers to any more.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Scene, sceneSchema } from "../app/content/schema.ts";
import { renderArtwork, renderAvatar, renderSiteArt, type SiteArt } from "./artwork/render.ts";
import { createRng } from "./artwork/rng.ts";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const CONTENT_DIR = join(ROOT, "app", "content");
const OUT_DIR = join(ROOT, "public", "artwork");
const ARTWORK_PATH = /^\/artwork\/[a-z-]+\/[a-z0-9-]+\.svg$/;
const SITE_ART: readonly SiteArt[] = ["og-default", "not-found", "map"];

type Job =
  | { kind: "scene"; path: string; scene: Scene; rank: number }
  | { kind: "avatar"; path: string; name: string };

/** A pleasant scene for a picture whose content gives none (stable per path). */
function defaultScene(path: string): Scene {
  const rng = createRng(`${path}|default`);
  return {
    landscape: rng.pick(["mountains", "hills", "meadow", "lake", "valley"] as const),
    landmark: "none",
    time: rng.pick(["dawn", "day", "golden"] as const),
    season: rng.pick(["spring", "summer", "autumn"] as const),
  };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== "object" || v === null || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

function ownScene(obj: Record<string, unknown>): Scene | undefined {
  const parsed = sceneSchema.safeParse(obj.scene);
  return parsed.success ? parsed.data : undefined;
}

function personName(obj: Record<string, unknown>, path: string): string {
  for (const key of ["name", "author", "title"]) {
    const v = obj[key];
    if (typeof v === "string" && v) return v;
  }
  return path;
}

/** Collects every artwork path in a value, with the scene that belongs to it. */
export function collectJobs(value: unknown, jobs: Map<string, Job>): void {
  const seen = new WeakSet<object>();
  const add = (job: Job): void => {
    if (job.path.startsWith("/artwork/site/")) return; // drawn separately, never from content
    const prev = jobs.get(job.path);
    if (!prev) jobs.set(job.path, job);
    else if (job.kind === "scene" && prev.kind === "scene" && job.rank > prev.rank)
      jobs.set(job.path, job);
  };
  const visit = (
    v: unknown,
    inherited: Scene | undefined,
    holder: Record<string, unknown> | undefined,
    key: string,
  ): void => {
    if (typeof v === "string") {
      if (!ARTWORK_PATH.test(v)) return;
      const collection = v.split("/")[2];
      if (key === "avatarUrl" || collection === "authors") {
        add({ kind: "avatar", path: v, name: holder ? personName(holder, v) : v });
        return;
      }
      const own = holder ? ownScene(holder) : undefined;
      const scene = own ?? inherited;
      add({
        kind: "scene",
        path: v,
        scene: scene ?? defaultScene(v),
        rank: own ? 3 : scene ? 2 : 1,
      });
      return;
    }
    if (typeof v !== "object" || v === null || seen.has(v)) return;
    if (Array.isArray(v)) {
      seen.add(v);
      for (const item of v) visit(item, inherited, holder, key);
      return;
    }
    if (!isPlainObject(v)) return; // skip zod schemas, maps, class instances
    seen.add(v);
    const scene = ownScene(v) ?? inherited;
    for (const [k, child] of Object.entries(v)) visit(child, scene, v, k);
  };
  visit(value, undefined, undefined, "");
}

async function loadContent(): Promise<{
  jobs: Map<string, Job>;
  modules: number;
  failed: string[];
}> {
  const jobs = new Map<string, Job>();
  const failed: string[] = [];
  const files = readdirSync(CONTENT_DIR)
    .filter(
      (f) =>
        f.endsWith(".ts") && f !== "schema.ts" && !f.endsWith(".test.ts") && !f.endsWith(".d.ts"),
    )
    .sort();
  let modules = 0;
  for (const file of files) {
    try {
      const mod: Record<string, unknown> = await import(
        pathToFileURL(join(CONTENT_DIR, file)).href
      );
      modules++;
      for (const value of Object.values(mod)) collectJobs(value, jobs);
    } catch (error) {
      failed.push(file);
      console.warn(
        `artwork: skipped app/content/${file}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
      );
    }
  }
  return { jobs, modules, failed };
}

/** Writes a file only when its content changed; returns true when written. */
function write(file: string, svg: string): boolean {
  if (existsSync(file) && readFileSync(file, "utf8") === svg) return false;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  return true;
}

function listSvgs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listSvgs(full));
    else if (entry.name.endsWith(".svg")) out.push(full);
  }
  return out;
}

function removeEmptyDirs(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const full = join(dir, entry.name);
    removeEmptyDirs(full);
    if (readdirSync(full).length === 0) rmdirSync(full);
  }
}

async function main(): Promise<void> {
  const { jobs, modules, failed } = await loadContent();
  const keep = new Set<string>();
  let written = 0;
  let scenes = 0;
  let avatars = 0;
  let fallback = 0;
  for (const job of jobs.values()) {
    const file = join(OUT_DIR, ...job.path.slice("/artwork/".length).split("/"));
    keep.add(file);
    const svg =
      job.kind === "avatar" ? renderAvatar(job.name, job.path) : renderArtwork(job.scene, job.path);
    if (job.kind === "avatar") avatars++;
    else {
      scenes++;
      if (job.rank === 1) fallback++;
    }
    if (write(file, svg)) written++;
  }
  for (const kind of SITE_ART) {
    const file = join(OUT_DIR, "site", `${kind}.svg`);
    keep.add(file);
    if (write(file, renderSiteArt(kind))) written++;
  }
  let removed = 0;
  for (const file of listSvgs(OUT_DIR)) {
    if (keep.has(file)) continue;
    rmSync(file);
    removed++;
  }
  if (existsSync(OUT_DIR)) removeEmptyDirs(OUT_DIR);
  const rel = relative(ROOT, OUT_DIR).split(sep).join("/");
  console.log(
    `artwork: ${scenes} pictures and ${avatars} avatars from ${modules} content modules` +
      `${fallback ? ` (${fallback} with a default scene)` : ""}, ${SITE_ART.length} site pictures; ` +
      `${written} written, ${removed} stale removed in ${rel}` +
      `${failed.length ? `; skipped ${failed.length} module(s): ${failed.join(", ")}` : ""}`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}
