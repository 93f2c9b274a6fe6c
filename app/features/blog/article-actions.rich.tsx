import { DropdownMenu, Tooltip } from "radix-ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Heart, Share2 } from "../../components/icons.tsx";
import { ShareIcon } from "../../components/share-icon.tsx";
import { useT } from "../../i18n/i18n.tsx";
import type { ActionProps, LikeProps, ShareProps } from "./article-actions.shared.ts";
import { useShareTargets } from "./share-menu.tsx";

/**
 * The like and share buttons with their Radix tooltips and menu (SPEC 2.19, 9), loaded when a
 * visitor first reaches for one of them (article-actions.tsx shows plain buttons until then).
 */

const OPEN_DELAY_MS = 700;

/**
 * SPEC 9: a tooltip opens after 700 ms, the next one at once within 300 ms. A pointer that was
 * already resting on the button when this code arrived opens it too, after the same delay.
 */
function Tip({ id, tip, children }: { id: string; tip: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      if (document.getElementById(id)?.matches(":hover")) setOpen(true);
    }, OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);
  return (
    <Tooltip.Provider delayDuration={OPEN_DELAY_MS} skipDelayDuration={300}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <TooltipContent>{tip}</TooltipContent>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

/** Gives the keyboard focus back to the button that had it before the swap. */
function useRefocus({ id, focused }: ActionProps) {
  const done = useRef(false);
  useEffect(() => {
    if (focused && !done.current) document.getElementById(id)?.focus();
    done.current = true;
  }, [focused, id]);
}

export function RichLikeButton(props: LikeProps) {
  const { like, label, className, children, id } = props;
  const t = useT();
  useRefocus(props);
  const tip = t(like.liked ? "blog.like.unlike" : "blog.like.like");
  return (
    <Tip id={id} tip={tip}>
      <button
        type="button"
        id={id}
        aria-pressed={like.liked}
        aria-label={label ?? tip}
        onClick={like.toggle}
        className={className}
      >
        <Heart
          aria-hidden="true"
          className={`size-5 ${like.liked ? "fill-red-600 text-red-600" : ""}`}
        />
        {children}
      </button>
    </Tip>
  );
}

export function RichShareMenu(props: ShareProps & { initialOpen: boolean }) {
  const { url, title, label, className, showLabel, id, initialOpen } = props;
  const t = useT();
  useRefocus(props);
  const targets = useShareTargets(url, title);
  const tip = t("blog.share.button");
  return (
    <DropdownMenu.Root modal={false} defaultOpen={initialOpen}>
      <Tip id={id} tip={tip}>
        <DropdownMenu.Trigger asChild>
          <button type="button" id={id} aria-label={label ?? tip} className={className}>
            <Share2 aria-hidden="true" className="size-5" />
            {showLabel && <span>{tip}</span>}
          </button>
        </DropdownMenu.Trigger>
      </Tip>
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

export function TooltipContent({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Content
      sideOffset={6}
      className="z-50 rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white shadow-lg"
    >
      {children}
      <Tooltip.Arrow className="fill-slate-900" />
    </Tooltip.Content>
  );
}
