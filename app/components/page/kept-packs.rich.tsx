import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  announcePacksChanged,
  currentCap,
  PACKS_CHANGED_EVENT,
  removePack,
} from "../../lib/trip-pack-store.rich.ts";
import { type PackMeta, readPacks } from "../../lib/trip-packs.rich.ts";
import { buttonClass } from "../ui/button.tsx";
import { toast } from "../ui/toast.tsx";
import { capText, dayText, sizeText } from "./pack-text.rich.ts";

/** The kept trip packs, newest first, read from this browser (keep-offline.tsx). */
export default function KeptPacksRich() {
  const { t, locale } = useI18n();
  const [packs, setPacks] = useState<PackMeta[]>();
  useEffect(() => {
    let live = true;
    const read = () =>
      void readPacks()
        .then((found) => live && setPacks(found))
        .catch(() => live && setPacks([]));
    read();
    window.addEventListener(PACKS_CHANGED_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(PACKS_CHANGED_EVENT, read);
    };
  }, []);
  if (!packs) return null;
  const total = packs.reduce((sum, pack) => sum + pack.bytes, 0);
  const remove = async (pack: PackMeta) => {
    await removePack(pack.id);
    toast({ title: t("saved.keep.removedTitle"), description: pack.title });
    announcePacksChanged();
  };
  return (
    <section aria-labelledby="kept-packs-title" className="mt-10 no-print" data-kept-packs>
      <h2 id="kept-packs-title" className="text-2xl font-bold">
        {t("saved.keep.listTitle")}
      </h2>
      {packs.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("saved.keep.listEmpty")}</p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">{t("saved.keep.listIntro")}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t("saved.keep.listTotal", {
              size: capText(locale, total),
              cap: capText(locale, currentCap()),
            })}
          </p>
          <ul className="mt-4 grid gap-2">
            {packs.map((pack) => (
              <li
                key={pack.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
              >
                <div className="min-w-0">
                  {/* A whole-document visit: offline, the service worker answers it. */}
                  <a
                    href={pack.id}
                    className="font-semibold text-brand-700 underline hover:text-brand-800"
                  >
                    {pack.title || pack.id}
                  </a>
                  <span className="block text-sm text-slate-600">
                    {t("saved.keep.listItem", {
                      date: dayText(locale, pack.keptAt),
                      size: sizeText(t, locale, pack.bytes),
                    })}
                    {pack.refreshedAt &&
                      ` · ${t("saved.keep.listRefreshed", { date: dayText(locale, pack.refreshedAt) })}`}
                  </span>
                </div>
                <button
                  type="button"
                  className={buttonClass({ variant: "outline", size: "sm" })}
                  aria-label={t("saved.keep.removeLabel", { title: pack.title || pack.id })}
                  onClick={() => void remove(pack)}
                >
                  {t("saved.keep.remove")}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
