import { Dialog } from "radix-ui";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { X } from "../icons.tsx";
import { Link } from "../link.tsx";
import { type BottomBarItem, isActivePath } from "./bottom-bar.shared.ts";

/** The bottom bar's "More" sheet (SPEC 2.2), loaded when the visitor first reaches for it. */
export default function MoreSheet({
  open,
  onOpenChange,
  items,
  path,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: BottomBarItem[];
  /** The page's language-neutral path, for the active item. */
  path: string;
}) {
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 rounded-t-2xl bg-white p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-2xl">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">
              {t("layout.bottomBar.moreTitle")}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t("layout.bottomBar.close")}
              className="grid size-11 place-items-center rounded-md hover:bg-slate-100"
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            {t("layout.bottomBar.moreDescription")}
          </Dialog.Description>
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {items.map(({ label, href, icon: Icon }) => (
              <li key={href}>
                <Link
                  to={href}
                  onClick={() => onOpenChange(false)}
                  data-site-search={href === paths.search() ? "" : undefined}
                  aria-current={isActivePath(path, href) ? "page" : undefined}
                  className="flex min-h-12 items-center gap-3 rounded-lg px-3 text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
