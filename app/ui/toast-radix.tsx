import * as ToastPrimitive from "@radix-ui/react-toast";
import { base, placement, TOAST_DURATION_MS, variants, type Current } from "./toast";

/** The live toast in Radix Toast (swipe right to dismiss, F8 to reach it, 5 s): loaded by toast.tsx with the first toast. */
export default function RadixToaster({ live, dismiss }: { live: Current | null; dismiss: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" swipeThreshold={50} duration={TOAST_DURATION_MS}>
      {live ? (
        <ToastPrimitive.Root
          key={live.id}
          className={`${base} ${variants[live.variant ?? "default"]} data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition`}
          onOpenChange={(open) => {
            if (!open) dismiss(live.id);
          }}
          type={live.variant === "destructive" ? "foreground" : "background"}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{live.title}</ToastPrimitive.Title>
            {live.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{live.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute right-0 top-0 inline-flex h-11 w-11 items-center justify-center rounded-lg opacity-70 hover:opacity-100 sm:right-2 sm:top-2 sm:h-auto sm:w-auto sm:p-1"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport
        hotkey={["F8"]}
        className={`${placement} m-0 flex list-none flex-col gap-2 outline-none`}
      />
    </ToastPrimitive.Provider>
  );
}
