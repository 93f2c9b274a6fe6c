import { useSyncExternalStore } from "react";
import { useT } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import {
  getSavedItems,
  getServerSavedItems,
  type SavedItem,
  type SavedItemInput,
  savedKey,
  subscribeSaved,
  toggleSaved,
} from "../lib/saved-store.ts";
import { Heart } from "./icons.tsx";
import { Link } from "./link.tsx";
import { toast } from "./ui/toast.tsx";

/** The saved list; empty on the server and during hydration, then the browser's list. */
export function useSavedItems(): SavedItem[] {
  return useSyncExternalStore(subscribeSaved, getSavedItems, getServerSavedItems);
}

export function useIsSaved(item: { type: string; id: string | number }): boolean {
  const key = savedKey(item);
  return useSyncExternalStore(
    subscribeSaved,
    () => getSavedItems().some((entry) => savedKey(entry) === key),
    () => false,
  );
}

/**
 * PRODUCT B2: toggles an item in the browser's saved list with a toast. `variant="button"` shows
 * the heart with "Save"/"Saved"; `variant="heart"` is the round icon button for cards.
 * Hidden without JavaScript, where it could not work.
 */
export function SaveButton({
  item,
  variant = "button",
  tone = "outline",
  className = "",
}: {
  item: SavedItemInput;
  variant?: "button" | "heart";
  /** "light" for use over a dark hero image. */
  tone?: "outline" | "light";
  className?: string;
}) {
  const t = useT();
  const saved = useIsSaved(item);
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    // Cards wrap the heart inside a link: saving must not follow it.
    event.preventDefault();
    event.stopPropagation();
    const nowSaved = toggleSaved(item);
    toast({
      title: nowSaved ? t("saved.toast.saved") : t("saved.toast.removed"),
      description: item.name,
    });
  };
  const label = saved
    ? t("saved.button.removeLabel", { name: item.name })
    : t("saved.button.saveLabel", { name: item.name });
  const icon = (
    <Heart
      aria-hidden="true"
      className={`size-5 transition-colors ${saved ? "fill-red-600 text-red-600" : ""}`}
    />
  );
  if (variant === "heart") {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-label={label}
        aria-pressed={saved}
        title={label}
        data-save-button=""
        className={`grid size-11 place-items-center rounded-full bg-white/95 text-slate-800 shadow-md ring-1 ring-slate-900/10 hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 [@media(scripting:none)]:hidden ${className}`}
      >
        {icon}
      </button>
    );
  }
  const look =
    tone === "light"
      ? "border-white/70 bg-white/10 text-white hover:bg-white/20"
      : "border-brand-600 bg-white text-brand-700 hover:bg-brand-50";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={saved}
      data-save-button=""
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold [@media(scripting:none)]:hidden ${look} ${className}`}
    >
      {icon}
      {saved ? t("saved.button.saved") : t("saved.button.save")}
    </button>
  );
}

/** The header's link to /saved with the number of saved items (PRODUCT B2). */
export function SavedLink({ className = "" }: { className?: string }) {
  const t = useT();
  const count = useSavedItems().length;
  return (
    <Link
      to={paths.saved()}
      aria-label={t("saved.badge.label", { count })}
      title={t("saved.badge.label", { count })}
      data-saved-count={count}
      className={`relative grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[0.6875rem]/5 font-bold text-white"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </Link>
  );
}
