import * as Dialog from "@radix-ui/react-dialog";
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Button } from "~/ui/Button";
import { toast } from "~/ui/toast";
import { keyPageHref } from "./key-status";

/**
 * "Set {provider} API Key": the dialog of SPEC section 4. The trigger is a real link to the
 * key page, so without JavaScript it opens a normal form page; with JavaScript it opens this
 * dialog (Radix: focus trap, Escape, labelled) which posts JSON to /api/set-api-key.
 */

type Status = "idle" | "validating" | "success" | "error";

export const CLOSE_AFTER_SUCCESS_MS = 1500;

export function KeyDialog({
  provider,
  keyPageUrl,
  returnTo,
  trigger,
  triggerClassName,
  onClosed,
  defaultOpen = false,
}: {
  provider: string;
  keyPageUrl: string;
  returnTo?: string;
  trigger: ReactNode;
  triggerClassName?: string;
  onClosed?: () => void;
  /** Opened at once: the banner loads this dialog only when its link is first clicked. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState("");
  const revalidator = useRevalidator();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const busy = status === "validating" || status === "success";

  function close() {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setKey("");
    setStatus("idle");
    setError(null);
    // The banner and the step-4 notice check again once the dialog is gone.
    revalidator.revalidate();
    onClosed?.();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = key.trim();
    if (!value) {
      setStatus("error");
      setError("API key is required");
      return;
    }
    setStatus("validating");
    setError(null);
    let message: string | null = null;
    try {
      const response = await fetch("/api/set-api-key", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ key: value }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
        message = typeof body?.message === "string" && body.message ? body.message : "Failed to validate API key";
      }
    } catch {
      message = "Failed to validate API key";
    }
    if (message) {
      setStatus("error");
      setError(message);
      toast({
        title: "Validation Failed",
        description: "Could not validate your AI provider API key. Please check and try again.",
        variant: "destructive",
      });
      return;
    }
    setStatus("success");
    toast({ title: "API Key Saved", description: "Your AI provider API key has been validated and saved successfully." });
    closeTimer.current = setTimeout(close, CLOSE_AFTER_SUCCESS_MS);
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else if (!busy) close();
      }}
    >
      <a
        href={keyPageHref(returnTo)}
        className={triggerClassName}
        onClick={(event) => {
          // Modified clicks keep the link's own behaviour (new tab...).
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        {trigger}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 shadow-lg"
          onEscapeKeyDown={(event) => busy && event.preventDefault()}
          onPointerDownOutside={(event) => busy && event.preventDefault()}
        >
          <KeyForm
            provider={provider}
            keyPageUrl={keyPageUrl}
            value={key}
            status={status}
            error={error}
            onChange={(v) => {
              setKey(v);
              // Typing after an error starts over.
              if (status === "error") {
                setStatus("idle");
                setError(null);
              }
            }}
            onSubmit={submit}
            cancel={
              <Dialog.Close asChild>
                <Button disabled={busy}>Cancel</Button>
              </Dialog.Close>
            }
            Title={Dialog.Title}
            Description={Dialog.Description}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type TextComponent = (props: { className?: string; children: ReactNode }) => ReactNode;

/** The form itself: shared by the dialog (JS) and the key page (no JS). */
export function KeyForm({
  provider,
  keyPageUrl,
  value,
  defaultValue,
  status = "idle",
  error,
  onChange,
  onSubmit,
  cancel,
  method,
  action,
  hidden,
  Title = ({ className, children }) => <h1 className={className}>{children}</h1>,
  Description = ({ className, children }) => <p className={className}>{children}</p>,
}: {
  provider: string;
  keyPageUrl: string;
  value?: string;
  defaultValue?: string;
  status?: Status;
  error?: string | null;
  onChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  cancel: ReactNode;
  method?: "post";
  action?: string;
  hidden?: ReactNode;
  Title?: TextComponent;
  Description?: TextComponent;
}) {
  const busy = status === "validating" || status === "success";
  const errorId = "api-key-error";
  return (
    <form method={method} action={action} onSubmit={onSubmit} noValidate className="grid gap-4">
      {hidden}
      <Title className="text-lg font-bold text-ink">Set {provider} API Key</Title>
      <Description className="text-sm text-slate-700">
        Your key is stored securely (encrypted, tied to this browser session) and never shared. Get a key from{" "}
        <a href={keyPageUrl} target="_blank" rel="noreferrer noopener" className="font-semibold text-launch underline">
          your {provider} API keys page
        </a>
        .
      </Description>
      <div className="grid gap-1">
        <label htmlFor="api-key" className="font-mono text-xs font-semibold uppercase tracking-wide text-slate-700">
          {provider} API Key
        </label>
        <input
          id="api-key"
          name="key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="sk-..."
          value={value}
          defaultValue={defaultValue}
          disabled={busy}
          onChange={onChange ? (e) => onChange(e.target.value) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-h-11 rounded-md border border-slate-300 px-3 py-2 font-mono text-sm"
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex justify-end gap-2">
        {cancel}
        <Button type="submit" variant="ink" disabled={busy}>
          {status === "validating" ? "Validating..." : status === "success" ? "Validated!" : "Save API Key"}
        </Button>
      </div>
    </form>
  );
}
