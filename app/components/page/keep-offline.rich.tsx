import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  announcePacksChanged,
  currentCap,
  draftPack,
  keepPack,
  linkedPlaces,
  PACKS_CHANGED_EVENT,
  type PackDraft,
  removePack,
  shownPictures,
} from "../../lib/trip-pack-store.rich.ts";
import { type PackMeta, packCacheName, readPack } from "../../lib/trip-packs.rich.ts";
import { buttonClass } from "../ui/button.tsx";
import { toast } from "../ui/toast.tsx";
import { capText, dayText, sizeText } from "./pack-text.rich.ts";

type State =
  | { step: "idle" }
  | { step: "measuring" }
  | { step: "ready"; draft: PackDraft }
  | { step: "saving"; draft: PackDraft }
  | { step: "kept"; meta: PackMeta };

/**
 * "Keep offline", loaded after the page (keep-offline.tsx, decision 081): measures the pack by
 * fetching it and shows its size, stores it on confirmation (the oldest packs go first past the
 * cap, named in a toast), shows the date it was kept, prints, and removes it.
 */
export default function KeepOfflineRich() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const id = `${location.pathname}${location.search}`;
  const [state, setState] = useState<State>({ step: "idle" });
  // After a press changes the controls, keyboard focus moves to the new first button.
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const go = (next: State) => {
    moved.current = true;
    setState(next);
  };
  useEffect(() => {
    if (!moved.current || state.step === "measuring" || state.step === "saving") return;
    moved.current = false;
    box.current?.querySelector<HTMLButtonElement>("button:not(:disabled)")?.focus();
  });

  useEffect(() => {
    let live = true;
    const read = () =>
      void readPack(packCacheName(id)).then((meta) => {
        if (!live) return;
        setState((current) => {
          if (meta) return { step: "kept", meta };
          return current.step === "kept" ? { step: "idle" } : current;
        });
      });
    read();
    window.addEventListener(PACKS_CHANGED_EVENT, read);
    return () => {
      live = false;
      window.removeEventListener(PACKS_CHANGED_EVENT, read);
    };
  }, [id]);

  const measure = async () => {
    setState({ step: "measuring" });
    try {
      const draft = await draftPack(
        id,
        linkedPlaces(document, location.pathname),
        shownPictures(document),
      );
      go({ step: "ready", draft });
    } catch {
      go({ step: "idle" });
      toast({
        title: t("saved.keep.failedTitle"),
        description: t("saved.keep.failedText"),
        variant: "destructive",
      });
    }
  };

  const keep = async (draft: PackDraft) => {
    setState({ step: "saving", draft });
    try {
      const cap = currentCap();
      const evicted = await keepPack(draft, cap);
      const meta = await readPack(packCacheName(id));
      go(meta ? { step: "kept", meta } : { step: "idle" });
      if (evicted.length > 0) {
        toast({
          title: t("saved.keep.evictedTitle"),
          description: t("saved.keep.evictedText", {
            cap: capText(locale, cap),
            titles: evicted.map((pack) => pack.title).join(", "),
          }),
        });
      } else {
        toast({
          title: t("saved.keep.keptTitle"),
          description: t("saved.keep.keptText", { title: draft.meta.title }),
        });
      }
      announcePacksChanged();
    } catch {
      go({ step: "ready", draft });
      toast({
        title: t("saved.keep.failedTitle"),
        description: t("saved.keep.failedText"),
        variant: "destructive",
      });
    }
  };

  const remove = async (meta: PackMeta) => {
    await removePack(meta.id);
    go({ step: "idle" });
    toast({ title: t("saved.keep.removedTitle"), description: meta.title });
    announcePacksChanged();
  };

  if (state.step === "kept") {
    return (
      <div ref={box}>
        <p role="status" className="text-sm font-medium text-slate-700">
          {t("saved.keep.keptOn", { date: dayText(locale, state.meta.keptAt) })}{" "}
          <span className="text-slate-600">· {sizeText(t, locale, state.meta.bytes)}</span>
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonClass({ variant: "outline", size: "sm" })}
            onClick={() => window.print()}
          >
            {t("saved.keep.print")}
          </button>
          <button
            type="button"
            className={buttonClass({ variant: "outline", size: "sm" })}
            onClick={() => void remove(state.meta)}
          >
            {t("saved.keep.remove")}
          </button>
        </div>
      </div>
    );
  }
  if (state.step === "ready" || state.step === "saving") {
    const { draft } = state;
    const cap = currentCap();
    const tooBig = draft.meta.bytes > cap;
    const contents =
      draft.places === 0
        ? t("saved.keep.contentsNone")
        : draft.places === 1
          ? t("saved.keep.contentsOne")
          : t("saved.keep.contents", { count: draft.places });
    return (
      <div ref={box}>
        <div role="status">
          <p className="font-semibold">{sizeText(t, locale, draft.meta.bytes)}</p>
          <p className="text-sm text-slate-700">{contents}</p>
          {tooBig && (
            <p className="text-sm font-medium text-red-700">
              {t("saved.keep.tooBig", { cap: capText(locale, cap) })}
            </p>
          )}
        </div>
        <div className="mt-2 flex flex-wrap gap-2">
          {!tooBig && (
            <button
              type="button"
              className={buttonClass({ size: "sm" })}
              disabled={state.step === "saving"}
              aria-busy={state.step === "saving"}
              onClick={() => void keep(draft)}
            >
              {state.step === "saving" ? t("saved.keep.saving") : t("saved.keep.confirm")}
            </button>
          )}
          <button
            type="button"
            className={buttonClass({ variant: "outline", size: "sm" })}
            disabled={state.step === "saving"}
            onClick={() => go({ step: "idle" })}
          >
            {t("saved.keep.cancel")}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div ref={box}>
      <button
        type="button"
        className={buttonClass({ variant: "outline", size: "sm" })}
        disabled={state.step === "measuring"}
        aria-busy={state.step === "measuring"}
        onClick={() => void measure()}
      >
        {t("saved.keep.button")}
      </button>
      {state.step === "measuring" && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t("saved.keep.measuring")}
        </p>
      )}
    </div>
  );
}
