import { buttonClass } from "../../components/ui/button.tsx";
import { Described, inputClass, Notice } from "./ui.tsx";

/** An image of the media library offered instead of a typed path (decision 058). */
export interface MediaChoice {
  path: string;
  label: string;
}

/** The name of the picker's button: a form posted by it is shown again, not saved. */
export const PICK_BUTTON = "pickImage";

/** What "Use this picture" did (media-choice.server.ts): a word for the editor, or a problem. */
export interface PickedImage {
  /** New on every pick: the form is drawn again with the new values in its fields. */
  key: string;
  message?: string;
  error?: string;
}

/**
 * "Or pick an uploaded image" under a form's picture (decision 135): the chosen picture replaces
 * the path above and, unless the editor wrote their own, its description. "Use this picture"
 * shows the form again with them filled in, without saving, and works without JavaScript; a
 * choice left in the list is also applied when the form is saved. Nothing when the library has
 * no ready image.
 */
export function MediaPicker({
  media,
  picked,
  current,
}: {
  media: readonly MediaChoice[] | undefined;
  picked?: PickedImage;
  /** The picture the form holds now, shown small when it is an upload. */
  current?: string;
}) {
  if (!media?.length) return null;
  const upload = current && media.find((item) => item.path === current);
  return (
    <div className="space-y-3">
      {upload ? (
        <figure className="flex items-center gap-3">
          <img
            src={upload.path.replace(/\/\d+\.webp$/, "/400.webp")}
            alt=""
            width={120}
            height={80}
            className="h-20 w-30 rounded object-cover"
          />
          <figcaption className="text-sm text-slate-700">
            In the form now: {upload.label}
          </figcaption>
        </figure>
      ) : null}
      <Described
        label="Or pick an uploaded image"
        hint="From the media library: replaces the path above, and its description too unless you wrote your own. “Use this picture” puts both in the form without saving."
        error={picked?.error}
      >
        {(props) => (
          <div className="flex flex-wrap items-end gap-2">
            <select
              {...props}
              name="mediaImage"
              defaultValue=""
              className={`${inputClass} sm:w-auto sm:min-w-80 sm:flex-1`}
            >
              <option value="">Keep the path above</option>
              {media.map((item) => (
                <option key={item.path} value={item.path}>
                  {item.label}
                </option>
              ))}
            </select>
            <button
              type="submit"
              name={PICK_BUTTON}
              value="yes"
              formNoValidate
              className={buttonClass({ variant: "outline" })}
            >
              Use this picture
            </button>
          </div>
        )}
      </Described>
      {picked?.message ? <Notice tone="info">{picked.message}</Notice> : null}
    </div>
  );
}
