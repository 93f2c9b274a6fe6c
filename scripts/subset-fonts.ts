/**
 * Writes the site's two font files (app/assets/fonts/) from Fontsource's Inter: the Latin file,
 * and of Latin Extended only the letters our texts in four languages use (ë, ç, č, š, ž …), both
 * cut to the weights we set (400–700). Run it again after adding a text with a new letter;
 * `tests/unit/fonts.test.ts` says when that is needed.
 *
 *   npm run fonts
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules/@fontsource-variable/inter/files");
const target = path.join(root, "app/assets/fonts");
const WEIGHTS = { wght: { min: 400, max: 700 } };

/** Letters beyond Latin-1 that a text of ours uses (Latin Extended-A/B and Extended Additional). */
export function extendedLetters(): string[] {
  const seen = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith(".ts")) {
        for (const char of readFileSync(file, "utf8")) {
          const code = char.codePointAt(0) ?? 0;
          if ((code >= 0x100 && code <= 0x24f) || (code >= 0x1e00 && code <= 0x1eff))
            seen.add(char);
        }
      }
    }
  };
  walk(path.join(root, "app/content"));
  walk(path.join(root, "app/i18n/messages"));
  return [...seen].sort();
}

const LATIN =
  Array.from({ length: 0xff - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join("") +
  "\u0131\u0152\u0153\u02c6\u02da\u02dc\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2032\u2033\u2039\u203a\u20ac\u2122\u2191\u2193\u2192\u2190\u2212\u00a0\u202f\u2009";

if (import.meta.main) {
  const letters = extendedLetters();
  const latin = await subsetFont(
    readFileSync(path.join(source, "inter-latin-wght-normal.woff2")),
    LATIN,
    { targetFormat: "woff2", variationAxes: WEIGHTS },
  );
  const extended = await subsetFont(
    readFileSync(path.join(source, "inter-latin-ext-wght-normal.woff2")),
    letters.join(""),
    { targetFormat: "woff2", variationAxes: WEIGHTS },
  );
  writeFileSync(path.join(target, "inter-latin.woff2"), latin);
  writeFileSync(path.join(target, "inter-latin-ext.woff2"), extended);
  writeFileSync(path.join(target, "inter-latin-ext.txt"), `${letters.join("")}\n`);
  console.log(
    `inter-latin.woff2 ${latin.length} bytes; inter-latin-ext.woff2 ${extended.length} bytes (${letters.join("")})`,
  );
}
