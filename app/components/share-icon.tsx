import type { ShareTargetId } from "../lib/share-links.ts";
import { Mail, MessageCircle } from "./icons.tsx";

/** The networks' marks, drawn by us (no third-party request). */
const MARKS: Record<Exclude<ShareTargetId, "email" | "whatsapp">, string> = {
  facebook:
    "M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z",
  x: "M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z",
  linkedin:
    "M6.9 8.8H3.5V20h3.4V8.8ZM5.2 3.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM20.5 13.6c0-3-1.6-5-4.4-5-1.4 0-2.5.7-3 1.6V8.8H9.8V20h3.4v-5.6c0-1.5.5-2.8 2.1-2.8 1.5 0 1.8 1.3 1.8 2.9V20h3.4v-6.4Z",
};

export function ShareIcon({ id }: { id: ShareTargetId }) {
  if (id === "email") return <Mail aria-hidden="true" className="size-5" />;
  if (id === "whatsapp") return <MessageCircle aria-hidden="true" className="size-5" />;
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d={MARKS[id]} />
    </svg>
  );
}
