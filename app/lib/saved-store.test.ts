import { describe, expect, it } from "vitest";
import {
  parseSaved,
  SAVED_VERSION,
  type SavedItem,
  serializeSaved,
  toggleItem,
} from "./saved-store.ts";

const now = new Date("2026-05-01T10:00:00Z");

describe("saved list", () => {
  it("toggles an item in and out", () => {
    const input = {
      type: "attraction" as const,
      id: 1,
      name: "Prizren Fortress",
      href: "/attractions/1",
    };
    const added = toggleItem([], input, now);
    expect(added.saved).toBe(true);
    expect(added.items).toEqual([
      {
        type: "attraction",
        id: "1",
        name: "Prizren Fortress",
        href: "/attractions/1",
        savedAt: now.toISOString(),
      },
    ]);
    const removed = toggleItem(added.items, { ...input, id: "1" }, now);
    expect(removed).toEqual({ items: [], saved: false });
  });

  it("keeps the same id of another type apart", () => {
    const first = toggleItem([], { type: "city", id: 1, name: "Pristina", href: "/cities/1" }, now);
    const second = toggleItem(
      first.items,
      { type: "destination", id: 1, name: "Pristina", href: "/destinations/1" },
      now,
    );
    expect(second.items).toHaveLength(2);
  });

  it("round-trips through the stored, versioned shape", () => {
    const items: SavedItem[] = [
      {
        type: "event",
        id: "3",
        name: "DokuFest",
        href: "/events/3",
        image: "/artwork/events/dokufest.svg",
        savedAt: now.toISOString(),
      },
    ];
    const raw = serializeSaved(items);
    expect(JSON.parse(raw)).toEqual({ version: SAVED_VERSION, items });
    expect(parseSaved(raw)).toEqual(items);
  });

  it.each([
    ["nothing", null],
    ["an empty string", ""],
    ["corrupt JSON", "{not json"],
    ["an old bare array", JSON.stringify([{ type: "city", id: 1, name: "X", href: "/cities/1" }])],
    ["another version", JSON.stringify({ version: 2, items: [] })],
    ["items that are not a list", JSON.stringify({ version: 1, items: "x" })],
  ])("ignores %s", (_, raw) => {
    expect(parseSaved(raw)).toEqual([]);
  });

  it("drops invalid, unsafe and duplicate entries but keeps the good ones", () => {
    const good = { type: "city", id: 2, name: "Prizren", href: "/cities/2" };
    const raw = JSON.stringify({
      version: 1,
      items: [
        good,
        good,
        { type: "city", id: 3, name: "Evil", href: "javascript:alert(1)" },
        { type: "city", id: 4, name: "Away", href: "//evil.example/x" },
        { type: "unknown", id: 5, name: "X", href: "/x" },
        { type: "city", id: 6, name: "", href: "/cities/6" },
        {
          type: "city",
          id: 7,
          name: "Pic",
          href: "/cities/7",
          image: "https://evil.example/a.png",
        },
        "junk",
      ],
    });
    const items = parseSaved(raw);
    expect(items.map((item) => item.id)).toEqual(["2", "7"]);
    expect(items[1]?.image).toBeUndefined();
  });
});
