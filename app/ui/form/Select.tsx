import { useField } from "remix-validated-form";
import type { Option } from "~/wizard/options";
import { controlClass, describedBy, FieldError, FieldLabel } from "./Field";

type Props = {
  name: string;
  label: string;
  options: readonly Option[];
  placeholder: string;
  required?: boolean;
  tooltip?: string;
};

/** A native select (works the same with and without JavaScript). */
export function Select({ name, label, options, placeholder, required, tooltip }: Props) {
  const { error, getInputProps } = useField(name);
  const id = `field-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} tooltip={tooltip} />
      <select
        {...getInputProps({
          id,
          "aria-required": required || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(error && `${id}-error`),
        })}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
