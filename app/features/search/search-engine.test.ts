import { describe, expect, it } from "vitest";
import { allowedTypos, editDistance, normalize, tokenize } from "./normalize.ts";
import {
  groupHits,
  prepareIndex,
  type SearchEntry,
  search,
  searchTypes,
  wordMatch,
} from "./search-engine.ts";
import { buildSearchIndex, getSearchIndex, SNIPPET_MAX, snippetOf } from "./search-index.server.ts";

describe("normalize", () => {
  it("folds case and accents", () => {
    expect(normalize("Gračanica")).toBe("gracanica");
    expect(normalize("DEÇAN")).toBe("decan");
    expect(normalize("Drenicë")).toBe("drenice");
    expect(normalize("Šar Žabljak")).toBe("sar zabljak");
    expect(normalize("Đakovica")).toBe("dakovica");
  });
  it("splits words and drops apostrophes", () => {
    expect(tokenize("Kosovo's Old-Town, Prizren!")).toEqual(["kosovos", "old", "town", "prizren"]);
    expect(tokenize("  ")).toEqual([]);
  });
});

describe("typo tolerance", () => {
  it("counts insertions, deletions, substitutions and transpositions", () => {
    expect(editDistance("prizren", "prizren", 2)).toBe(0);
    expect(editDistance("prizen", "prizren", 2)).toBe(1);
    expect(editDistance("pirzren", "prizren", 2)).toBe(1);
    expect(editDistance("rugowa", "rugova", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
  });
  it("allows none below 4 letters, one from 4 and two from 8", () => {
    expect(allowedTypos("abc")).toBe(0);
    expect(allowedTypos("peja")).toBe(1);
    expect(allowedTypos("gracanica")).toBe(2);
    expect(wordMatch("pej", "pea", false)).toBe(0);
    expect(wordMatch("peia", "peja", false)).toBeGreaterThan(0);
    expect(wordMatch("grcanicaa", "gracanica", false)).toBeGreaterThan(0);
    expect(wordMatch("rugva", "prizren", false)).toBe(0);
  });
});

const entry = (
  type: SearchEntry["type"],
  name: string,
  snippet = "",
  keywords = "",
): SearchEntry => ({
  type,
  name,
  href: `/${name.toLowerCase().replace(/\W+/g, "-")}`,
  snippet,
  keywords,
});

describe("ranking", () => {
  const index = prepareIndex([
    entry("experience", "Old Town Walk", "A walk past the Prizren Fortress and the bridge."),
    entry("attraction", "Prizren Fortress", "The fortress above the old town."),
    entry("event", "Prizren Fortress Nights", "Concerts on the walls."),
    entry("destination", "Prizren", "The old Ottoman town."),
    entry("page", "Fortresses of Kosovo Prizren", "Walls and towers."),
    entry("destination", "Rugova Gorge", "Canyon near Peja.", "peja hiking"),
  ]);
  const names = (query: string) => search(index, query).map((hit) => hit.entry.name);

  it("puts the exact name before a prefix, a name word and a description match", () => {
    expect(names("prizren fortress")).toEqual([
      "Prizren Fortress",
      "Prizren Fortress Nights",
      "Fortresses of Kosovo Prizren",
      "Old Town Walk",
    ]);
  });
  it("needs every word to match somewhere", () => {
    expect(names("prizren canyon")).toEqual([]);
  });
  it("matches keywords and forgives case, accents and typos", () => {
    expect(names("PEJA")).toEqual(["Rugova Gorge"]);
    expect(names("rugowa")).toEqual(["Rugova Gorge"]);
    expect(names("prizrn")[0]).toBe("Prizren");
  });
  it("finds by a word being typed", () => {
    expect(names("rug")).toEqual(["Rugova Gorge"]);
  });
  it("groups by type, best group first", () => {
    const groups = groupHits(search(index, "prizren"), 2);
    expect(groups[0]?.group).toBe("destinations");
    expect(groups.map((group) => group.group)).toContain("attractions");
  });
});

describe("the site index", () => {
  const { prepared, index } = getSearchIndex();
  const first = (query: string) => search(prepared, query)[0]?.entry;

  it("keeps snippets short", () => {
    expect(snippetOf("word ".repeat(100)).length).toBeLessThanOrEqual(SNIPPET_MAX);
    for (const item of index.entries) expect(item.snippet.length).toBeLessThanOrEqual(SNIPPET_MAX);
  });
  it("covers every kind of page", () => {
    const types = new Set(buildSearchIndex().entries.map((item) => item.type));
    for (const type of searchTypes) {
      expect(types).toContain(type);
    }
  });
  it("finds Gračanica without the accent and Deçan as Decan", () => {
    expect(normalize(first("gracanica")?.name ?? "")).toContain("gracanica");
    expect(normalize(first("Decan")?.name ?? "")).toContain("decan");
  });
  it("finds the Prizren Fortress attraction", () => {
    const hit = first("prizren fortress");
    expect(hit?.type).toBe("attraction");
    expect(hit?.name).toMatch(/Prizren Fortress/);
  });
  it("answers in well under 50 ms", () => {
    const started = performance.now();
    for (const query of ["g", "gr", "gra", "grac", "graca", "gracan", "gracani", "gracanica"]) {
      search(prepared, query);
    }
    expect((performance.now() - started) / 8).toBeLessThan(50);
  });
});
