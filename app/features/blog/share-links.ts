/** The article share targets (SPEC 2.19): three networks and e-mail, as real share links. */
export type ShareTargetId = "facebook" | "x" | "linkedin" | "email";

export interface ShareTarget {
  id: ShareTargetId;
  href: string;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { id: "facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "x", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}` },
    { id: "linkedin", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      id: "email",
      href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
    },
  ];
}
