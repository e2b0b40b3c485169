import { useField } from "remix-validated-form";
import { controlClass, describedBy, FieldError, FieldHint, FieldLabel } from "./Field";

type Props = {
  name: string;
  label: string;
  required?: boolean;
  tooltip?: string;
  placeholder?: string;
  hint?: string;
  maxLength?: number;
  inputMode?: "text" | "url";
  autoComplete?: string;
};

/** A one-line text input bound to the surrounding ValidatedForm. */
export function TextField({ name, label, required, tooltip, placeholder, hint, maxLength, inputMode, autoComplete = "off" }: Props) {
  const { error, getInputProps } = useField(name);
  const id = `field-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} tooltip={tooltip} />
      <input
        {...getInputProps({
          id,
          type: "text",
          inputMode,
          placeholder,
          maxLength,
          autoComplete,
          "aria-required": required || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(hint && `${id}-hint`, error && `${id}-error`),
        })}
        className={controlClass}
      />
      {hint ? <FieldHint id={`${id}-hint`}>{hint}</FieldHint> : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
