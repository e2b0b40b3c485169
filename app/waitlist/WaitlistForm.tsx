import { useActionData } from "@remix-run/react";
import { useEffect } from "react";
import { ValidatedForm, useIsSubmitting } from "remix-validated-form";
import { OFFLINE_MESSAGES } from "~/offline/messages";
import { HeldNotice, useHeldSubmit } from "~/offline/useHeldSubmit";
import { Button } from "~/ui/Button";
import { TextField } from "~/ui/form/TextField";
import { toast } from "~/ui/toast";
import { HONEYPOT_FIELD, WAITLIST_FORM_ID, WAITLIST_LIMITS, waitlistValidator } from "./schemas";
import { FormErrorAlert } from "~/ui/FormErrorAlert";

export type WaitlistFailure = { formError: { title: string; message: string } } | null;

/**
 * The sign-up form. It posts to /waitlist and works the same without JavaScript: the server
 * answers a bad field with its message and the values kept, a refusal with the reason, and a
 * join by redirecting here with the confirmation (`joined`, a fresh value per join, so the form
 * is remounted empty) and the "Thanks for joining!" toast. With JavaScript, a join sent offline, or
 * that gets no answer, keeps every value, says so and is sent again (app/offline/useHeldSubmit.tsx).
 */
export function WaitlistForm({ joined, failure }: { joined: string | null; failure: WaitlistFailure }) {
  const submitting = useIsSubmitting(WAITLIST_FORM_ID);
  const offline = useHeldSubmit({ actionData: useActionData() });

  useEffect(() => {
    if (failure) toast({ title: failure.formError.title, description: failure.formError.message, variant: "destructive" });
  }, [failure]);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {joined ? (
        <div role="status" className="mb-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950">
          <p className="font-mono text-lg font-black tracking-wider">YOU&apos;RE ON THE LIST!</p>
          <p className="mt-1 text-sm">
            Thanks for joining. We&apos;ll email you when your invitation is ready. Signing up someone else? The form is
            ready again.
          </p>
        </div>
      ) : null}
      <h2 id="join-title" className="text-2xl font-bold tracking-tight">
        Join the waitlist
      </h2>
      <p className="mt-1 text-sm text-slate-700">Four fields, no card. Joining again with the same email updates your entry.</p>
      <div onSubmitCapture={offline.onSubmitCapture}>
        <ValidatedForm
          key={joined ?? "form"}
          id={WAITLIST_FORM_ID}
          validator={waitlistValidator}
          method="post"
          action="/waitlist"
          noValidate
          aria-labelledby="join-title"
          className="relative mt-6 grid gap-5"
        >
          {failure ? <FormErrorAlert error={failure.formError} /> : null}
          <TextField name="fullName" label="Full Name" required autoComplete="name" maxLength={WAITLIST_LIMITS.fullName} />
          <TextField name="email" label="Email" required autoComplete="email" maxLength={WAITLIST_LIMITS.email} placeholder="you@example.com" />
          <TextField name="productName" label="Product Name" required autoComplete="off" maxLength={WAITLIST_LIMITS.productName} />
          <TextField
            name="productWebsite"
            label="Product Website"
            hint="Optional: your landing page, if you have one."
            inputMode="url"
            autoComplete="url"
            maxLength={WAITLIST_LIMITS.productWebsite}
            placeholder="https://example.com"
          />
          {/* The honeypot: off-screen, hidden from screen readers and the Tab key; only bots fill it. */}
          <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
            <label htmlFor={`field-${HONEYPOT_FIELD}`}>Leave this field empty</label>
            <input id={`field-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
          <Button type="submit" variant="primary" size="lg" disabled={submitting} className="font-mono tracking-wider">
            {submitting ? "Joining..." : "Join the Waitlist"}
          </Button>
          <HeldNotice held={offline.held} message={OFFLINE_MESSAGES.typed} onRetry={offline.failed ? offline.retry : undefined} busy={offline.busy} />
        </ValidatedForm>
      </div>
    </div>
  );
}
