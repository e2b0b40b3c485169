import { useId } from "react";
import { Tooltip } from "./Tooltip";

/**
 * A checklist item for the visitor's own use: deliberately without a `name`, so it is never
 * posted or stored.
 */
export function HintCheckbox({ label, hint, tooltip }: { label: string; hint?: string; tooltip?: string }) {
  const id = useId();
  return (
    <div className="relative flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-0.5 h-4 w-4 accent-[var(--color-launch)]" />
      <div>
        <label htmlFor={id} className="-my-3.5 inline-flex min-h-11 items-center font-semibold [overflow-wrap:anywhere]">
          {label}
        </label>
        {tooltip ? <span className="ml-1.5"><Tooltip about={label} text={tooltip} /></span> : null}
        {hint ? <p className="text-slate-600">{hint}</p> : null}
      </div>
    </div>
  );
}
