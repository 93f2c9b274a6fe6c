import { type FocusEvent, type PointerEvent, useSyncExternalStore } from "react";
import { Heart, Share2 } from "../../components/icons.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { onDemand } from "../../lib/on-demand.tsx";
import type { LikeProps, ShareProps } from "./article-actions.shared.ts";

/**
 * The blog's like and share buttons (SPEC 2.19). They work at once as plain buttons; their
 * tooltips and the share menu (Radix, in article-actions.rich.tsx) load when a visitor first points at,
 * focuses or presses one of them, so that code is not part of the page's first load.
 */

const Rich = {
  Like: onDemand(async () => ({
    default: (await import("./article-actions.rich.tsx")).RichLikeButton,
  })),
  Share: onDemand(async () => ({
    default: (await import("./article-actions.rich.tsx")).RichShareMenu,
  })),
};

interface Enhancement {
  /** The button that had the keyboard focus, to focus again after the swap. */
  focused?: string;
  /** The share button that was pressed, whose menu opens once loaded. */
  opened?: string;
}

let enhancement: Enhancement | null = null;
const listeners = new Set<() => void>();
function enhance(next: Enhancement) {
  // A press while the code is still loading still counts: the menu opens once it is there.
  if (enhancement && !next.opened) return;
  enhancement = { ...enhancement, ...next };
  for (const listener of listeners) listener();
}
function useEnhancement() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => enhancement,
    () => null,
  );
}

const intent = (id: string) => ({
  onPointerEnter: (_event: PointerEvent) => enhance({}),
  onFocus: (event: FocusEvent) =>
    enhance({ focused: event.currentTarget.matches(":focus-visible") ? id : undefined }),
});

/** Like / Unlike this article: a toggle, with the SPEC's tooltip. */
export function LikeButton(props: LikeProps) {
  const t = useT();
  const state = useEnhancement();
  const { like, label, className, children, id } = props;
  const plain = (
    <button
      type="button"
      id={id}
      aria-pressed={like.liked}
      aria-label={label ?? t(like.liked ? "blog.like.unlike" : "blog.like.like")}
      onClick={like.toggle}
      className={`${className} [@media(scripting:none)]:hidden`}
      {...intent(id)}
    >
      <Heart
        aria-hidden="true"
        className={`size-5 ${like.liked ? "fill-red-600 text-red-600" : ""}`}
      />
      {children}
    </button>
  );
  if (!state) return plain;
  return <Rich.Like {...props} focused={state.focused === id} fallback={plain} />;
}

/** Share this article: a menu of three networks and e-mail, with the SPEC's tooltip. */
export function ShareMenu(props: ShareProps) {
  const t = useT();
  const state = useEnhancement();
  const { label, className, showLabel, id } = props;
  const tip = t("blog.share.button");
  const plain = (
    <button
      type="button"
      id={id}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label ?? tip}
      className={`${className} [@media(scripting:none)]:hidden`}
      onClick={() => enhance({ focused: id, opened: id })}
      {...intent(id)}
    >
      <Share2 aria-hidden="true" className="size-5" />
      {showLabel && <span>{tip}</span>}
    </button>
  );
  if (!state) return plain;
  return (
    <Rich.Share
      {...props}
      focused={state.focused === id}
      initialOpen={state.opened === id}
      fallback={plain}
    />
  );
}
