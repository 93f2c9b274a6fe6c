import { Select, TextArea } from "./event-form.tsx";
import type { FieldErrors } from "./event-form-shared.ts";
import { cardClass, DeskForm, Field, FieldProblems, SubmitButton } from "./ui.tsx";
import { VIDEO_HINTS, VIDEO_LABELS, type VideoFormValues } from "./video-form-shared.ts";

export type SceneOptions = Record<"landscape" | "landmark" | "time" | "season", readonly string[]>;

/**
 * A featured video's English fields (issue 18 item 3), for a new video and an existing one. A
 * plain form: it works without JavaScript and keeps what was typed after a refused save, with a
 * message beside each field.
 */
export function VideoForm({
  values,
  errors,
  scenes,
  version,
  submitLabel,
}: {
  values: VideoFormValues;
  errors: FieldErrors;
  scenes: SceneOptions;
  version?: number;
  submitLabel: string;
}) {
  const problems = Object.keys(errors).length;
  const field = (name: keyof VideoFormValues, required = true) => (
    <Field
      label={VIDEO_LABELS[name] ?? name}
      name={name}
      defaultValue={values[name]}
      error={errors[name] ?? (name === "filmSlug" ? errors.source : undefined)}
      hint={VIDEO_HINTS[name]}
      required={required}
      inputMode={name === "position" ? "numeric" : undefined}
    />
  );
  return (
    <>
      {problems > 0 ? (
        <div className="mb-4">
          <FieldProblems count={problems} />
        </div>
      ) : null}
      <DeskForm className={`space-y-6 ${cardClass}`}>
        {version ? <input type="hidden" name="expectedVersion" value={version} /> : null}
        {field("title")}
        <TextArea
          label={VIDEO_LABELS.description ?? "Description"}
          name="description"
          rows={3}
          required
          defaultValue={values.description}
          error={errors.description}
        />
        {field("filmSlug", false)}
        {field("youtubeId", false)}
        {field("thumbnail")}
        {field("imageAlt")}
        {field("position")}
        {(Object.keys(scenes) as (keyof SceneOptions)[]).map((name) => (
          <Select
            key={name}
            label={VIDEO_LABELS[name] ?? name}
            name={name}
            defaultValue={values[name]}
            error={name === "landscape" ? errors.scene : undefined}
            options={scenes[name].map((value) => ({ value, label: value }))}
          />
        ))}
        <SubmitButton>{submitLabel}</SubmitButton>
      </DeskForm>
    </>
  );
}
