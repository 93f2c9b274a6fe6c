import { Mail, MessageCircle, Share2 } from "lucide-react";
import { useT } from "../i18n/i18n.tsx";
import { toast } from "./ui/toast.tsx";

/**
 * PRODUCT B2: share with the Web Share API where the browser has it, else copy the link and
 * toast "Link copied". Hidden without JavaScript, where it could not work.
 */
export function ShareButton({
  title,
  text,
  url,
  className = "",
  variant = "outline",
}: {
  title: string;
  text?: string;
  /** Absolute URL or path; defaults to the current page. */
  url?: string;
  className?: string;
  variant?: "outline" | "light";
}) {
  const t = useT();
  const share = async () => {
    const href = new URL(url ?? window.location.href, window.location.href).href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url: href });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(href);
      toast({ title: t("components.share.copied"), description: t("components.share.copiedText") });
    } catch {
      toast({
        title: t("components.share.failed"),
        description: t("components.share.failedText"),
        variant: "destructive",
      });
    }
  };
  const look =
    variant === "light"
      ? "border-white/70 bg-white/10 text-white hover:bg-white/20"
      : "border-brand-600 bg-white text-brand-700 hover:bg-brand-50";
  return (
    <button
      type="button"
      onClick={share}
      aria-label={t("components.share.buttonLabel", { title })}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 font-semibold [@media(scripting:none)]:hidden ${look} ${className}`}
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t("components.share.button")}
    </button>
  );
}

/** The share row: the share button plus plain links that work without JavaScript. */
export function ShareRow({ title, url }: { title: string; url: string }) {
  const t = useT();
  const encodedUrl = encodeURIComponent(url);
  const encodedTitle = encodeURIComponent(title);
  const links = [
    {
      label: t("components.share.email"),
      href: `mailto:?subject=${encodedTitle}&body=${encodedUrl}`,
      Icon: Mail,
    },
    {
      label: t("components.share.whatsapp"),
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      Icon: MessageCircle,
    },
    {
      label: t("components.share.facebook"),
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
      Icon: FacebookLogo,
    },
    {
      label: t("components.share.x"),
      href: `https://x.com/intent/post?text=${encodedTitle}&url=${encodedUrl}`,
      Icon: XLogo,
    },
  ];
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton title={title} url={url} />
      {links.map(({ label, href, Icon }) => (
        <a
          key={label}
          href={href}
          aria-label={label}
          title={label}
          rel="noopener noreferrer"
          target={href.startsWith("mailto:") ? undefined : "_blank"}
          className="grid size-11 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
        >
          <Icon aria-hidden="true" className="size-5" />
        </a>
      ))}
    </div>
  );
}

function XLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z" />
    </svg>
  );
}

function FacebookLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.9v3h2.6V21h3Z" />
    </svg>
  );
}
