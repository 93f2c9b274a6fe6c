import { ShareIcon } from "../../components/share-icon.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { shareTargets } from "../../lib/share-links.ts";

/** The networks in the menu and the share row; "Shared to {target}" names them the same way. */
export function useShareTargets(url: string, title: string) {
  const t = useT();
  return shareTargets(url, title).map((target) => {
    const name = t(`blog.share.${target.id}`);
    return {
      ...target,
      name,
      newTab: target.id !== "email",
      onShared: () => toast({ title: t("blog.share.shared", { target: name }) }),
    };
  });
}

/** The Share row under an article: plain links, so they work without JavaScript too. */
export function ShareRow({ url, title }: { url: string; title: string }) {
  const t = useT();
  const targets = useShareTargets(url, title);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-base font-semibold">{t("blog.share.rowTitle")}</h2>
      <ul className="flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.id}>
            <a
              href={target.href}
              target={target.newTab ? "_blank" : undefined}
              rel="noopener noreferrer"
              onClick={target.onShared}
              aria-label={t("blog.share.shareOn", { target: target.name })}
              className="grid size-11 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
            >
              <ShareIcon id={target.id} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
