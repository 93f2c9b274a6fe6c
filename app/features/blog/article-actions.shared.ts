import type { ReactNode } from "react";
import type { LikeState } from "./like.tsx";

/** What the plain like/share buttons (article-actions.tsx) and their rich half share. */

export interface ActionProps {
  /** Unique on the page: the swap keeps the keyboard focus on the same button. */
  id: string;
  focused?: boolean;
  /** The accessible name; defaults to the tooltip text. */
  label?: string;
  className: string;
}
export interface LikeProps extends ActionProps {
  like: LikeState;
  children?: ReactNode;
}
export interface ShareProps extends ActionProps {
  url: string;
  title: string;
  showLabel?: boolean;
}
