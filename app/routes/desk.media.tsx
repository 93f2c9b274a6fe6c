import { useState } from "react";
import { getDatabase } from "../db/instance.server.ts";
import { listMedia } from "../db/media.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { uploadImage } from "../features/desk/media.server.ts";
import { NEWSLETTER_LANGUAGES } from "../features/desk/newsletter-form.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  Described,
  DeskForm,
  deskPageMeta,
  Field,
  inputClass,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { MEDIA_MAX_BYTES, MEDIA_UPLOAD_PATH, MEDIA_WIDTHS } from "../lib/media.ts";
import type { Route } from "./+types/desk.media";

const route = deskRoute("/desk/media");

/** Editors and admins (registry.ts): the uploaded images, and the upload form. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const rows = await listMedia(await getDatabase());
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: row.originalName,
      alt: row.alt,
      credit: row.credit,
      status: row.status,
      error: row.error,
      uploadedBy: row.uploadedBy,
      at: row.createdAt.toISOString(),
      size: `${row.width} × ${row.height}`,
      thumbnail: row.variants.find((variant) => variant.format === "webp")?.path ?? null,
      main: row.variants.filter((variant) => variant.format === "webp").at(-1)?.path ?? null,
      files: row.variants.map((variant) => variant.path),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const result = await uploadImage(await getDatabase(), staff, form);
  return result.ok
    ? { uploaded: result.media.originalName, uploadedId: result.media.id, errors: {}, values: {} }
    : { uploaded: null, uploadedId: null, errors: result.errors, values: result.values };
}

export const meta: Route.MetaFunction = deskPageMeta("Media library");

const LIMIT_MB = MEDIA_MAX_BYTES / 1024 / 1024;

export default function DeskMedia({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  // A file over the limit is refused here, before its megabytes travel (the server refuses it too).
  const [tooLarge, setTooLarge] = useState<string>();
  return (
    <>
      <PageTitle
        intro={`Images for events and pages: each is cropped to 3:2 and stored at ${MEDIA_WIDTHS.join(", ")} pixels wide as AVIF and WebP, with a JPEG for e-mail. Pick one in a form by its path.`}
      >
        Media library
      </PageTitle>
      <section aria-labelledby="upload" className="max-w-3xl">
        <h2 id="upload" className="mb-4 text-xl font-bold">
          Upload an image
        </h2>
        <div className="mb-4 space-y-3" aria-live="polite">
          {actionData?.uploaded ? (
            <Notice tone="success">{actionData.uploaded} is uploaded and ready to use.</Notice>
          ) : null}
          {Object.keys(errors).length ? (
            <Notice tone="problem">The image is not uploaded: see the fields below.</Notice>
          ) : null}
        </div>
        <DeskForm
          key={`upload-${actionData?.uploadedId ?? 0}`}
          action={MEDIA_UPLOAD_PATH}
          encType="multipart/form-data"
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            if (tooLarge) event.preventDefault();
          }}
        >
          <Described
            label="Image file"
            hint={`JPEG, PNG, WebP or AVIF, at least 400 pixels wide, up to ${LIMIT_MB} MB.`}
            error={tooLarge ?? errors.file}
          >
            {(props) => (
              <input
                {...props}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  setTooLarge(
                    file && file.size > MEDIA_MAX_BYTES
                      ? `The file is larger than ${LIMIT_MB} MB: make it smaller first`
                      : undefined,
                  );
                }}
                type="file"
                name="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                required
                className={inputClass}
              />
            )}
          </Described>
          {NEWSLETTER_LANGUAGES.map(({ locale, label }) => (
            <Field
              key={locale}
              label={`Alt text (${label})`}
              name={`alt_${locale}`}
              hint={
                locale === "en"
                  ? "What the image shows, for people who cannot see it. Required."
                  : "Optional: without it, the English text is used."
              }
              required={locale === "en"}
              defaultValue={values[`alt_${locale}`]}
              error={errors[`alt_${locale}`]}
              autoComplete="off"
            />
          ))}
          <Field
            label="Credit"
            name="credit"
            hint="Who took the photo or owns it, e.g. “Photo: Arta Krasniqi / Kosovo Tourism”."
            defaultValue={values.credit}
            error={errors.credit}
            autoComplete="off"
          />
          <SubmitButton>Upload</SubmitButton>
        </DeskForm>
      </section>

      <section aria-labelledby="library" className="mt-10">
        <h2 id="library" className="mb-4 text-xl font-bold">
          Uploaded images
        </h2>
        {loaderData.items.length === 0 ? (
          <p className="text-slate-700">No image has been uploaded yet.</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-library">
            {loaderData.items.map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
                {item.thumbnail ? (
                  <img
                    src={item.thumbnail}
                    alt={item.alt.en ?? ""}
                    width={400}
                    height={267}
                    loading="lazy"
                    className="h-auto w-full rounded-lg"
                  />
                ) : null}
                <p className="mt-3 font-semibold break-all">{item.name}</p>
                {item.status === "failed" ? (
                  <p className="text-sm font-semibold text-red-700">
                    Could not be processed: {item.error}
                  </p>
                ) : (
                  <>
                    <p className="text-sm text-slate-700">Alt: {item.alt.en}</p>
                    <p className="text-sm text-slate-700">Credit: {item.credit}</p>
                    <p className="mt-1 text-sm">
                      Path for forms: <code className="break-all">{item.main}</code>
                    </p>
                  </>
                )}
                <p className="mt-1 text-xs text-slate-600">
                  {item.size} · {item.uploadedBy} · {item.at.slice(0, 16).replace("T", " ")} UTC
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
