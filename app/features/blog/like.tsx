import { Heart } from "lucide-react";
import { useState } from "react";
import { toast } from "../../components/ui/toast.tsx";
import { type Translate, useT } from "../../i18n/i18n.tsx";

/**
 * SPEC 4: liking is local to this page view and not stored. Liking adds one to the shown count
 * (the stored likes: none yet, PRODUCT B11) and thanks the visitor; unliking takes it away again.
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

/** "1 like", "2 likes": the count in words. */
export function likeCount(t: Translate, count: number) {
  return count === 1 ? t("blog.like.countOne") : t("blog.like.count", { count });
}

/** What a visitor without JavaScript sees instead of the button: the count. */
export function StaticLikes({ count, className = "" }: { count: number; className?: string }) {
  const t = useT();
  return (
    <span
      className={`hidden items-center gap-1.5 [@media(scripting:none)]:inline-flex ${className}`}
    >
      <Heart aria-hidden="true" className="size-5" />
      {likeCount(t, count)}
    </span>
  );
}
