import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "./filter-attractions.ts";

/**
 * SPEC 5's price slider: 0–10 € in steps of 1, two thumbs that do not pass each other. The
 * keyboard rules of Radix Slider, which it replaced (decision 075): arrows 1 step, Page Up/Down
 * and Shift+arrow 10, Home/End the ends; a press on the track moves the nearer thumb there and
 * drags it. Without JavaScript the slider cannot move, so two number inputs of the same GET form
 * take its place.
 */
export function PriceRange({
  min,
  max,
  onChange,
}: {
  min: number;
  max: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
}) {
  const t = useT();
  const [value, setValue] = useState<[number, number]>([min, max]);
  useEffect(() => setValue([min, max]), [min, max]);
  const root = useRef<HTMLSpanElement>(null);
  const thumbs = useRef<(HTMLSpanElement | null)[]>([]);
  const active = useRef(0);
  const thumbLabels = [t("attractions.list.priceLower"), t("attractions.list.priceUpper")];
  const move = (index: number, to: number) => {
    const low = index === 0 ? PRICE_MIN : value[0];
    const high = index === 1 ? PRICE_MAX : value[1];
    const snapped = Math.round((to - PRICE_MIN) / PRICE_STEP) * PRICE_STEP + PRICE_MIN;
    const next = Math.min(high, Math.max(low, snapped));
    if (next === value[index]) return;
    const range: [number, number] = index === 0 ? [next, value[1]] : [value[0], next];
    setValue(range);
    onChange({ minPrice: range[0], maxPrice: range[1] });
  };
  const valueAt = (clientX: number) => {
    const box = root.current?.getBoundingClientRect();
    if (!box || box.width === 0) return PRICE_MIN;
    return PRICE_MIN + ((clientX - box.left) / box.width) * (PRICE_MAX - PRICE_MIN);
  };
  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    const target = event.target as HTMLElement;
    target.setPointerCapture(event.pointerId);
    event.preventDefault();
    const thumb = thumbs.current.indexOf(target as HTMLSpanElement);
    if (thumb >= 0) {
      active.current = thumb;
      target.focus({ preventScroll: true });
      return;
    }
    const to = valueAt(event.clientX);
    const nearer = Math.abs(value[1] - to) < Math.abs(value[0] - to) ? 1 : 0;
    active.current = nearer;
    thumbs.current[nearer]?.focus({ preventScroll: true });
    move(nearer, to);
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    const target = event.target as HTMLElement;
    if (target.hasPointerCapture(event.pointerId)) move(active.current, valueAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLSpanElement>) => {
    const target = event.target as HTMLElement;
    if (target.hasPointerCapture(event.pointerId)) target.releasePointerCapture(event.pointerId);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLSpanElement>) => {
    const skip = event.key.startsWith("Page") || event.shiftKey ? 10 : 1;
    const steps: Record<string, number> = {
      ArrowRight: skip,
      ArrowUp: skip,
      PageUp: skip,
      ArrowLeft: -skip,
      ArrowDown: -skip,
      PageDown: -skip,
    };
    const current = value[index] ?? PRICE_MIN;
    let to: number | undefined;
    if (event.key === "Home") to = PRICE_MIN;
    else if (event.key === "End") to = PRICE_MAX;
    else if (event.key in steps) to = current + (steps[event.key] ?? 0) * PRICE_STEP;
    if (to === undefined) return;
    event.preventDefault();
    // Home and End move the thumb that has the focus, as far as the other one lets it.
    move(index, to);
  };
  const price = (amount: number) =>
    amount === 0
      ? t("attractions.list.priceFree")
      : t("attractions.list.priceEuro", { value: amount });
  const thumbClass =
    "block size-6 cursor-grab rounded-full border-2 border-brand-600 bg-white shadow-md outline-none focus-visible:ring-4 focus-visible:ring-brand-200 active:cursor-grabbing";
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{t("attractions.list.priceRange")}</legend>
      <p className="mt-1 text-sm text-slate-700" aria-hidden="true">
        {t("attractions.list.priceSummary", { from: price(value[0]), to: price(value[1]) })}
      </p>
      <div className="block [@media(scripting:none)]:hidden">
        {/* The markup and layout of Radix Slider, which this replaced: the thumbs are centred on
            their value and kept inside the track (24 px thumbs). */}
        <span
          ref={root}
          dir="ltr"
          data-orientation="horizontal"
          className="relative mt-2 flex h-11 touch-none items-center select-none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        >
          <span
            data-orientation="horizontal"
            className="relative h-2 grow overflow-hidden rounded-full bg-slate-200"
          >
            <span
              data-orientation="horizontal"
              className="absolute h-full rounded-full bg-brand-600"
              style={{ left: `${percent(value[0])}%`, right: `${100 - percent(value[1])}%` }}
            />
          </span>
          {value.map((amount, index) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the two thumbs are fixed.
              key={index}
              style={{
                transform: "translateX(-50%)",
                position: "absolute",
                left: `calc(${percent(amount)}% + ${THUMB_HALF - (percent(amount) / 50) * THUMB_HALF}px)`,
              }}
            >
              <span
                ref={(element) => {
                  thumbs.current[index] = element;
                }}
                role="slider"
                aria-label={thumbLabels[index]}
                aria-valuemin={PRICE_MIN}
                aria-valuemax={PRICE_MAX}
                aria-valuenow={amount}
                aria-valuetext={price(amount)}
                aria-orientation="horizontal"
                data-orientation="horizontal"
                tabIndex={0}
                className={thumbClass}
                onFocus={() => {
                  active.current = index;
                }}
                onKeyDown={onKeyDown(index)}
              />
            </span>
          ))}
        </span>
        <div className="flex justify-between text-sm text-slate-600" aria-hidden="true">
          <span>{t("attractions.list.priceFree")}</span>
          <span>{t("attractions.list.priceEuro", { value: value[1] })}</span>
        </div>
      </div>
      <div className="mt-2 flex gap-4 [@media(scripting:enabled)]:hidden">
        <PriceInput label={t("attractions.list.priceFromLabel")} name="minPrice" value={min} />
        <PriceInput label={t("attractions.list.priceToLabel")} name="maxPrice" value={max} />
      </div>
    </fieldset>
  );
}

/** Half the thumb's width (`size-6`): a thumb at either end stays inside the track. */
const THUMB_HALF = 12;
const percent = (amount: number) => ((amount - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;

/** A number field of the price range, for visitors without scripts (the slider needs them). */
function PriceInput({ label, name, value }: { label: string; name: string; value: number }) {
  return (
    <label className="flex flex-col text-sm font-medium">
      {label}
      <input
        type="number"
        name={name}
        min={PRICE_MIN}
        max={PRICE_MAX}
        step={PRICE_STEP}
        defaultValue={value}
        className="mt-1 min-h-11 w-24 rounded-lg border border-slate-300 px-3"
      />
    </label>
  );
}
