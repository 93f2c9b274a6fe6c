/**
 * Which sentences of an English text changed since a translator's version (issue 18 item 4):
 * the translator sees the sentences removed and added, in order, not just a "needs update" flag.
 * Sentences come from `Intl.Segmenter`; the diff is a longest common subsequence over them.
 */

export interface SentenceChange {
  type: "same" | "removed" | "added";
  text: string;
}

let segmenter: Intl.Segmenter | undefined;

/** The sentences of a text (or of several paragraphs), trimmed, empty ones left out. */
export function sentencesOf(text: string | readonly string[]): string[] {
  segmenter ??= new Intl.Segmenter("en", { granularity: "sentence" });
  const split = segmenter;
  const paragraphs = typeof text === "string" ? [text] : text;
  return paragraphs.flatMap((paragraph) =>
    [...split.segment(paragraph.replace(/\s+/g, " "))]
      .map((part) => part.segment.trim())
      .filter((sentence) => sentence !== ""),
  );
}

/** The old text's sentences turned into the new one's: kept, removed and added, in order. */
export function diffSentences(
  before: string | readonly string[],
  after: string | readonly string[],
): SentenceChange[] {
  const a = sentencesOf(before);
  const b = sentencesOf(after);
  const width = b.length + 1;
  // common(i, j): the longest common run of a[i…] and b[j…].
  const table = new Int32Array((a.length + 1) * width);
  const common = (i: number, j: number) => table[i * width + j] ?? 0;
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * width + j] =
        a[i] === b[j] ? common(i + 1, j + 1) + 1 : Math.max(common(i + 1, j), common(i, j + 1));
    }
  }
  const changes: SentenceChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const removed = a[i];
    const added = b[j];
    if (removed !== undefined && removed === added) {
      changes.push({ type: "same", text: removed });
      i++;
      j++;
    } else if (
      removed !== undefined &&
      (added === undefined || common(i + 1, j) >= common(i, j + 1))
    ) {
      changes.push({ type: "removed", text: removed });
      i++;
    } else if (added !== undefined) {
      changes.push({ type: "added", text: added });
      j++;
    }
  }
  return changes;
}

/** True when the diff has anything other than kept sentences. */
export function hasChanges(changes: readonly SentenceChange[]): boolean {
  return changes.some((change) => change.type !== "same");
}
