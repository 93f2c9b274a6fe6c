import { Printer } from "lucide-react";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";

/** Opens the browser's print dialog (where "Save as PDF" lives). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={buttonClass({ className: "[@media(scripting:none)]:hidden" })}
    >
      <Printer aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/**
 * PRODUCT B2: "Download …" buttons arrive with `?print=1`; the page drops the flag from the
 * address (a reload or a shared link should not print again) and opens the print dialog once.
 */
export function useAutoPrint() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get("print") === "1";
  useEffect(() => {
    if (!requested) return;
    const next = new URLSearchParams(searchParams);
    next.delete("print");
    const search = next.toString();
    navigate({ search: search ? `?${search}` : "" }, { replace: true, preventScrollReset: true });
    // Once the text is laid out in its real font; dropping the flag above must not cancel this.
    document.fonts.ready.then(() => window.print());
  }, [requested, searchParams, navigate]);
}
