import { describe, expect, it } from "vitest";
import { diffSentences, hasChanges, sentencesOf } from "./sentence-diff.ts";

describe("diffSentences", () => {
  it("names exactly the sentences removed and added, in order", () => {
    const before = "DokuFest starts on a Friday. It lasts nine days. Book a room early.";
    const after =
      "DokuFest starts on a Friday. It lasts eight days this year. Book a room early. Screenings are free.";
    expect(diffSentences(before, after)).toEqual([
      { type: "same", text: "DokuFest starts on a Friday." },
      { type: "removed", text: "It lasts nine days." },
      { type: "added", text: "It lasts eight days this year." },
      { type: "same", text: "Book a room early." },
      { type: "added", text: "Screenings are free." },
    ]);
  });

  it("reads paragraphs as one text and ignores changes of spacing", () => {
    expect(sentencesOf(["One.  Two.", "Three."])).toEqual(["One.", "Two.", "Three."]);
    expect(hasChanges(diffSentences(["One. Two."], "One.\nTwo."))).toBe(false);
  });

  it("lists everything as added when there was no earlier text", () => {
    expect(diffSentences("", "New. Text.").map((change) => change.type)).toEqual([
      "added",
      "added",
    ]);
  });
});
