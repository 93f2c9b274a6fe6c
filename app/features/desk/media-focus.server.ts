import type { Database } from "../../db/client.server.ts";
import { setMediaFocalPoint } from "../../db/media.server.ts";
import { FOCUS_PICTURE } from "./media-focus.tsx";
import type { Staff } from "./staff.server.ts";

/**
 * The media library's focal point form (issue 29 item 5, decision 135): a click on the picture
 * (an image button, so its position comes with the plain form) or the two numbers, in percent
 * from the picture's left and top edge.
 */

export type FocalPointResult =
  | { ok: true; id: number }
  | { ok: false; id: number; errors: Record<string, string>; values: Record<string, string> };

const percent = (value: string) =>
  /^\s*\d{1,3}\s*$/.test(value) && Number(value) <= 100 ? Number(value) : undefined;

/** Where the picture was clicked, in percent of the picture shown (FOCUS_PICTURE). */
function clicked(form: FormData): { x: number; y: number } | undefined {
  const x = Number(form.get("point.x"));
  const y = Number(form.get("point.y"));
  if (!form.has("point.x") || !Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  const scale = (value: number, size: number) =>
    Math.min(100, Math.max(0, Math.round((value / size) * 100)));
  return { x: scale(x, FOCUS_PICTURE.width), y: scale(y, FOCUS_PICTURE.height) };
}

export async function focalPointFromForm(
  db: Database,
  staff: Pick<Staff, "id" | "email">,
  form: FormData,
): Promise<FocalPointResult> {
  const id = Number(form.get("id"));
  const values = {
    focalX: String(form.get("focalX") ?? ""),
    focalY: String(form.get("focalY") ?? ""),
  };
  const point = clicked(form) ?? { x: percent(values.focalX), y: percent(values.focalY) };
  const errors: Record<string, string> = {};
  if (point.x === undefined)
    errors.focalX = "Give a whole number from 0 (left edge) to 100 (right edge)";
  if (point.y === undefined)
    errors.focalY = "Give a whole number from 0 (top edge) to 100 (bottom edge)";
  if (point.x === undefined || point.y === undefined) return { ok: false, id, errors, values };
  const saved = Number.isInteger(id)
    ? await setMediaFocalPoint(
        db,
        id,
        { x: point.x, y: point.y },
        { id: staff.id, label: staff.email },
      )
    : undefined;
  if (!saved) {
    return {
      ok: false,
      id,
      errors: { form: "This image is not in the library any more." },
      values,
    };
  }
  return { ok: true, id };
}
