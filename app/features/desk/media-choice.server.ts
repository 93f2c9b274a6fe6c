import type { Database } from "../../db/client.server.ts";
import { listMedia, mediaByPath } from "../../db/media.server.ts";

/**
 * Forms pick an image of the media library instead of typing a path (issue 18 item 3): the
 * choices, and the posted choice written into the form's `image` (and, when empty, `imageAlt`).
 */

export async function mediaChoices(db: Database): Promise<{ path: string; label: string }[]> {
  const rows = await listMedia(db, { readyOnly: true });
  return rows.flatMap((row) => {
    const main = row.variants.filter((variant) => variant.format === "webp").at(-1);
    return main
      ? [{ path: main.path, label: `${row.alt.en ?? row.originalName} (${row.credit})` }]
      : [];
  });
}

/**
 * Applies a `mediaImage` choice to the form's image path (`image`, the blog's `imageUrl`); an
 * unknown path is ignored (the typed one stays).
 */
export async function applyMediaChoice(
  db: Database,
  form: FormData,
  field: "image" | "imageUrl" = "image",
): Promise<void> {
  const chosen = String(form.get("mediaImage") ?? "");
  if (!chosen) return;
  const row = await mediaByPath(db, chosen);
  if (!row) return;
  form.set(field, chosen);
  if (!String(form.get("imageAlt") ?? "").trim() && row.alt.en) form.set("imageAlt", row.alt.en);
}
