import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a render reads, for the page cache (server/page-cache.ts, docs/decisions/070-page-cache.md).
 * Readers of content call `dependsOn` with tags such as `events` (the whole list) or `events:12`
 * (one row); `publishContentChange` (app/db/content-changes.server.ts) names the same tags, and
 * a change drops the cached pages whose tags it touches: a tag touches its ancestors and its
 * descendants (`events:12` touches `events`, `events` touches `events:12`). A reader of content
 * that is not in app/db/queries.server.ts must call `dependsOn` too, or its pages are not dropped
 * when that content changes.
 */

export interface Dependencies {
  tags: Set<string>;
  /** The Kosovo day whose upcoming events the render listed: stale after midnight. */
  day?: string;
  /** When what the render showed stops being right by itself (a scheduled publication), in ms. */
  until?: number;
}

const current = new AsyncLocalStorage<Dependencies>();

/** Records that the render in progress (if any) shows content named by `tags`. */
export function dependsOn(...tags: string[]): void {
  const dependencies = current.getStore();
  if (dependencies) for (const tag of tags) dependencies.tags.add(tag);
}

/** Records that the render in progress lists what is upcoming as of `day` (YYYY-MM-DD). */
export function dependsOnDay(day: string): void {
  const dependencies = current.getStore();
  if (dependencies) dependencies.day = day;
}

/** Records that what the render in progress shows changes by itself at `time` (ms since 1970). */
export function dependsUntil(time: number): void {
  const dependencies = current.getStore();
  if (dependencies) dependencies.until = Math.min(dependencies.until ?? time, time);
}

/**
 * Runs `work` and hands back what it read. The record stays live: a body that streams after
 * `work` resolved adds to it while it is sent.
 */
export async function collectDependencies<T>(
  work: () => Promise<T>,
): Promise<{ value: T; collected: Dependencies }> {
  const collected: Dependencies = { tags: new Set() };
  const value = await current.run(collected, work);
  return { value, collected };
}
