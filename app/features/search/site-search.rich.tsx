import { Dialog } from "radix-ui";
import {
  type KeyboardEvent as ReactKeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { useNavigate } from "react-router";
import { ArrowRight, Loader2, Search, X } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { type LoadedIndex, loadSearchIndex } from "./search-client.ts";
import { groupHits, type SearchEntry, search } from "./search-engine.ts";

const PER_GROUP = 5;

/**
 * PRODUCT B5: the site search dialog. Loaded the first time search is opened (see
 * site-search.tsx), so its code is not part of any page's first load.
 */
export default function SearchDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        {open && <SearchPanel onClose={() => onOpenChange(false)} />}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type LoadState =
  | { status: "loading" }
  | { status: "ready"; data: LoadedIndex }
  | { status: "failed" };

function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t, locale, href } = useI18n();
  const navigate = useNavigate();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [state, setState] = useState<LoadState>({ status: "loading" });

  const load = useCallback(() => {
    setState({ status: "loading" });
    loadSearchIndex(locale).then(
      (data) => setState({ status: "ready", data }),
      () => setState({ status: "failed" }),
    );
  }, [locale]);
  useEffect(() => load(), [load]);

  const trimmed = query.trim();
  const groups = useMemo(() => {
    if (state.status !== "ready" || trimmed === "") return [];
    return groupHits(search(state.data.prepared, trimmed, 60), PER_GROUP);
  }, [state, trimmed]);
  const popular = useMemo(() => {
    if (state.status !== "ready") return [];
    const { index } = state.data;
    return index.popular.flatMap((href) =>
      index.entries.filter((e) => e.href === href).slice(0, 1),
    );
  }, [state]);

  const options: SearchEntry[] = useMemo(
    () => (trimmed === "" ? popular : groups.flatMap((group) => group.hits.map((h) => h.entry))),
    [trimmed, popular, groups],
  );
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listboxId = `${baseId}-listbox`;
  const current = Math.min(active, Math.max(options.length - 1, 0));

  useEffect(() => {
    const element = listRef.current?.querySelector<HTMLElement>(
      `[id="${CSS.escape(optionId(current))}"]`,
    );
    element?.scrollIntoView({ block: "nearest" });
  });

  const open = (entry: SearchEntry) => {
    onClose();
    navigate(href(entry.href));
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const entry = options[current];
      if (entry) open(entry);
      else if (trimmed) {
        onClose();
        navigate(href(paths.search(trimmed)));
      }
    }
  };

  let optionIndex = 0;
  const renderOption = (entry: SearchEntry) => {
    const index = optionIndex++;
    const selected = index === current;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant)
      <div
        key={`${entry.type}:${entry.href}`}
        id={optionId(index)}
        role="option"
        aria-selected={selected}
        tabIndex={-1}
        onClick={() => open(entry)}
        onMouseMove={() => {
          if (!selected) setActive(index);
        }}
        className={`flex scroll-my-16 cursor-pointer items-start gap-3 rounded-lg px-3 py-2 ${
          selected ? "bg-brand-50 ring-2 ring-brand-600 ring-inset" : ""
        }`}
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-900">{entry.name}</span>
          <span className="line-clamp-2 block text-sm text-slate-600">{entry.snippet}</span>
        </span>
        {selected && (
          <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        )}
      </div>
    );
  };

  const hasResults = options.length > 0;
  return (
    <Dialog.Content
      aria-describedby={`${baseId}-description`}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      className="fixed inset-x-2 top-2 z-50 mx-auto flex max-h-[calc(100dvh-1rem)] max-w-2xl flex-col overflow-y-auto overscroll-contain rounded-2xl bg-white shadow-2xl sm:top-[10vh] sm:max-h-[80vh]"
    >
      <Dialog.Title className="sr-only">{t("search.dialog.title")}</Dialog.Title>
      <Dialog.Description id={`${baseId}-description`} className="sr-only">
        {t("search.dialog.description")}
      </Dialog.Description>
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-3">
        <Search aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t("search.dialog.label")}
          aria-expanded={hasResults}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={hasResults ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={t("search.dialog.placeholder")}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="min-h-14 flex-1 bg-transparent text-lg outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
        />
        <Dialog.Close
          aria-label={t("search.dialog.close")}
          className="grid size-11 shrink-0 place-items-center rounded-md text-slate-700 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </Dialog.Close>
      </div>
      <div ref={listRef} className="flex-1 p-2">
        {state.status === "loading" && (
          <p className="flex items-center gap-2 p-3 text-slate-600" role="status">
            <Loader2
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
            {t("search.dialog.loading")}
          </p>
        )}
        {state.status === "failed" && (
          <p className="p-3 text-slate-700" role="alert">
            {t("search.dialog.failed")}{" "}
            <Link to={paths.search(trimmed)} onClick={onClose} className="text-brand-700 underline">
              {t("search.page.title")}
            </Link>
          </p>
        )}
        {hasResults && (
          <div id={listboxId} role="listbox" aria-label={t("search.dialog.results")}>
            {trimmed === ""
              ? popular.length > 0 && (
                  // biome-ignore lint/a11y/useSemanticElements: an option group of the ARIA listbox pattern
                  <div role="group" aria-labelledby={`${baseId}-popular`}>
                    <div
                      id={`${baseId}-popular`}
                      role="presentation"
                      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                    >
                      {t("search.dialog.hint")}
                    </div>
                    {popular.map(renderOption)}
                  </div>
                )
              : groups.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: an option group of the ARIA listbox pattern
                  <div
                    key={group.group}
                    role="group"
                    aria-labelledby={`${baseId}-group-${group.group}`}
                  >
                    <div
                      id={`${baseId}-group-${group.group}`}
                      role="presentation"
                      className="px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                    >
                      {t(`search.groups.${group.group}`)}
                    </div>
                    {group.hits.map((hit) => renderOption(hit.entry))}
                  </div>
                ))}
          </div>
        )}
        {state.status === "ready" && trimmed !== "" && !hasResults && (
          <div className="p-3">
            <p className="font-semibold">{t("search.dialog.noResults", { query: trimmed })}</p>
            <p className="mt-1 text-slate-600">{t("search.dialog.tryAgain")}</p>
          </div>
        )}
        <p className="sr-only" aria-live="polite">
          {state.status === "ready" && trimmed !== ""
            ? options.length === 1
              ? t("search.dialog.countOne")
              : t("search.dialog.count", { count: options.length })
            : ""}
        </p>
      </div>
      <div
        className={`sticky bottom-0 flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white px-4 py-2 text-sm ${
          trimmed === "" ? "max-sm:hidden" : ""
        }`}
      >
        <span aria-hidden="true" className="hidden text-slate-600 sm:inline">
          {t("search.dialog.keys")}
        </span>
        {trimmed !== "" && (
          <Link
            to={paths.search(trimmed)}
            onClick={onClose}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
          >
            {t("search.dialog.seeAll", { query: trimmed })}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </Dialog.Content>
  );
}
