import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";

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
