import { describe, expect, it } from "vitest";
import {
  landmarks,
  landscapes,
  type Scene,
  seasons,
  timesOfDay,
} from "../../app/content/schema.ts";
import { renderArtwork, renderAvatar, renderSiteArt } from "./render.ts";

const XMLNS = 'xmlns="http://www.w3.org/2000/svg"';

/** A tiny well-formedness check: balanced tags, quoted attributes, only known entities. */
function checkSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).toContain(`width="${width}" height="${height}"`);
  expect(svg).toContain('role="img"');
  expect(svg).not.toContain("<text");
  expect(svg).not.toContain("<script");
  expect(svg).not.toContain("<image");
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  expect(svg.replace(XMLNS, "")).not.toContain("http");
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    expect(svg.slice(last, m.index).trim(), "text between tags").toBe("");
    last = m.index + m[0].length;
    const [, close, name, , selfClose] = m;
    if (close) expect(stack.pop()).toBe(name);
    else if (!selfClose) stack.push(name ?? "");
  }
  expect(last, "every character belongs to a tag").toBe(svg.length);
  expect(stack).toEqual([]);
  // Every url(#id) points at an id defined in the same file.
  const ids = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((x) => x[1]));
  for (const ref of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref[1])).toBe(true);
}

const ids = (svg: string): string[] => [...svg.matchAll(/ id="([^"]+)"/g)].map((x) => x[1] ?? "");

const scene = (over: Partial<Scene> = {}): Scene => ({
  landscape: "mountains",
  landmark: "fortress",
  time: "golden",
  season: "summer",
  ...over,
});

describe("renderArtwork", () => {
  it("draws a well-formed standalone 1200 × 800 SVG", () => {
    checkSvg(renderArtwork(scene(), "/artwork/places/prizren.svg"), 1200, 800);
  });

  it("is deterministic for the same scene and seed", () => {
    const a = renderArtwork(scene(), "/artwork/places/prizren.svg");
    expect(renderArtwork(scene(), "/artwork/places/prizren.svg")).toBe(a);
  });

  it("gives gradient ids that differ between seeds", () => {
    const a = ids(renderArtwork(scene({ landscape: "lake" }), "/artwork/places/prizren.svg"));
    const b = ids(renderArtwork(scene({ landscape: "lake" }), "/artwork/places/peja.svg"));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it("varies the composition with the seed", () => {
    const a = renderArtwork(scene(), "/artwork/places/prizren.svg");
    expect(renderArtwork(scene(), "/artwork/places/gjakova.svg")).not.toBe(a);
  });

  it("stays small and well-formed for every landscape × landmark", () => {
    let i = 0;
    for (const landscape of landscapes) {
      for (const landmark of landmarks) {
        // The heaviest light (night: stars, lit windows) and a rotating time and season.
        const rotating = scene({
          landscape,
          landmark,
          time: timesOfDay[i % timesOfDay.length],
          season: seasons[i % seasons.length],
        });
        const night = scene({ landscape, landmark, time: "night", season: "winter" });
        for (const s of [rotating, night]) {
          const svg = renderArtwork(s, `/artwork/test/${landscape}-${landmark}-${i}.svg`);
          expect(svg.length, `${landscape} × ${landmark}`).toBeLessThan(15_000);
          checkSvg(svg, 1200, 800);
        }
        i++;
      }
    }
  }, 30_000);

  it("draws different pictures for different landmarks", () => {
    const seen = new Set<string>();
    for (const landmark of landmarks)
      seen.add(renderArtwork(scene({ landmark }), "/artwork/test/same.svg"));
    expect(seen.size).toBe(landmarks.length);
  });

  it("draws different pictures for different landscapes", () => {
    const seen = new Set<string>();
    for (const landscape of landscapes)
      seen.add(renderArtwork(scene({ landscape }), "/artwork/test/same.svg"));
    expect(seen.size).toBe(landscapes.length);
  });

  it("shows the season: winter differs from summer", () => {
    for (const landscape of landscapes) {
      const summer = renderArtwork(
        scene({ landscape, season: "summer" }),
        "/artwork/test/season.svg",
      );
      const winter = renderArtwork(
        scene({ landscape, season: "winter" }),
        "/artwork/test/season.svg",
      );
      expect(winter).not.toBe(summer);
    }
  });

  it("shows the time of day in the sky", () => {
    const skies = new Set(
      timesOfDay.map(
        (time) =>
          renderArtwork(scene({ time }), "/artwork/test/time.svg").match(/<stop[^>]*>/)?.[0],
      ),
    );
    expect(skies.size).toBe(timesOfDay.length);
  });
});

describe("renderAvatar", () => {
  it("draws a well-formed 200 × 200 portrait that differs per person", () => {
    const a = renderAvatar("Arta Krasniqi", "/artwork/authors/arta-krasniqi.svg");
    const b = renderAvatar("Dren Berisha", "/artwork/authors/dren-berisha.svg");
    checkSvg(a, 200, 200);
    checkSvg(b, 200, 200);
    expect(a).not.toBe(b);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });
});

describe("renderSiteArt", () => {
  it("draws the share image, the not-found signpost and the map", () => {
    const all = (["og-default", "not-found", "map"] as const).map((kind) => renderSiteArt(kind));
    for (const svg of all) {
      checkSvg(svg, 1200, 800);
      expect(svg.length).toBeLessThan(15_000);
    }
    expect(new Set(all).size).toBe(3);
  });
});
