import { Toast } from "radix-ui";
import { useT } from "../../i18n/i18n.tsx";
import { X } from "../icons.tsx";
import { dismiss, useToastMessage } from "./toast.shared.ts";

export const TOAST_DURATION_MS = 5000;

/** SPEC 9: one toast at a time, 5 s, swipe right past 50 px to dismiss, F8 to reach it. */
export default function ToastView() {
  const t = useT();
  const message = useToastMessage();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={t("layout.toast.region", { hotkey: "F8" })}
    >
      {message && (
        <Toast.Root
          key={message.id}
          duration={message.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(message.id);
          }}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-out data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] ${
            message.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900"
          }`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{message.title}</Toast.Title>
            {message.description && (
              <Toast.Description className="text-sm opacity-90">
                {message.description}
              </Toast.Description>
            )}
            {message.action && (
              <Toast.Action
                altText={message.action.label}
                onClick={message.action.onAction}
                className="mt-2 inline-flex min-h-11 w-fit items-center rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
              >
                {message.action.label}
              </Toast.Action>
            )}
          </div>
          <Toast.Close
            aria-label={t("layout.toast.close")}
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:bottom-0" />
    </Toast.Provider>
  );
}
