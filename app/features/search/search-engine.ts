import { allowedTypos, editDistance, normalize, tokenize } from "./normalize.ts";

/**
 * The site search (PRODUCT B5). The same engine runs on the server (/search?q=) and in the
 * browser (the search dialog) over one small index built from the content modules.
 */

export const searchTypes = [
  "destination",
  "region",
  "place",
  "city",
  "attraction",
  "experience",
  "event",
  "activity",
  "article",
  "page",
] as const;
export type SearchType = (typeof searchTypes)[number];

/** Result groups in their default order; regions are shown with the destinations. */
export const searchGroups = [
  "destinations",
  "places",
  "cities",
  "attractions",
  "experiences",
  "events",
  "activities",
  "articles",
  "pages",
] as const;
export type SearchGroup = (typeof searchGroups)[number];

export const groupOfType: Record<SearchType, SearchGroup> = {
  destination: "destinations",
  region: "destinations",
  place: "places",
  city: "cities",
  attraction: "attractions",
  experience: "experiences",
  event: "events",
  activity: "activities",
  article: "articles",
  page: "pages",
};

/** One entry of the downloadable index: kept small on purpose. */
export interface SearchEntry {
  type: SearchType;
  name: string;
  href: string;
  /** At most 140 characters. */
  snippet: string;
  /** Normalised words (tags, town, category, the rest of the description), space-separated. */
  keywords: string;
}

export interface SearchIndex {
  version: 1;
  entries: SearchEntry[];
  /** Hrefs of the pages suggested before anything is typed. */
  popular: string[];
}

export interface SearchHit {
  entry: SearchEntry;
  score: number;
}

export interface SearchResultGroup {
  group: SearchGroup;
  hits: SearchHit[];
}

const FIELD_NAME = 0;
const FIELD_KEYWORDS = 1;
const FIELD_SNIPPET = 2;
const FIELD_WEIGHT = [10, 4, 3] as const;

interface PreparedEntry {
  entry: SearchEntry;
  name: string;
  nameTokens: string[];
}

export interface PreparedIndex {
  entries: PreparedEntry[];
  /** Every distinct word → the entries (and field) it occurs in. */
  vocabulary: Map<string, { entry: number; field: number }[]>;
  words: string[];
  /** Query word → matching indexed words and their quality (typing repeats words). */
  matches: Map<string, [string, number][]>;
}

/** Builds the lookup structures once per index (a few milliseconds). */
export function prepareIndex(entries: readonly SearchEntry[]): PreparedIndex {
  const vocabulary = new Map<string, { entry: number; field: number }[]>();
  const prepared: PreparedEntry[] = [];
  const add = (word: string, entry: number, field: number) => {
    let postings = vocabulary.get(word);
    if (!postings) {
      postings = [];
      vocabulary.set(word, postings);
    }
    const last = postings[postings.length - 1];
    if (last && last.entry === entry) {
      // Keep the strongest field (lowest number) per entry.
      if (field < last.field) last.field = field;
      return;
    }
    postings.push({ entry, field });
  };
  entries.forEach((entry, index) => {
    const nameTokens = tokenize(entry.name);
    prepared.push({ entry, name: nameTokens.join(" "), nameTokens });
    for (const word of nameTokens) add(word, index, FIELD_NAME);
    for (const word of entry.keywords.split(" ")) if (word) add(word, index, FIELD_KEYWORDS);
    for (const word of tokenize(entry.snippet)) add(word, index, FIELD_SNIPPET);
  });
  return { entries: prepared, vocabulary, words: [...vocabulary.keys()], matches: new Map() };
}

function matchingWords(index: PreparedIndex, queryWord: string, isLast: boolean) {
  const key = `${isLast ? "+" : "-"}${queryWord}`;
  let found = index.matches.get(key);
  if (!found) {
    found = [];
    for (const word of index.words) {
      const quality = wordMatch(queryWord, word, isLast);
      if (quality > 0) found.push([word, quality]);
    }
    if (index.matches.size > 500) index.matches.clear();
    index.matches.set(key, found);
  }
  return found;
}

/** How well a query word matches an indexed word: 1 exact, less for a prefix or a typo, 0 none. */
export function wordMatch(query: string, word: string, isLast: boolean): number {
  if (query === word) return 1;
  if (word.startsWith(query) && (isLast || query.length >= 3)) {
    return 0.7 + 0.2 * (query.length / word.length);
  }
  const typos = allowedTypos(query);
  if (typos === 0) return 0;
  if (Math.abs(query.length - word.length) <= typos) {
    const distance = editDistance(query, word, typos);
    if (distance <= typos) return distance === 1 ? 0.6 : 0.45;
  }
  // A word being typed with a typo in it: "gracanic" → "gracanica", "prizen" → "prizren".
  if (isLast && query.length >= 5 && word.length > query.length) {
    const distance = editDistance(query, word.slice(0, query.length), typos);
    if (distance <= typos) return 0.4;
  }
  return 0;
}

const TYPE_BONUS: Record<SearchType, number> = {
  destination: 0.6,
  attraction: 0.55,
  city: 0.5,
  region: 0.45,
  place: 0.4,
  experience: 0.35,
  event: 0.3,
  activity: 0.25,
  article: 0.2,
  page: 0.1,
};

/**
 * Ranks the entries for a query. Every query word must match somewhere. Order: exact name, then
 * name prefix, then all words in the name, then matches in keywords and snippet.
 */
export function search(index: PreparedIndex, query: string, limit = 50): SearchHit[] {
  const words = tokenize(query);
  if (words.length === 0) return [];
  const phrase = words.join(" ");
  const count = index.entries.length;
  // best[w * count + e] = the best weighted match of query word w in entry e.
  const best = new Float64Array(words.length * count);
  const inName = new Float64Array(words.length * count);
  words.forEach((queryWord, w) => {
    const isLast = w === words.length - 1;
    for (const [word, quality] of matchingWords(index, queryWord, isLast)) {
      for (const { entry, field } of index.vocabulary.get(word) ?? []) {
        const slot = w * count + entry;
        const value = quality * (FIELD_WEIGHT[field] ?? 1);
        if (value > (best[slot] as number)) best[slot] = value;
        if (field === FIELD_NAME && quality > (inName[slot] as number)) inName[slot] = quality;
      }
    }
  });
  const hits: SearchHit[] = [];
  for (let e = 0; e < count; e++) {
    let score = 0;
    let allInName = true;
    let matched = true;
    for (let w = 0; w < words.length; w++) {
      const value = best[w * count + e] as number;
      if (value === 0) {
        matched = false;
        break;
      }
      score += value;
      if ((inName[w * count + e] as number) === 0) allInName = false;
    }
    if (!matched) continue;
    const prepared = index.entries[e] as PreparedEntry;
    if (prepared.name === phrase) score += 1000;
    else if (prepared.name.startsWith(phrase)) score += 500;
    else if (allInName) score += 100;
    // Shorter names first among equals ("Prizren" before "Prizren Film Festival").
    score -= prepared.nameTokens.length * 0.5;
    score += TYPE_BONUS[prepared.entry.type];
    hits.push({ entry: prepared.entry, score });
  }
  hits.sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name));
  return hits.slice(0, limit);
}

/** Groups ranked hits by type; groups are ordered by their best hit. */
export function groupHits(hits: readonly SearchHit[], perGroup: number): SearchResultGroup[] {
  const groups = new Map<SearchGroup, SearchHit[]>();
  for (const hit of hits) {
    const group = groupOfType[hit.entry.type];
    const list = groups.get(group) ?? [];
    if (list.length < perGroup) list.push(hit);
    groups.set(group, list);
  }
  return [...groups.entries()].map(([group, list]) => ({ group, hits: list }));
}

/** Normalised text for a quick "did the query change meaningfully" check. */
export function queryKey(query: string): string {
  return normalize(query).trim().replace(/\s+/g, " ");
}
