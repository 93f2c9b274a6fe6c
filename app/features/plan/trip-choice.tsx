import type { ReactNode } from "react";
import { Check } from "../../components/icons.tsx";

/** A fieldset of the builder's choices. */
export function ChoiceGroup({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-2 flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

/** A radio or checkbox drawn as a pill; the real input covers it, so it stays clickable. */
export function Choice({
  type,
  name,
  value,
  checked,
  onChange,
  children,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="relative inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:border-brand-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {checked && type === "checkbox" && <Check aria-hidden="true" className="size-4" />}
      {children}
    </label>
  );
}
