import { STEP_LIST, type StepId } from "~/wizard/steps";

/** Step N of 4: earlier steps carry a check, the current one is active, later ones idle. */
export function StepIndicator({ current }: { current: StepId }) {
  const currentIndex = STEP_LIST.findIndex((s) => s.id === current);
  return (
    <nav aria-label="Form progress" className="mb-8">
      <ol className="grid grid-cols-4 gap-2">
        {STEP_LIST.map((step, index) => {
          const state = index < currentIndex ? "done" : index === currentIndex ? "current" : "idle";
          return (
            <li
              key={step.id}
              data-state={state}
              aria-current={state === "current" ? "step" : undefined}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span
                aria-hidden="true"
                className={
                  "flex h-9 w-9 items-center justify-center rounded-full border-2 font-mono text-sm font-bold " +
                  (state === "done"
                    ? "border-launch bg-launch text-white"
                    : state === "current"
                      ? "border-launch bg-white text-launch"
                      : "border-slate-300 bg-white text-slate-600")
                }
              >
                {state === "done" ? "✓" : step.number}
              </span>
              <span className={`font-mono text-[11px] font-semibold tracking-wider sm:text-xs ${state === "idle" ? "text-slate-600" : "text-ink"}`}>
                {step.title}
                <span className="sr-only">{state === "done" ? " (completed)" : state === "current" ? " (current step)" : ""}</span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
