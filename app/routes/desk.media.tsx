import { useState } from "react";
import { Link, redirect } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { getDatabase } from "../db/instance.server.ts";
import type { MediaRow, MediaUse } from "../db/media.server.ts";
import { getMedia, listMedia, mediaUses } from "../db/media.server.ts";
import { DeleteConfirmation } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { removeImage, uploadImage } from "../features/desk/media.server.ts";
import { focalPointFromForm } from "../features/desk/media-focus.server.ts";
import { FocalPointEditor } from "../features/desk/media-focus.tsx";
import { NEWSLETTER_LANGUAGES } from "../features/desk/newsletter-form.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  cardClass,
  Described,
  DeskForm,
  deskPageMeta,
  Field,
  inputClass,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { focalClasses } from "../lib/focal-point.server.ts";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import { MEDIA_MAX_BYTES, MEDIA_UPLOAD_PATH, MEDIA_WIDTHS } from "../lib/media.ts";
import type { Route } from "./+types/desk.media";

const route = deskRoute("/desk/media");

/** Editors and admins (registry.ts): the uploaded images, and the upload form. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const db = await getDatabase();
  const query = new URL(request.url).searchParams;
  const confirmId = Number(query.get("delete"));
  const confirming =
    Number.isInteger(confirmId) && confirmId > 0 && (await getMedia(db, confirmId));
  const focusId = Number(query.get("focus"));
  const focusing =
    Number.isInteger(focusId) && focusId > 0 ? await getMedia(db, focusId) : undefined;
  const rows = await listMedia(db);
  const webp = (row: MediaRow) => row.variants.filter((variant) => variant.format === "webp");
  return {
    // An image's focal point page (decision 135).
    focus:
      focusing?.status === "ready"
        ? {
            id: focusing.id,
            name: focusing.originalName,
            alt: focusing.alt.en ?? "",
            picture: webp(focusing)[0]?.path ?? "",
            main: webp(focusing).at(-1)?.path ?? "",
            focalX: focusing.focalX,
            focalY: focusing.focalY,
            focus: focalClasses(focusing.focalX, focusing.focalY),
          }
        : null,
    focalSaved: query.get("done") === "focal",
    deleted: query.get("done") === "deleted",
    // The confirmation step of a deletion, with what still uses the image (then it cannot go).
    confirm: confirming
      ? {
          id: confirming.id,
          name: confirming.originalName,
          uses: await mediaUses(db, confirming.key),
        }
      : null,
    items: rows.map((row) => ({
      id: row.id,
      name: row.originalName,
      alt: row.alt,
      credit: row.credit,
      status: row.status,
      error: row.error,
      uploadedBy: row.uploadedBy,
      at: row.createdAt.toISOString(),
      when: formatKosovoDateTime(row.createdAt),
      size: `${row.width} × ${row.height}`,
      focalX: row.focalX,
      focalY: row.focalY,
      thumbnail: row.variants.find((variant) => variant.format === "webp")?.path ?? null,
      main: row.variants.filter((variant) => variant.format === "webp").at(-1)?.path ?? null,
      files: row.variants.map((variant) => variant.path),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  if (form.get("intent") === "focal") {
    const result = await focalPointFromForm(db, staff, form);
    if (result.ok) throw redirect(`${MEDIA_UPLOAD_PATH}?focus=${result.id}&done=focal`);
    return { ...NOTHING_UPLOADED, focalErrors: result.errors, focalValues: result.values };
  }
  if (form.get("intent") === "delete") {
    const removal = await removeImage(db, staff, form);
    if (removal.ok) throw redirect("/desk/media?done=deleted");
    return { ...NOTHING_UPLOADED, refused: removal.message, uses: removal.uses ?? [] };
  }
  const result = await uploadImage(db, staff, form);
  return result.ok
    ? {
        ...NOTHING_UPLOADED,
        uploaded: result.media.originalName,
        uploadedId: result.media.id,
      }
    : { ...NOTHING_UPLOADED, errors: result.errors, values: result.values };
}

const NOTHING_UPLOADED = {
  uploaded: null as string | null,
  uploadedId: null as number | null,
  errors: {} as Record<string, string>,
  values: {} as Record<string, string>,
  refused: null as string | null,
  uses: [] as MediaUse[],
  focalErrors: {} as Record<string, string>,
  focalValues: undefined as Record<string, string> | undefined,
};

export const meta: Route.MetaFunction = deskPageMeta("Media library");

const LIMIT_MB = MEDIA_MAX_BYTES / 1024 / 1024;

export default function DeskMedia({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Record<string, string> = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  // A file over the limit is refused here, before its megabytes travel (the server refuses it too).
  const [tooLarge, setTooLarge] = useState<string>();
  const { confirm, focus } = loaderData;
  if (focus) {
    return (
      <FocalPointEditor
        data={focus}
        errors={actionData?.focalErrors}
        values={actionData?.focalValues}
        done={loaderData.focalSaved}
      />
    );
  }
  if (confirm) {
    return confirm.uses.length ? (
      <ImageInUse name={confirm.name} uses={confirm.uses} />
    ) : (
      <DeleteConfirmation
        name={confirm.name}
        action={MEDIA_UPLOAD_PATH}
        back={MEDIA_UPLOAD_PATH}
        fields={{ id: String(confirm.id) }}
        consequence="Its files are removed from the site for good: nothing uses it now, and it cannot be restored. Upload it again to use it later."
      />
    );
  }
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
          {loaderData.deleted ? (
            <Notice tone="success">The image is deleted, with its files.</Notice>
          ) : null}
          {actionData?.refused ? (
            <Notice tone="problem">
              {actionData.refused}
              <UseList uses={actionData.uses} />
            </Notice>
          ) : null}
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
          <p className="text-sm text-slate-700">
            The file, the English alt text and the credit are required.
          </p>
          <Described
            label="Image file"
            hint={`JPEG, PNG, WebP or AVIF, at least 400 pixels wide, up to ${LIMIT_MB} MB.`}
            error={tooLarge ?? errors.file}
            marked
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
                  ? "What the image shows, for people who cannot see it. Up to 250 characters."
                  : "Optional: without it, the English text is used. Up to 250 characters."
              }
              required={locale === "en"}
              marked
              maxLength={250}
              defaultValue={values[`alt_${locale}`]}
              error={errors[`alt_${locale}`]}
              autoComplete="off"
            />
          ))}
          <Field
            label="Credit"
            name="credit"
            hint="Who took the photo or owns it, e.g. “Arta Krasniqi / Kosovo Tourism”: pages show it as “Photo: …” in their language. Up to 200 characters."
            marked
            maxLength={200}
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
                    <p className="text-sm text-slate-700">
                      Focal point: {item.focalX} % across, {item.focalY} % down ·{" "}
                      <Link
                        to={`${MEDIA_UPLOAD_PATH}?focus=${item.id}`}
                        aria-label={`Set the focal point of ${item.name}…`}
                        className="font-semibold text-brand-700 underline"
                      >
                        Set…
                      </Link>
                    </p>
                    <p className="mt-1 text-sm">
                      Path for forms: <code className="break-all">{item.main}</code>
                    </p>
                  </>
                )}
                <p className="mt-1 text-xs text-slate-600">
                  {item.size} · {item.uploadedBy} · <time dateTime={item.at}>{item.when}</time>
                </p>
                <Link
                  to={`${MEDIA_UPLOAD_PATH}?delete=${item.id}`}
                  aria-label={`Delete ${item.name}…`}
                  className="mt-2 inline-block text-sm font-semibold text-red-700 underline hover:text-red-800"
                >
                  Delete…
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** The content that still uses an image, each linked to where it is changed. */
function UseList({ uses }: { uses: MediaUse[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6">
      {uses.map((use) => (
        <li key={use.link}>
          {use.what}:{" "}
          <Link to={use.link} className="font-semibold underline">
            {use.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The confirmation step of an image that is still used: it cannot be deleted yet. */
function ImageInUse({ name, uses }: { name: string; uses: MediaUse[] }) {
  return (
    <div className={`mx-auto max-w-xl ${cardClass}`}>
      <h1 className="text-2xl font-bold">“{name}” cannot be deleted yet</h1>
      <div className="mt-4">
        <Notice tone="problem">
          It is still used by {uses.length === 1 ? "this item" : `these ${uses.length} items`}.
          Choose another image there first, then delete it.
          <UseList uses={uses} />
        </Notice>
      </div>
      <Link to={MEDIA_UPLOAD_PATH} className={`mt-6 ${buttonClass({ variant: "outline" })}`}>
        Back to the media library
      </Link>
    </div>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
