import { useRef, useState, type ReactNode } from "react";
import { ValidatedForm, useIsSubmitting, type Validator } from "remix-validated-form";
import { OFFLINE_MESSAGES } from "~/offline/messages";
import { HeldNotice, useHeldSubmit } from "~/offline/useHeldSubmit";
import { EDIT_FIELD, type EditingPlan } from "~/saved-plans/editing";
import { EditingNotice } from "~/saved-plans/ui/EditingNotice";
import { Button } from "~/ui/Button";
import { StepIndicator } from "~/ui/form/StepIndicator";
import { useHydrated } from "~/ui/useHydrated";
import { useIsPending } from "~/ui/useIsPending";
import { useAnswersMirror } from "./mirror";
import { stepValidators } from "./schemas";
import { STEPS, type StepId } from "./steps";
import type { DraftAnswers } from "./types";

type Props = {
  step: StepId;
  /** The answers the server holds for this step (prefill). */
  values: DraftAnswers;
  /** The server's answers epoch (changes whenever they are cleared): see mirror.ts. */
  epoch: string | null;
  /** The saved plan being edited: the notice, and the hidden field that carries it with the form. */
  editing: EditingPlan | null;
  /** Defaults for fields the visitor has not answered yet. */
  fallback?: DraftAnswers;
  intro?: ReactNode;
  /** Shown above the form card (step 4: the AI key notice). */
  above?: (formId: string) => ReactNode;
  submitLabel?: string;
  pendingLabel?: string;
  children: ReactNode;
};

/**
 * The frame of every step: indicator, heading, the validated form with Continue/Back, and the
 * local-storage mirror. The form remounts (under a new id, so its field store starts clean) when
 * its defaults are replaced: by a restore from storage, another tab, or new server answers.
 */
export function StepForm({ step, values, epoch, editing, fallback, intro, above, submitLabel = "Continue", pendingLabel, children }: Props) {
  const info = STEPS[step];
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const serverKey = JSON.stringify(values);
  const [state, setState] = useState({ serverKey, version: 0, defaults: values });
  if (state.serverKey !== serverKey) setState({ serverKey, version: state.version + 1, defaults: values });

  useAnswersMirror({
    formRef,
    step,
    serverValues: values,
    epoch,
    formVersion: state.version,
    onRestore: (restored) => setState((s) => ({ ...s, version: s.version + 1, defaults: restored })),
  });

  // Sent while offline: held with every value in place, sent when the connection returns.
  const offline = useHeldSubmit();
  const formId = state.version === 0 ? `${step}-form` : `${step}-form-${state.version}`;
  const defaults: Record<string, unknown> = { ...fallback, ...state.defaults };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <StepIndicator current={step} />
      {editing ? <EditingNotice plan={editing} returnTo={info.path} /> : null}
      <header className="mb-6">
        <p className="font-mono text-xs font-semibold tracking-[0.25em] text-launch">STEP {info.number} OF 4</p>
        <h1 className="mt-2 text-3xl font-black tracking-tight">{info.title}</h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
      </header>
      {above ? above(formId) : null}
      <div onSubmitCapture={offline.onSubmitCapture}>
        <ValidatedForm
          key={formId}
          id={formId}
          formRef={formRef}
          validator={stepValidators[step] as Validator<Record<string, unknown>>}
          defaultValues={defaults}
          method="post"
          noValidate
          data-hydrated={hydrated || undefined}
          className="grid gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {editing ? <input type="hidden" name={EDIT_FIELD} value={editing.id} /> : null}
          {children}
          <HeldNotice held={offline.held} message={OFFLINE_MESSAGES.answers} />
          <StepButtons formId={formId} hasBack={info.number > 1} submitLabel={submitLabel} pendingLabel={pendingLabel} />
        </ValidatedForm>
      </div>
    </div>
  );
}

function StepButtons({ formId, hasBack, submitLabel, pendingLabel }: { formId: string; hasBack: boolean; submitLabel: string; pendingLabel?: string }) {
  const submitting = useIsSubmitting(formId);
  const goingBack = useIsPending({ fields: { intent: "back" } });
  const showPending = submitting && !goingBack && pendingLabel;
  // Continue comes first in the document so that Enter in a text field means Continue, not Back.
  return (
    <div className="flex flex-row-reverse flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-6">
      <Button
        type="submit"
        name="intent"
        value="continue"
        disabled={submitting}
        variant="primary"
        className="font-mono tracking-wider"
      >
        {showPending ? (
          <>
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />
            {pendingLabel}
          </>
        ) : (
          submitLabel
        )}
      </Button>
      {hasBack ? (
        <Button type="submit" name="intent" value="back" disabled={submitting} className="font-mono tracking-wider">
          Back
        </Button>
      ) : (
        <span />
      )}
    </div>
  );
}
