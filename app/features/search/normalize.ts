/**
 * Search normalisation: case, accents and the letters of Albanian and Serbian Latin that do not
 * decompose (đ, ł …) are folded so that "Gracanica" finds "Gračanica" and "Decan" finds "Deçan".
 */

const SPECIAL: Record<string, string> = {
  đ: "d",
  ð: "d",
  ł: "l",
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  ı: "i",
  þ: "th",
};

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const SPECIAL_LETTERS = /[đðłøæœßıþ]/g;

/** Lower-cases, strips accents and folds special letters: "Deçan" → "decan". */
export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase()
    .replace(SPECIAL_LETTERS, (letter) => SPECIAL[letter] ?? letter);
}

/** Normalised words: letters and digits; apostrophes inside words are dropped ("Kosovo's" → "kosovos"). */
export function tokenize(text: string): string[] {
  return normalize(text)
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Words that carry no meaning on their own; never indexed as keywords. */
export const STOPWORDS = new Set([
  "a",
  "an",
  "and",
  "are",
  "as",
  "at",
  "be",
  "by",
  "for",
  "from",
  "in",
  "into",
  "is",
  "it",
  "its",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
  "you",
  "your",
]);

/** Three reusable rows: the distance runs thousands of times per keystroke. */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * Optimal-string-alignment (restricted Damerau–Levenshtein) distance, giving up as soon as it
 * must exceed `max` (then `max + 1` is returned).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0].length <= n) {
    rows = [new Int32Array(n * 2), new Int32Array(n * 2), new Int32Array(n * 2)];
  }
  let [prevPrev, prev, current] = rows;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = (prev[j - 1] as number) + (ca === cb ? 0 : 1);
      const del = (prev[j] as number) + 1;
      if (del < value) value = del;
      const ins = (current[j - 1] as number) + 1;
      if (ins < value) value = ins;
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        const swap = (prevPrev[j - 2] as number) + 1;
        if (swap < value) value = swap;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = prevPrev;
    prevPrev = prev;
    prev = current;
    current = spare;
  }
  const distance = prev[n] as number;
  return distance > max ? max + 1 : distance;
}

/** Typos forgiven for a query word: none below 4 letters, one from 4, two from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}
