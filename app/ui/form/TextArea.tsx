import { useState } from "react";
import { useField } from "remix-validated-form";
import { countWords, WORDS_MAX } from "~/wizard/steps";
import { controlClass, describedBy, FieldError, FieldLabel } from "./Field";

type Props = {
  name: string;
  label: string;
  required?: boolean;
  tooltip?: string;
  placeholder?: string;
  maxLength: number;
  rows?: number;
  /** Show the live "N/100 words" counter. */
  wordCounter?: boolean;
};

/**
 * A text box with a hard character limit and, where the spec asks, a word counter. The server
 * renders the count of the prefilled text; with JavaScript it follows every keystroke.
 */
export function TextArea({ name, label, required, tooltip, placeholder, maxLength, rows = 5, wordCounter }: Props) {
  const { error, getInputProps, defaultValue } = useField(name);
  const [words, setWords] = useState(() => countWords(typeof defaultValue === "string" ? defaultValue : ""));
  const id = `field-${name}`;
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} tooltip={tooltip} />
      <textarea
        {...getInputProps({
          id,
          rows,
          placeholder,
          maxLength,
          "aria-required": required || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy(wordCounter && `${id}-count`, error && `${id}-error`),
          onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => setWords(countWords(event.target.value)),
        })}
        className={controlClass}
      />
      <div className="mt-1 flex justify-between gap-4">
        <FieldError id={`${id}-error`} error={error} />
        {wordCounter ? (
          <p
            id={`${id}-count`}
            data-testid={`${name}-word-count`}
            className={`ml-auto mt-1.5 shrink-0 font-mono text-xs ${words > WORDS_MAX ? "text-red-700" : "text-slate-600"}`}
          >
            {words}/{WORDS_MAX} words
          </p>
        ) : null}
      </div>
    </div>
  );
}
