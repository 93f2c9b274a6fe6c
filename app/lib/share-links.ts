/**
 * The one set of share targets (PRODUCT B2, SPEC 2.19): plain links that work without
 * JavaScript and load nothing from the networks until the visitor follows one. The article page
 * offers Facebook, X, LinkedIn and e-mail; the detail pages e-mail, WhatsApp, Facebook and X.
 */
export type ShareTargetId = "email" | "whatsapp" | "facebook" | "x" | "linkedin";

export interface ShareTarget {
  id: ShareTargetId;
  href: string;
}

export function shareTargets(
  url: string,
  title: string,
  ids: readonly ShareTargetId[] = ["facebook", "x", "linkedin", "email"],
): ShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const hrefs: Record<ShareTargetId, string> = {
    email: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/post?url=${u}&text=${text}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
  return ids.map((id) => ({ id, href: hrefs[id] }));
}
