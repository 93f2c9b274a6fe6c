import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { iconNames, SPRITE_FILE, spriteSource } from "./icon-sprite.ts";

describe("the icon sprite", () => {
  it("is what `npm run icons` writes for the icons app/components/icons.tsx draws", async () => {
    expect(readFileSync(SPRITE_FILE, "utf8")).toBe(await spriteSource());
  });

  it("has one symbol per icon, each with lucide's drawing", async () => {
    const sprite = await spriteSource(["map-pin", "x"]);
    expect(sprite.match(/<symbol /g)).toHaveLength(2);
    expect(sprite).toContain('<symbol id="x" viewBox="0 0 24 24"><path d="M18 6 6 18"/>');
    expect(sprite).toMatch(
      /<symbol id="map-pin" viewBox="0 0 24 24"><path d="M20 10c[^"]+"\/><circle cx="12" cy="10" r="3"\/><\/symbol>/,
    );
  });

  it("names each icon once", () => {
    const names = iconNames();
    expect(names.length).toBeGreaterThan(50);
    expect(new Set(names).size).toBe(names.length);
  });
});
