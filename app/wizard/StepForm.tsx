import { Link, PrefetchPageLinks, useActionData } from "@remix-run/react";
import { useRef, useState, type ReactNode } from "react";
import { ValidatedForm, useIsSubmitting } from "remix-validated-form";
import { OFFLINE_MESSAGES } from "~/offline/messages";
import { HeldNotice, useHeldSubmit } from "~/offline/useHeldSubmit";
import { EDIT_FIELD, type EditingPlan } from "~/saved-plans/editing";
import { EditingNotice } from "~/saved-plans/ui/EditingNotice";
import { Button } from "~/ui/Button";
import { StepIndicator } from "~/ui/form/StepIndicator";
import { PrefetchModules } from "~/ui/PrefetchModules";
import { useHydrated } from "~/ui/useHydrated";
import { useIsPending } from "~/ui/useIsPending";
import { useOnline } from "~/offline/useOnline";
import { useAnswersMirror } from "./mirror";
import { lazyStepValidator, loadStepValidators } from "./lazy-validators";
import { STEPS, type StepId } from "./steps";
import type { DraftAnswers } from "./types";

/** One validator object per step for the page's life (ValidatedForm keeps its identity). */
const validators = {
  product: lazyStepValidator("product"),
  audience: lazyStepValidator("audience"),
  resources: lazyStepValidator("resources"),
  goals: lazyStepValidator("goals"),
};

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
  // Where Continue leads: the next step, or from step 4 a generation's page (no generation has the
  // id "ahead": the path only names that route, so its modules can be fetched ahead, not its data).
  const nextStepPath = Object.values(STEPS).find((s) => s.number === info.number + 1)?.path;
  const nextPath = nextStepPath ?? "/plan/ahead";
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const online = useOnline();
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

  // When the visitor starts on the form, what Continue needs comes meanwhile: the validators (zod)
  // and the next step's modules. Not with the page: on a slow link the form shows sooner.
  const [started, setStarted] = useState(false);
  const startValidators = () => {
    if (started) return;
    setStarted(true);
    void loadStepValidators().catch(() => {});
  };
  // Sent while offline, or failed for lack of network (the route's clientAction is
  // keepFormOnNetworkFailure): held with every value in place, sent when the connection returns.
  const offline = useHeldSubmit({ actionData: useActionData() });
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
      <div onSubmitCapture={offline.onSubmitCapture} onFocusCapture={startValidators} onInputCapture={startValidators}>
        <ValidatedForm
          key={formId}
          id={formId}
          formRef={formRef}
          validator={validators[step]}
          defaultValues={defaults}
          method="post"
          noValidate
          data-hydrated={hydrated || undefined}
          className="grid gap-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          {editing ? <input type="hidden" name={EDIT_FIELD} value={editing.id} /> : null}
          {children}
          <HeldNotice held={offline.held} message={OFFLINE_MESSAGES.answers} onRetry={offline.failed ? offline.retry : undefined} busy={offline.busy} />
          <StepButtons formId={formId} hasBack={info.number > 1} submitLabel={submitLabel} pendingLabel={pendingLabel} />
        </ValidatedForm>
      </div>
      {/* Continue redirects here: a link Remix finds on the page tells it about the next step's route
          with this page's (lazy route discovery), so the step change waits for no extra round trip. */}
      <Link to={nextPath} hidden tabIndex={-1} aria-hidden="true" prefetch="none" />
      {/* Not while offline: a module that failed to load stays failed (see PrefetchModules). */}
      {started && online && nextStepPath ? <PrefetchPageLinks page={nextStepPath} /> : null}
      {started && !nextStepPath ? <PrefetchModules page={nextPath} /> : null}
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
