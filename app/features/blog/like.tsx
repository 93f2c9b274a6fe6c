import { useEffect, useSyncExternalStore } from "react";
import { Heart } from "../../components/icons.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { type Translate, useT } from "../../i18n/i18n.tsx";
import { BROWSER_ID_PATTERN, LIKES_API } from "./like-shared.ts";

/**
 * "Like" counts once per browser and is stored (issue 19 item 4, docs/decisions/094-blog-likes.md).
 * The page shows the stored count it was rendered with; after hydration one request per page asks
 * for the live counts and which posts this browser likes, and a like or unlike answers the new
 * count. The browser id is random and kept in localStorage, never in a cookie, so cached pages
 * stay the same for everyone.
 */

interface LiveLike {
  likes: number;
  liked: boolean;
  pending?: boolean;
}

const BROWSER_KEY = "explore-kosovo:browser-id";
let memoryId: string | undefined;

function browserId(): string {
  const fresh = () => {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  };
  try {
    let id = localStorage.getItem(BROWSER_KEY);
    if (!id || !BROWSER_ID_PATTERN.test(id)) {
      id = fresh();
      localStorage.setItem(BROWSER_KEY, id);
    }
    return id;
  } catch {
    // Storage refused (private mode): likes count for this page view only.
    memoryId ??= fresh();
    return memoryId;
  }
}

const live = new Map<number, LiveLike>();
const listeners = new Set<() => void>();
let version = 0;
function publish() {
  version += 1;
  for (const listener of listeners) listener();
}

let wanted = new Set<number>();
let scheduled = false;
/** Posts shown on the page ask together, once: one request per page. */
function request(postId: number) {
  if (live.has(postId)) return;
  wanted.add(postId);
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(async () => {
    const ids = [...wanted];
    wanted = new Set();
    scheduled = false;
    // Offline: the page keeps the count it was rendered with, without a failed request.
    if (!navigator.onLine) return;
    try {
      const response = await fetch(`${LIKES_API}?posts=${ids.join(",")}&browser=${browserId()}`);
      if (!response.ok) return;
      const { posts } = (await response.json()) as { posts: ({ id: number } & LiveLike)[] };
      for (const { id, likes, liked } of posts) live.set(id, { likes, liked });
      publish();
    } catch {
      // Offline: the page keeps the count it was rendered with.
    }
  });
}

async function send(postId: number, liked: boolean): Promise<LiveLike | undefined> {
  const response = await fetch(LIKES_API, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ post: postId, browser: browserId(), liked }),
  });
  if (!response.ok) return undefined;
  const answer = (await response.json()) as LiveLike;
  return { likes: answer.likes, liked: answer.liked };
}

export function useLike(postId: number, storedLikes: number) {
  const t = useT();
  useEffect(() => request(postId), [postId]);
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => 0,
  );
  const state = live.get(postId) ?? { likes: storedLikes, liked: false };
  const toggle = async () => {
    if (state.pending) return;
    const next = !state.liked;
    live.set(postId, {
      likes: Math.max(0, state.likes + (next ? 1 : -1)),
      liked: next,
      pending: true,
    });
    publish();
    const answer = await send(postId, next).catch(() => undefined);
    live.set(postId, answer ?? { likes: state.likes, liked: state.liked });
    publish();
    toast({
      title: t(answer ? (next ? "blog.like.liked" : "blog.like.unliked") : "blog.like.failed"),
    });
  };
  return { liked: state.liked, count: state.likes, toggle };
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
