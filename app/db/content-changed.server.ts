import { log } from "../lib/log.server.ts";

/**
 * The one hook point for "content was written" (issue 18 item 9). The data layer calls
 * `contentChanged(entity)` after every committed write; this process's read cache forgets the
 * entity's tables at once (app/db/queries.server.ts), and every listener hears of it, e.g. a
 * page cache or a broadcast to the other app servers.
 *
 * A listener that relays changes between servers must call `contentChanged(entity, { remote:
 * true })` for what it receives, and must not broadcast changes marked `remote` again.
 */

export type ContentEntity =
  | "events"
  | "destinations"
  | "experiences"
  | "travelGuides"
  | "reviews"
  | "settings"
  | "blog"
  | "videos"
  /** An uploaded image's own data the pages show (its focal point): not a content table. */
  | "media";

export interface ContentChange {
  entity: ContentEntity;
  /** True when another server made the change and this one only hears of it. */
  remote: boolean;
  /** The rows written, when the writer knows them: the page cache drops only what shows them. */
  ids?: readonly number[];
}

type Listener = (change: ContentChange) => void;

const listeners = new Set<Listener>();

/** Registers a listener; returns the function that removes it. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener that `entity` changed. A failing listener never fails the write. */
export function contentChanged(
  entity: ContentEntity,
  options: { remote?: boolean; ids?: readonly number[] } = {},
): void {
  const change: ContentChange = { entity, remote: options.remote ?? false };
  if (options.ids) change.ids = options.ids;
  for (const listener of listeners) {
    try {
      listener(change);
    } catch (error) {
      log().error("content change listener failed", { error });
    }
  }
}
