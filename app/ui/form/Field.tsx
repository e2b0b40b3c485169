import type { ReactNode } from "react";
import { Tooltip } from "./Tooltip";

/** The label row of a field: its name as the spec writes it, a required marker and a tooltip. */
export function FieldLabel({
  htmlFor,
  id,
  label,
  required,
  tooltip,
  as = "label",
}: {
  htmlFor?: string;
  id?: string;
  label: string;
  required?: boolean;
  tooltip?: string;
  as?: "label" | "span";
}) {
  const Tag = as;
  return (
    <div className="relative mb-1.5 flex items-center gap-2">
      <span className="font-mono text-sm font-semibold text-ink">
        <Tag {...(as === "label" ? { htmlFor } : {})} id={id}>
          {label}
        </Tag>
        {/* Outside the label, so the field's name is exactly the spec's. */}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      {tooltip ? <Tooltip about={label} text={tooltip} /> : null}
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-xs text-slate-600">
      {children}
    </p>
  );
}

/** ids that describe a control: its hint, counter and error, whichever exist. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

export const controlClass =
  "block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm placeholder:text-slate-500 focus:border-launch aria-[invalid=true]:border-red-700";
