import { BackLink, cardClass, DeskForm, Field, Notice, PageTitle, SubmitButton } from "./ui.tsx";

/** The picture the focal point is clicked on: CSS pixels, so a click's position is a percent. */
export const FOCUS_PICTURE = { width: 300, height: 200 } as const;

/** One image of the library as its focal point page shows it. */
export interface FocusData {
  id: number;
  name: string;
  alt: string;
  /** Its 400 px WebP, shown at FOCUS_PICTURE's size. */
  picture: string;
  /** Its main (largest) WebP, for the crops. */
  main: string;
  focalX: number;
  focalY: number;
  /** The classes that crop around the point (focalClasses), if it is not the centre. */
  focus?: string;
}

/**
 * An image's focal point (issue 29 item 5, decision 135): click the picture where its subject
 * is, or give the point in numbers; the crops below show how the pages' heroes cut it. Both
 * forms are plain: the click is an image button, whose position the browser posts itself.
 */
export function FocalPointEditor({
  data,
  errors = {},
  values,
  done,
}: {
  data: FocusData;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  done: boolean;
}) {
  const action = `/desk/media?focus=${data.id}`;
  return (
    <div className="max-w-3xl">
      <BackLink to="/desk/media">Back to the media library</BackLink>
      <PageTitle intro="Pages show this picture in wide bands that cut off its top and bottom, and square on phones. The focal point is what they keep in view: the subject of the picture. It starts in the centre.">
        Focal point of “{data.name}”
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {done ? (
          <Notice tone="success">
            The focal point is saved: the pages that show the picture crop it around {data.focalX} %
            across and {data.focalY} % down.
          </Notice>
        ) : null}
        {errors.form ? <Notice tone="problem">{errors.form}</Notice> : null}
      </div>
      <section aria-labelledby="focus-click" className={`mb-6 ${cardClass}`}>
        <h2 id="focus-click" className="mb-3 text-xl font-bold">
          Click the subject
        </h2>
        <DeskForm action={action} reloadDocument intent="focal">
          <input type="hidden" name="id" value={data.id} />
          <div className="relative inline-block">
            <input
              type="image"
              name="point"
              src={data.picture}
              alt={`Set the focal point where you click on the picture: ${data.alt}`}
              width={FOCUS_PICTURE.width}
              height={FOCUS_PICTURE.height}
              className="block h-[200px] w-[300px] cursor-crosshair rounded-lg"
            />
            <FocalMark x={data.focalX} y={data.focalY} />
          </div>
        </DeskForm>
        <p className="mt-2 text-sm text-slate-700">
          The lines cross at the focal point now: {data.focalX} % across, {data.focalY} % down.
        </p>
      </section>
      <section aria-labelledby="focus-numbers" className={`mb-6 ${cardClass}`}>
        <h2 id="focus-numbers" className="mb-3 text-xl font-bold">
          Or give it in numbers
        </h2>
        <DeskForm action={action} intent="focal" className="space-y-4">
          <input type="hidden" name="id" value={data.id} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Across (percent from the left edge)"
              name="focalX"
              inputMode="numeric"
              hint="0 is the left edge, 50 the middle, 100 the right edge."
              defaultValue={values?.focalX ?? String(data.focalX)}
              error={errors.focalX}
            />
            <Field
              label="Down (percent from the top edge)"
              name="focalY"
              inputMode="numeric"
              hint="0 is the top edge, 50 the middle, 100 the bottom edge."
              defaultValue={values?.focalY ?? String(data.focalY)}
              error={errors.focalY}
            />
          </div>
          <SubmitButton>Save the focal point</SubmitButton>
        </DeskForm>
      </section>
      <section aria-labelledby="focus-crops" className={cardClass}>
        <h2 id="focus-crops" className="mb-3 text-xl font-bold">
          How the pages cut it
        </h2>
        <div className="flex flex-wrap items-start gap-6">
          <Crop data={data} label="A page's hero on a wide screen" className="aspect-[16/5] w-80" />
          <Crop data={data} label="On a phone" className="aspect-square w-40" />
        </div>
      </section>
    </div>
  );
}

/** Two lines crossing at the point, drawn over the picture (no style attribute needed). */
function FocalMark({ x, y }: { x: number; y: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 100"
      preserveAspectRatio="none"
      className="pointer-events-none absolute inset-0 size-full"
    >
      {[
        { stroke: "#0f172a", width: 4 },
        { stroke: "#ffffff", width: 2 },
      ].map((line) => (
        <g key={line.stroke} stroke={line.stroke} strokeWidth={line.width}>
          <line x1={x} y1={0} x2={x} y2={100} vectorEffect="non-scaling-stroke" />
          <line x1={0} y1={y} x2={100} y2={y} vectorEffect="non-scaling-stroke" />
        </g>
      ))}
    </svg>
  );
}

function Crop({ data, label, className }: { data: FocusData; label: string; className: string }) {
  return (
    <figure>
      <div className={`overflow-hidden rounded-lg bg-slate-100 ${className}`}>
        <img
          src={data.main}
          alt=""
          width={1200}
          height={800}
          className={`size-full object-cover ${data.focus ?? ""}`.trimEnd()}
        />
      </div>
      <figcaption className="mt-1 text-sm text-slate-700">{label}</figcaption>
    </figure>
  );
}
