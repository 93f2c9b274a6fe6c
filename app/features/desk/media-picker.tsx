import { Described, inputClass } from "./ui.tsx";

/** An image of the media library offered instead of a typed path (decision 058). */
export interface MediaChoice {
  path: string;
  label: string;
}

/**
 * "Or pick an uploaded image" under a form's image path: the posted `mediaImage` replaces the
 * path (`applyMediaChoice`). Nothing when the library has no ready image.
 */
export function MediaPicker({ media }: { media: readonly MediaChoice[] | undefined }) {
  if (!media?.length) return null;
  return (
    <Described
      label="Or pick an uploaded image"
      hint="From the media library: replaces the path above; its English alt text is used when the description is empty."
    >
      {(props) => (
        <select {...props} name="mediaImage" defaultValue="" className={inputClass}>
          <option value="">Keep the path above</option>
          {media.map((item) => (
            <option key={item.path} value={item.path}>
              {item.label}
            </option>
          ))}
        </select>
      )}
    </Described>
  );
}
