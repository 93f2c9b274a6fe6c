import { Heart } from "lucide-react";
import { Tooltip } from "radix-ui";
import { type ReactNode, useState } from "react";
import { toast } from "../../components/ui/toast.tsx";
import { useT } from "../../i18n/i18n.tsx";

/**
 * SPEC 4: liking is local to this page view and not stored. Liking adds one to the shown count
 * and thanks the visitor; unliking takes it away again.
 */
export function useLike(likes: number) {
  const t = useT();
  const [liked, setLiked] = useState(false);
  const toggle = () => {
    const next = !liked;
    setLiked(next);
    toast({ title: t(next ? "blog.like.liked" : "blog.like.unliked") });
  };
  return { liked, count: likes + (liked ? 1 : 0), toggle };
}

export type LikeState = ReturnType<typeof useLike>;

/** A button with the SPEC's tooltip ("Like this article" / "Unlike this article"). */
export function LikeButton({
  like,
  label,
  className,
  children,
}: {
  like: LikeState;
  /** The accessible name; defaults to the tooltip text. */
  label?: string;
  className: string;
  children?: ReactNode;
}) {
  const t = useT();
  const tip = t(like.liked ? "blog.like.unlike" : "blog.like.like");
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-pressed={like.liked}
          aria-label={label ?? tip}
          onClick={like.toggle}
          className={`${className} [@media(scripting:none)]:hidden`}
        >
          <Heart
            aria-hidden="true"
            className={`size-5 ${like.liked ? "fill-red-600 text-red-600" : ""}`}
          />
          {children}
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <TooltipContent>{tip}</TooltipContent>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** What a visitor without JavaScript sees instead of the button: the count. */
export function StaticLikes({ count, className = "" }: { count: number; className?: string }) {
  const t = useT();
  return (
    <span
      className={`hidden items-center gap-1.5 [@media(scripting:none)]:inline-flex ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" />
      {t("blog.like.count", { count })}
    </span>
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
