import type { SavedItem, SavedType } from "../../lib/saved-store.ts";

/** Saved items by type in the given type order, newest first within a type. */
export function groupSaved(
  items: readonly SavedItem[],
  order: readonly SavedType[],
): { type: SavedType; items: SavedItem[] }[] {
  return order
    .map((type) => ({
      type,
      items: items
        .filter((item) => item.type === type)
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt)),
    }))
    .filter((group) => group.items.length > 0);
}
