import { describe, expect, it } from "vitest";
import type { SavedItem } from "../../lib/saved-store.ts";
import { groupSaved } from "./group-saved.ts";

const item = (type: SavedItem["type"], id: string, savedAt: string): SavedItem => ({
  type,
  id,
  name: id,
  href: `/${id}`,
  savedAt,
});

describe("groupSaved", () => {
  it("groups in type order, newest first, and leaves out empty types", () => {
    const groups = groupSaved(
      [
        item("event", "e1", "2026-01-01T00:00:00Z"),
        item("destination", "d1", "2026-01-01T00:00:00Z"),
        item("destination", "d2", "2026-02-01T00:00:00Z"),
      ],
      ["destination", "attraction", "event"],
    );
    expect(groups.map((g) => [g.type, g.items.map((i) => i.id)])).toEqual([
      ["destination", ["d2", "d1"]],
      ["event", ["e1"]],
    ]);
  });
});
