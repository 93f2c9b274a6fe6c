import { useSyncExternalStore } from "react";
import { Heart, Printer, Trash2 } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { KeepOffline } from "../../components/page/keep-offline.tsx";
import { ResponsivePicture } from "../../components/responsive-picture.tsx";
import { useSavedItems } from "../../components/save-button.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { removeSaved, type SavedItem, savedKey, savedTypes } from "../../lib/saved-store.ts";
import { usePageUrl } from "../../seo/meta.ts";
import { groupSaved } from "./group-saved.ts";

const noop = () => () => {};

/** True once the page runs in the browser (the saved list lives only there). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** PRODUCT B2: the visitor's saved items by type, with remove buttons and a printable list. */
export function SavedList() {
  const { t } = useI18n();
  const pageUrl = usePageUrl();
  const hydrated = useHydrated();
  const items = useSavedItems();

  if (!hydrated) {
    return (
      <>
        <p className="mt-8 text-slate-700 [@media(scripting:enabled)]:hidden">
          {t("saved.page.emptyNoScript")}
        </p>
        <p className="mt-8 text-slate-600 [@media(scripting:none)]:hidden" aria-busy="true">
          <span className="sr-only">{t("saved.page.title")}</span>
        </p>
      </>
    );
  }
  if (items.length === 0) return <EmptySaved />;

  const groups = groupSaved(items, savedTypes);
  const order = groups.flatMap((group) => group.items.map(savedKey));
  const remove = (item: SavedItem) => {
    const position = order.indexOf(savedKey(item));
    const next = order[position + 1] ?? order[position - 1];
    removeSaved(item);
    toast({ title: t("saved.toast.removed"), description: item.name });
    // Keep keyboard users in the list: focus the neighbour's remove button, else the heading.
    requestAnimationFrame(() => {
      const target =
        (next && document.querySelector<HTMLElement>(`[data-remove="${CSS.escape(next)}"]`)) ||
        document.getElementById("saved-title");
      target?.focus();
    });
  };

  return (
    <>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 no-print">
        <p className="text-slate-700" role="status">
          {items.length === 1
            ? t("saved.page.countOne")
            : t("saved.page.count", { count: items.length })}
        </p>
        <button
          type="button"
          onClick={() => window.print()}
          className={buttonClass({ size: "sm" })}
        >
          <Printer aria-hidden="true" className="size-4" />
          {t("saved.page.print")}
        </button>
      </div>
      <KeepOffline className="mt-4" />
      <div className="mt-8 grid gap-10 print:mt-4 print:gap-6">
        {groups.map((group) => (
          <section key={group.type} aria-labelledby={`saved-${group.type}`}>
            <h2 id={`saved-${group.type}`} className="text-2xl font-bold print:text-xl">
              {t(`saved.types.${group.type}`)}{" "}
              <span className="font-normal text-slate-600">({group.items.length})</span>
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 print:block">
              {group.items.map((item) => (
                <li
                  key={savedKey(item)}
                  className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm print:break-inside-avoid print:rounded-none print:border-0 print:border-b print:p-1 print:shadow-none"
                >
                  {item.image && (
                    <ResponsivePicture
                      src={item.image}
                      alt=""
                      sizes="96px"
                      className="aspect-[3/2] w-24 shrink-0 rounded-lg bg-slate-100 object-cover print:hidden"
                    />
                  )}
                  <div className="min-w-0 flex-1">
                    <Link
                      to={item.href}
                      className="font-semibold text-brand-700 hover:underline print:text-black"
                    >
                      {item.name}
                    </Link>
                    <p className="hidden text-sm print:block">{pageUrl(item.href)}</p>
                  </div>
                  <button
                    type="button"
                    data-remove={savedKey(item)}
                    onClick={() => remove(item)}
                    aria-label={t("saved.page.removeLabel", { name: item.name })}
                    className="no-print inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 px-4 font-semibold text-slate-800 hover:border-red-700 hover:text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="max-sm:sr-only">{t("saved.page.remove")}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

function EmptySaved() {
  const t = useT();
  return (
    <div className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <Heart aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h2 className="mt-4 text-2xl font-bold">{t("saved.page.emptyTitle")}</h2>
      <p className="mx-auto mt-2 max-w-prose text-slate-700">{t("saved.page.emptyText")}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {[
          { href: paths.destinations(), label: t("saved.page.browse") },
          { href: paths.attractions(), label: t("saved.page.browseAttractions") },
          { href: paths.events(), label: t("saved.page.browseEvents") },
        ].map((link) => (
          <li key={link.href}>
            <Link to={link.href} className={buttonClass({ variant: "outline", size: "sm" })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
