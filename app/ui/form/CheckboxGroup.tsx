import { useField } from "remix-validated-form";
import type { Option } from "~/wizard/options";
import { FieldError, FieldLabel } from "./Field";

/**
 * A grid of checkboxes posting one `name` per ticked box. A labelled group rather than a fieldset
 * so the tooltip button can sit beside the name without becoming part of it.
 */
export function CheckboxGroup({ name, label, options, tooltip }: { name: string; label: string; options: readonly Option[]; tooltip?: string }) {
  const { error, getInputProps } = useField(name);
  const id = `field-${name}`;
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined}>
      <FieldLabel as="span" id={`${id}-label`} label={label} tooltip={tooltip} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm has-[:checked]:border-launch has-[:checked]:bg-launch-soft"
          >
            <input {...getInputProps({ type: "checkbox", value: o.value })} className="h-4 w-4 accent-[var(--color-launch)]" />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
