import { Slider } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { PRICE_MAX, PRICE_MIN, PRICE_STEP } from "./filter-attractions.ts";

/**
 * SPEC 5's price slider: 0–10 € in steps of 1, two thumbs. Radix gives the keyboard rules
 * (arrows 1 step, Page Up/Down and Shift+arrow 10). Without JavaScript the slider cannot move,
 * so two number inputs of the same GET form take its place.
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
  const sliderArea = useRef<HTMLDivElement>(null);
  const thumbLabels = [t("attractions.list.priceLower"), t("attractions.list.priceUpper")];
  useEffect(() => {
    // Radix adds a hidden input per thumb for forms; ours has its own no-script inputs, so these
    // only need a name for checkers that list every input (pa11y).
    sliderArea.current?.querySelectorAll("input").forEach((input, index) => {
      input.setAttribute("aria-label", thumbLabels[index] ?? "");
      input.tabIndex = -1;
    });
  });
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
      <div ref={sliderArea} className="block [@media(scripting:none)]:hidden">
        <Slider.Root
          min={PRICE_MIN}
          max={PRICE_MAX}
          step={PRICE_STEP}
          minStepsBetweenThumbs={0}
          preserveThumbOrder
          value={value}
          onValueChange={(next) => {
            const [from = PRICE_MIN, to = PRICE_MAX] = next;
            setValue([from, to]);
            onChange({ minPrice: from, maxPrice: to });
          }}
          className="relative mt-2 flex h-11 touch-none items-center select-none"
        >
          <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
            <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
          </Slider.Track>
          {/* aria-valuenow is given too: Radix knows a thumb's value only after it has measured
              it in the browser, so the server's HTML would have none. */}
          <Slider.Thumb
            aria-label={thumbLabels[0]}
            aria-valuenow={value[0]}
            aria-valuetext={price(value[0])}
            className={thumbClass}
          />
          <Slider.Thumb
            aria-label={thumbLabels[1]}
            aria-valuenow={value[1]}
            aria-valuetext={price(value[1])}
            className={thumbClass}
          />
        </Slider.Root>
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
