import { useState } from "react";
import { onDemand } from "../../lib/on-demand.tsx";
import { useToastMessage } from "./toast.shared.ts";

export { type ToastMessage, toast } from "./toast.shared.ts";

const ToastView = onDemand(() => import("./toast.rich.tsx"));

/**
 * Where toasts appear. The Radix toast code loads with the first toast, not with every page
 * (a toast only ever follows something the visitor did).
 */
export function Toaster() {
  const message = useToastMessage();
  const [used, setUsed] = useState(false);
  if (message && !used) setUsed(true);
  if (!used) return null;
  return <ToastView />;
}
