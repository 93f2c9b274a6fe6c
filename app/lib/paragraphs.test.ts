import { describe, expect, it } from "vitest";
import { attractions } from "../content/attractions.ts";
import { cities } from "../content/cities.ts";
import { splitParagraphs } from "./paragraphs.ts";

describe("splitParagraphs", () => {
  it("splits on blank lines", () => {
    expect(splitParagraphs("One.\n\nTwo.\n\nThree.")).toEqual(["One.", "Two.", "Three."]);
  });

  it("ignores extra blank lines, spaces and Windows line ends", () => {
    expect(splitParagraphs("\nOne.\r\n\r\n\n  Two.  \n \nThree.\n\n")).toEqual([
      "One.",
      "Two.",
      "Three.",
    ]);
  });

  it("keeps a single line break inside a paragraph as a space", () => {
    expect(splitParagraphs("One line\nand the next.\n\nTwo.")).toEqual([
      "One line and the next.",
      "Two.",
    ]);
  });

  it("gives no paragraphs for empty text", () => {
    expect(splitParagraphs("  \n\n ")).toEqual([]);
  });

  it("gives three paragraphs for every city and attraction", () => {
    for (const item of [...cities, ...attractions]) {
      expect(splitParagraphs(item.longDescription), item.name).toHaveLength(3);
    }
  });
});
