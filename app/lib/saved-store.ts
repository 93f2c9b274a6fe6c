/**
 * PRODUCT B2: the visitor's saved places, kept in the browser only (localStorage "saved-items").
 * The stored value is versioned (`{ version: 1, items }`); an older shape, a corrupt value or an
 * unavailable storage is treated as an empty list, never as an error. `storage` events keep
 * other tabs in sync.
 */

export const SAVED_STORAGE_KEY = "saved-items";
export const SAVED_VERSION = 1;

export const savedTypes = [
  "destination",
  "place",
  "city",
  "attraction",
  "experience",
  "event",
] as const;
export type SavedType = (typeof savedTypes)[number];

export interface SavedItemInput {
  type: SavedType;
  id: string | number;
  name: string;
  href: string;
  image?: string;
}

export interface SavedItem {
  type: SavedType;
  id: string;
  name: string;
  href: string;
  image?: string;
  /** ISO time the item was saved. */
  savedAt: string;
}

export interface SavedState {
  version: typeof SAVED_VERSION;
  items: SavedItem[];
}

const MAX_ITEMS = 500;

export function savedKey(item: { type: string; id: string | number }): string {
  return `${item.type}:${String(item.id)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function parseItem(value: unknown): SavedItem | null {
  if (!isRecord(value)) return null;
  const { type, id, name, href, image, savedAt } = value;
  if (typeof type !== "string" || !(savedTypes as readonly string[]).includes(type)) return null;
  if (typeof id !== "string" && typeof id !== "number") return null;
  if (typeof name !== "string" || name.trim() === "" || name.length > 300) return null;
  // Only same-site paths: a tampered value must never become an off-site or script link.
  if (typeof href !== "string" || !href.startsWith("/") || href.startsWith("//")) return null;
  const item: SavedItem = {
    type: type as SavedType,
    id: String(id),
    name,
    href,
    savedAt: typeof savedAt === "string" ? savedAt : new Date(0).toISOString(),
  };
  if (typeof image === "string" && image.startsWith("/") && !image.startsWith("//")) {
    item.image = image;
  }
  return item;
}

/** Parses a stored value; anything that is not a valid version-1 list gives an empty list. */
export function parseSaved(raw: string | null | undefined): SavedItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!isRecord(value) || value.version !== SAVED_VERSION || !Array.isArray(value.items)) return [];
  const seen = new Set<string>();
  const items: SavedItem[] = [];
  for (const entry of value.items.slice(0, MAX_ITEMS)) {
    const item = parseItem(entry);
    if (!item) continue;
    const key = savedKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

export function serializeSaved(items: readonly SavedItem[]): string {
  const state: SavedState = { version: SAVED_VERSION, items: [...items] };
  return JSON.stringify(state);
}

/** Pure toggle: returns the new list and whether the item is now saved. */
export function toggleItem(
  items: readonly SavedItem[],
  input: SavedItemInput,
  now: Date = new Date(),
): { items: SavedItem[]; saved: boolean } {
  const key = savedKey(input);
  if (items.some((item) => savedKey(item) === key)) {
    return { items: items.filter((item) => savedKey(item) !== key), saved: false };
  }
  const added: SavedItem = {
    type: input.type,
    id: String(input.id),
    name: input.name,
    href: input.href,
    savedAt: now.toISOString(),
  };
  if (input.image) added.image = input.image;
  return { items: [...items, added].slice(-MAX_ITEMS), saved: true };
}

// ---- the browser store (a tiny external store for useSyncExternalStore) ----

const EMPTY: SavedItem[] = [];
let cache: { raw: string | null; items: SavedItem[] } | null = null;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(SAVED_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The current list; the same array until the stored value changes. */
export function getSavedItems(): SavedItem[] {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.items;
  cache = { raw, items: parseSaved(raw) };
  return cache.items;
}

export function getServerSavedItems(): SavedItem[] {
  return EMPTY;
}

function emit() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === SAVED_STORAGE_KEY) emit();
}

export function subscribeSaved(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== "undefined") {
    window.addEventListener("storage", onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("storage", onStorage);
    }
  };
}

function write(items: SavedItem[]): boolean {
  const raw = serializeSaved(items);
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(SAVED_STORAGE_KEY, raw);
    cache = { raw, items };
    return true;
  } catch {
    // Private mode or a full quota: keep the list for this page view at least.
    cache = { raw: readRaw(), items };
    return false;
  } finally {
    emit();
  }
}

export function toggleSaved(input: SavedItemInput): boolean {
  const next = toggleItem(getSavedItems(), input);
  write(next.items);
  return next.saved;
}

export function removeSaved(item: { type: SavedType; id: string | number }): void {
  const key = savedKey(item);
  write(getSavedItems().filter((entry) => savedKey(entry) !== key));
}

export function clearSaved(): void {
  write([]);
}
