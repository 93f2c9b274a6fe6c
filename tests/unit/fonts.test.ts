import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FACES } from "../../app/lib/fonts.server.ts";
import { extendedLetters } from "../../scripts/subset-fonts.ts";

describe("the site's fonts", () => {
  it("hold every Latin Extended letter our texts use (else run scripts/subset-fonts.ts)", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const inFont = readFileSync(path.join(root, "app/assets/fonts/inter-latin-ext.txt"), "utf8");
    const ranges = FONT_FACES.map((face) => face.unicodeRange).join(", ");
    for (const letter of extendedLetters()) {
      expect(inFont, `${letter} is not in the font`).toContain(letter);
      const code = `U+${letter.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")}`;
      expect(ranges, `${letter} (${code}) is not in the font's unicode-range`).toContain(code);
    }
  });
});
