import { useT } from "../i18n/i18n.tsx";
import { shareTargets } from "../lib/share-links.ts";
import { Share2 } from "./icons.tsx";
import { ShareIcon } from "./share-icon.tsx";
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
  const links = shareTargets(url, title, ["email", "whatsapp", "facebook", "x"]);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShareButton title={title} url={url} />
      {links.map(({ id, href }) => {
        const label = t(`components.share.${id}`);
        return (
          <a
            key={id}
            href={href}
            aria-label={label}
            title={label}
            rel="noopener noreferrer"
            target={id === "email" ? undefined : "_blank"}
            className="grid size-11 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
          >
            <ShareIcon id={id} />
          </a>
        );
      })}
    </div>
  );
}
