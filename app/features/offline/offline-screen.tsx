import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { WifiOff } from "../../components/icons.tsx";
import { KeptPacks } from "../../components/page/keep-offline.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { sameSitePath } from "../../lib/same-site-path.ts";
import { StoredPages } from "./stored-pages.tsx";

/** A page of this site asked for by its path ("/cities/3?x=1"), never another host's. */
function ownPath(value: string | null): string | undefined {
  return sameSitePath(value, "") || undefined;
}

/**
 * The honest offline page (issue 21): the service worker sends a visitor here, with `?from=`,
 * when a page is not stored and there is no connection; it says so and lists what is stored.
 * Opened on its own, it is the list of pages available offline.
 */
export function OfflineScreen() {
  const t = useT();
  const [searchParams] = useSearchParams();
  // The stored copy of this page was rendered without `from`: show it after hydration.
  const [from, setFrom] = useState<string>();
  useEffect(() => setFrom(ownPath(searchParams.get("from"))), [searchParams]);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <WifiOff aria-hidden="true" className="size-10 text-brand-600" />
      <h1 className="mt-4 text-4xl font-bold">
        {from ? t("offline.notStoredTitle") : t("offline.title")}
      </h1>
      {from ? (
        <>
          <p className="mt-4 text-lg text-slate-700">
            {t("offline.notStoredText", { page: from })}
          </p>
          {/* A whole-document visit, so the service worker asks the network again. */}
          <a href={from} className={buttonClass({ className: "mt-6" })}>
            {t("offline.tryAgain")}
          </a>
        </>
      ) : (
        <p className="mt-4 text-lg text-slate-700">{t("offline.intro")}</p>
      )}
      <KeptPacks />
      <StoredPages />
    </div>
  );
}
