import { Printer } from "./icons.tsx";
import { buttonClass } from "./ui/button.tsx";

/**
 * Opens the browser's print dialog, where "Save as PDF" lives (PRODUCT B2: the "Download"
 * buttons of the guides). Hidden without scripts, which it needs.
 */
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
