/**
 * `npm run icons`: writes app/assets/icons.svg, the sprite app/components/icons.tsx draws from
 * (decision 124), with one `<symbol>` per `icon("name")` there, taken from lucide's own drawing
 * data (lucide-react's `icons/<name>.mjs`). scripts/icon-sprite.test.ts fails when the sprite is
 * not what this writes (an icon added without running it).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(import.meta.dirname, "..");
export const ICONS_MODULE = path.join(root, "app/components/icons.tsx");
export const SPRITE_FILE = path.join(root, "app/assets/icons.svg");
const lucideDir = path.join(root, "node_modules/lucide-react");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/** The lucide names icons.tsx draws, in its order. */
export function iconNames(source = readFileSync(ICONS_MODULE, "utf8")): string[] {
  return [...source.matchAll(/\bicon\("([a-z0-9-]+)"\)/g)].map((match) => match[1] as string);
}

const attributeValue = (value: string | number) =>
  String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

function element([tag, attributes]: IconNode[number]): string {
  const list = Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${attributeValue(value)}"`)
    .join("");
  return `<${tag}${list}/>`;
}

/** The sprite's text for these names. */
export async function spriteSource(names = iconNames()): Promise<string> {
  const { version } = JSON.parse(readFileSync(path.join(lucideDir, "package.json"), "utf8")) as {
    version: string;
  };
  const symbols: string[] = [];
  for (const name of names) {
    const file = path.join(lucideDir, "dist/esm/icons", `${name}.mjs`);
    const module = (await import(pathToFileURL(file).href)) as {
      __iconData: { node: IconNode };
    };
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24">${module.__iconData.node.map(element).join("")}</symbol>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg">`,
    `<!-- lucide-react ${version}, ISC licence (https://lucide.dev/license); written by npm run icons -->`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const source = await spriteSource();
  writeFileSync(SPRITE_FILE, source);
  console.log(
    `${path.relative(root, SPRITE_FILE)}: ${iconNames().length} icons, ${source.length} bytes`,
  );
}
