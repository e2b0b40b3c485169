import { useState } from "react";
import { useField } from "remix-validated-form";
import { Button } from "~/ui/Button";
import { useHydrated } from "~/ui/useHydrated";

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm aria-[invalid=true]:border-red-700";

type Props = {
  name: string;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  formId: string;
  /** Adds the show/hide button (with JavaScript; without it the field stays a password field). */
  revealable?: boolean;
  /** A short rule shown under the input (sign-up's password length), read out with it. */
  hint?: string;
};

/** A labelled input bound to remix-validated-form, its error read out through aria-describedby. */
export function AuthField({ name, label, type, autoComplete, formId, revealable, hint }: Props) {
  const { error, getInputProps } = useField(name);
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const id = `${formId}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          {...getInputProps({
            id,
            type: type === "password" && shown ? "text" : type,
            autoComplete,
            required: true,
            "aria-invalid": error ? true : undefined,
            "aria-describedby": describedBy,
          } as React.ComponentProps<"input">)}
          className={`${inputClass} ${revealable ? "pr-20" : ""}`}
        />
        {revealable && hydrated ? (
          <Button
            variant="ghost"
            size="xs"
            onClick={() => setShown((v) => !v)}
            aria-controls={id}
            className="absolute inset-y-1 right-1"
          >
            {shown ? "Hide" : "Show"}
            <span className="sr-only"> password</span>
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
