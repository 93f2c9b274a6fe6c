import { Mail, Share2 } from "lucide-react";
import { DropdownMenu, Tooltip } from "radix-ui";
import { toast } from "../../components/ui/toast.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { TooltipContent } from "./like.tsx";
import { type ShareTargetId, shareTargets } from "./share-links.ts";

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

/** SPEC 2.19: a share button with a tooltip, opening a menu of three networks and e-mail. */
export function ShareMenu({
  url,
  title,
  label,
  className,
  showLabel = false,
}: {
  url: string;
  title: string;
  /** The accessible name; defaults to "Share this article". */
  label?: string;
  className: string;
  showLabel?: boolean;
}) {
  const t = useT();
  const targets = useShareTargets(url, title);
  const tip = t("blog.share.button");
  return (
    <DropdownMenu.Root modal={false}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <DropdownMenu.Trigger asChild>
            <button
              type="button"
              aria-label={label ?? tip}
              className={`${className} [@media(scripting:none)]:hidden`}
            >
              <Share2 aria-hidden="true" className="size-5" />
              {showLabel && <span>{tip}</span>}
            </button>
          </DropdownMenu.Trigger>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <TooltipContent>{tip}</TooltipContent>
        </Tooltip.Portal>
      </Tooltip.Root>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {targets.map((target) => (
            <DropdownMenu.Item key={target.id} asChild onSelect={target.onShared}>
              <a
                href={target.href}
                target={target.newTab ? "_blank" : undefined}
                rel="noopener noreferrer"
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 font-medium text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800"
              >
                <ShareIcon id={target.id} />
                {target.name}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
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

function ShareIcon({ id }: { id: ShareTargetId }) {
  if (id === "email") return <Mail aria-hidden="true" className="size-5" />;
  const paths: Record<Exclude<ShareTargetId, "email">, string> = {
    facebook:
      "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z",
    x: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
    linkedin:
      "M6.9 8.8H3.5V20h3.4V8.8ZM5.2 3.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM20.5 13.6c0-3-1.6-5-4.4-5-1.4 0-2.5.7-3 1.6V8.8H9.8V20h3.4v-5.6c0-1.5.5-2.8 2.1-2.8 1.5 0 1.8 1.3 1.8 2.9V20h3.4v-6.4Z",
  };
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d={paths[id]} />
    </svg>
  );
}
