import type { Database } from "../../db/client.server.ts";
import { listMedia, mediaByPath } from "../../db/media.server.ts";
import { type MediaChoice, PICK_BUTTON, type PickedImage } from "./media-picker.tsx";

/**
 * Forms pick an image of the media library instead of typing a path (issue 18 item 3; issue 29
 * item 5, decision 135): the choices, the posted choice written into the form's picture field and
 * its description, and "Use this picture", which shows the form again with the picture in it
 * and saves nothing (it works without JavaScript: the button submits the whole form).
 */

export async function mediaChoices(db: Database): Promise<MediaChoice[]> {
  const rows = await listMedia(db, { readyOnly: true });
  return rows.flatMap((row) => {
    const main = row.variants.filter((variant) => variant.format === "webp").at(-1);
    return main
      ? [{ path: main.path, label: `${row.alt.en ?? row.originalName} (${row.credit})` }]
      : [];
  });
}

/** The item's picture and description as saved (an existing item), for `applyMediaChoice`. */
export interface StoredPicture {
  image: string;
  imageAlt: string;
}

type PictureField = "image" | "imageUrl";

/**
 * Applies a `mediaImage` choice to the form's picture (`image`, the blog's `imageUrl`) and
 * description (`imageAlt`). The description becomes the library's English alt text when it
 * described the old picture: empty, the old upload's alt text in the library, or the item's
 * saved description while the saved picture was still in the form. A description the editor
 * wrote themselves is kept. An unknown path changes nothing. Returns what was done.
 */
export async function applyMediaChoice(
  db: Database,
  form: FormData,
  field: PictureField = "image",
  stored?: StoredPicture,
): Promise<"none" | "unknown" | "replaced" | "kept"> {
  const chosen = String(form.get("mediaImage") ?? "");
  if (!chosen) return "none";
  const row = await mediaByPath(db, chosen);
  if (!row) return "unknown";
  const previous = String(form.get(field) ?? "").trim();
  const description = String(form.get("imageAlt") ?? "").trim();
  form.set(field, chosen);
  // The select has done its work: the form shown again says "keep the path above".
  form.set("mediaImage", "");
  if (!(await describesPrevious(db, description, previous, stored))) return "kept";
  form.set("imageAlt", row.alt.en ?? "");
  return "replaced";
}

async function describesPrevious(
  db: Database,
  description: string,
  previous: string,
  stored: StoredPicture | undefined,
): Promise<boolean> {
  if (!description) return true;
  if (stored && previous === stored.image.trim() && description === stored.imageAlt.trim()) {
    return true;
  }
  const upload = previous ? await mediaByPath(db, previous) : undefined;
  return Object.values(upload?.alt ?? {}).some((alt) => alt.trim() === description);
}

/** True when the form was posted by "Use this picture". */
export function isImagePick(form: FormData): boolean {
  return form.has(PICK_BUTTON);
}

/** A form shown again after "Use this picture", in the shape of a refused save (no message). */
export interface PickOutcome<Values> {
  ok: false;
  values: Values;
  errors: Record<string, string>;
  picked: PickedImage;
  message?: string;
  conflict?: string;
}

/**
 * "Use this picture": the choice applied, and the form's values to show again with a word on
 * what changed. Nothing is saved; the refused-form shape lets every page show the values.
 */
export async function pickImage<Values>(
  db: Database,
  form: FormData,
  values: (form: FormData) => Values,
  options: { field?: PictureField; stored?: StoredPicture } = {},
): Promise<PickOutcome<Values>> {
  const done = await applyMediaChoice(db, form, options.field, options.stored);
  const picked: PickedImage = {
    // A new key each time: the form is drawn again with the new values in its fields.
    key: `${Date.now()}`,
    ...PICK_WORDS[done],
  };
  return { ok: false, values: values(form), errors: {}, picked };
}

const PICK_WORDS: Record<Awaited<ReturnType<typeof applyMediaChoice>>, Omit<PickedImage, "key">> = {
  none: { error: "Choose a picture in the list first" },
  unknown: { error: "This picture is not in the media library any more: choose another" },
  replaced: {
    message:
      "The picture and its description from the library are in the form. Nothing is saved yet: save the form to keep them.",
  },
  kept: {
    message:
      "The picture from the library is in the form; the description you wrote is kept: check that it describes the new picture. Nothing is saved yet: save the form to keep them.",
  },
};
