import { Link2 } from "../../components/icons.tsx";
import { toast } from "../../components/ui/toast.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { usePageUrl } from "../../seo/meta.ts";
import type { TripState } from "./trip.ts";
import { tripUrl } from "./use-trip.ts";

/** "Share this trip": copies the link that restores the builder and toasts "Link copied". */
export function ShareTripButton({ trip, className = "" }: { trip: TripState; className?: string }) {
  const t = useT();
  const pageUrl = usePageUrl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(tripUrl(trip, pageUrl(paths.plan())));
      toast({ title: t("plan.builder.linkCopied"), description: t("plan.builder.linkCopiedText") });
    } catch {
      toast({
        title: t("plan.builder.copyFailed"),
        description: t("plan.builder.copyFailedText"),
        variant: "destructive",
      });
    }
  };
  return (
    <button
      type="button"
      onClick={copy}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50 [@media(scripting:none)]:hidden ${className}`}
    >
      <Link2 aria-hidden="true" className="size-4" />
      {t("plan.builder.share")}
    </button>
  );
}
