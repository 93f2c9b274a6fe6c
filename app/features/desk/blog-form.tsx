import { BLOG_HINTS, BLOG_LABELS, type BlogFormValues } from "./blog-form-shared.ts";
import { Select, TextArea } from "./event-form.tsx";
import type { FieldErrors } from "./event-form-shared.ts";
import { type MediaChoice, MediaPicker, type PickedImage } from "./media-picker.tsx";
import { cardClass, DeskForm, Field, FieldProblems, SubmitButton } from "./ui.tsx";

/**
 * A blog post's English fields (issue 18 item 3), for a new post and an existing one. A plain
 * form: it works without JavaScript, keeps what was typed after a refused save, with a message
 * beside each field, and "Preview the article" shows the Markdown rendered as visitors will read
 * it, without saving.
 */
export function BlogForm({
  values,
  errors,
  categories,
  version,
  submitLabel,
  preview,
  media,
  picked,
}: {
  values: BlogFormValues;
  errors: FieldErrors;
  categories: readonly { value: string; label: string }[];
  version?: number;
  submitLabel: string;
  preview?: string;
  /** Images of the media library to pick instead of typing a path. */
  media?: readonly MediaChoice[];
  /** What "Use this picture" did, when it posted the form. */
  picked?: PickedImage;
}) {
  const problems = Object.keys(errors).length;
  const field = (name: keyof BlogFormValues, required = true) => (
    <Field
      label={BLOG_LABELS[name] ?? name}
      name={name}
      defaultValue={values[name]}
      error={errors[name]}
      hint={BLOG_HINTS[name]}
      required={required}
    />
  );
  const area = (name: keyof BlogFormValues, rows: number) => (
    <TextArea
      label={BLOG_LABELS[name] ?? name}
      name={name}
      rows={rows}
      required
      defaultValue={values[name]}
      error={errors[name]}
      hint={BLOG_HINTS[name]}
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
        {field("slug", false)}
        {area("excerpt", 3)}
        {area("body", 18)}
        <Select
          label={BLOG_LABELS.category ?? "Category"}
          name="category"
          defaultValue={values.category}
          error={errors.category}
          options={categories}
        />
        {field("tags")}
        {field("publishDate")}
        {field("imageUrl")}
        <MediaPicker media={media} picked={picked} current={values.imageUrl} />
        {field("imageAlt")}
        {field("authorName")}
        {field("authorAvatarUrl")}
        {area("authorBio", 3)}
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="preview-body"
            className="min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium hover:bg-slate-100"
          >
            Preview the article
          </button>
          <SubmitButton>{submitLabel}</SubmitButton>
        </div>
      </DeskForm>
      {preview !== undefined ? <BodyPreview html={preview} /> : null}
    </>
  );
}

/** The Markdown as visitors will read it (rendered and sanitised on the server). */
export function BodyPreview({ html }: { html: string }) {
  return (
    <section aria-labelledby="body-preview" className={`mt-8 ${cardClass}`}>
      <h2 id="body-preview" className="text-xl font-bold">
        Preview of the article (not saved)
      </h2>
      <div
        className="mt-4 space-y-4 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised on the server (app/lib/markdown.server.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
