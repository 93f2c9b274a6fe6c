/**
 * The site's buttons (STYLE.md: one primary action per view, brand blue), as classes for a
 * <button>, a <Link> or an <a> alike. Tailwind cannot tell which of two clashing classes wins,
 * so `className` adds to these (margins, width, visibility) and never restyles them.
 */
const base = "inline-flex items-center justify-center gap-2 rounded-lg font-semibold";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  outline: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  /** The gold action on a dark band or picture. */
  accent: "bg-gold-400 text-slate-900 hover:bg-gold-300",
  /** The second action on a dark band or picture. */
  light: "border border-white text-white hover:bg-white/10",
} as const;

const sizes = {
  sm: "min-h-11 px-4",
  md: "min-h-11 px-5",
  lg: "min-h-11 px-6",
  xl: "min-h-12 px-6 text-lg shadow-sm",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
}

export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}) {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}
