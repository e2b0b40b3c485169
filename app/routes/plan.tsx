import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useField } from "remix-validated-form";
import { AiKeyNotice } from "~/ai-keys/AiKeyNotice";
import { BUILTIN_INTENT } from "~/ai-keys/key-status";
import { aiKeyStatus } from "~/ai-keys/key-status.server";
import { clientAddress } from "~/client-address.server";
import { admitGeneration } from "~/generation/limits.server";
import { refusedGenerationPage, startGeneration, type RefusedGeneration } from "~/generation/start.server";
import { pageMeta } from "~/meta";
import { keepFormOnNetworkFailure } from "~/offline/network-failure";
import { Select } from "~/ui/form/Select";
import { TextArea } from "~/ui/form/TextArea";
import { TextField } from "~/ui/form/TextField";
import { completeAnswers, firstIncompleteStep, getAnswers, noteEditGeneration, redirectWithSession } from "~/wizard/answers.server";
import { GOALS } from "~/wizard/options";
import { StepForm } from "~/wizard/StepForm";
import { commitSession, visitorIdOf } from "~/session.server";
import { SubmissionKeyInput } from "~/submissions";
import { newSubmissionKey, once, SUBMISSION_FIELD } from "~/submissions.server";
import { handleStepAction, loadStep } from "~/wizard/step-route.server";
import { LIMITS, STEPS } from "~/wizard/steps";

export const meta = () => pageMeta({ title: "Goals & Objectives" });

/** A refused generation's Retry-After (limits, a full queue) reaches the document too, not only its JSON. */
export const headers: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { values, epoch, editing, session } = await loadStep(request, "goals");
  // The form's submission key is this visitor's: a visitor id made now is kept for the action.
  const newVisitor = !session.has("visitorId");
  visitorIdOf(session);
  const headers = newVisitor ? { "Set-Cookie": await commitSession(request, session) } : undefined;
  return data({ values, epoch, editing, aiKey: await aiKeyStatus(request), submissionKey: newSubmissionKey() }, { headers });
}

/**
 * Step 4: valid answers start a generation and go to its page, /plan/{id}; or, when a limit
 * refuses it (limits.server.ts), the page again with the refusal's message and the answers kept.
 * The same form sent again (its submission key) goes to the generation the first one started.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return handleStepAction(request, "goals", async ({ session, formData }) => {
    const answers = getAnswers(session);
    const complete = completeAnswers(answers);
    if (!complete) {
      const missing = firstIncompleteStep(answers) ?? "goals";
      return redirectWithSession(request, session, STEPS[missing].path);
    }
    const visitorId = visitorIdOf(session);
    const wantsBuiltin = formData.get(BUILTIN_INTENT.name) === BUILTIN_INTENT.value;
    const started = await once(
      { kind: "generate", key: formData.get(SUBMISSION_FIELD), scope: visitorId, contents: { complete, wantsBuiltin } },
      async () => {
        const admission = await admitGeneration({ visitorId, address: clientAddress(context) }, { wantsBuiltin });
        if (!admission.ok) return { id: null, refused: admission.refusal };
        return await startGeneration(request, session, complete, { useBuiltin: admission.useBuiltin });
      },
      (value) => value.id,
    );
    if (started.kind === "first" && started.value.id === null) return refusedGenerationPage(request, session, started.value.refused);
    const id = started.kind === "resent" ? started.result : started.value.id ?? "";
    noteEditGeneration(session, id);
    return redirectWithSession(request, session, `/plan/${encodeURIComponent(id)}`);
  });
}

/** With JavaScript: a send that gets no answer keeps the form as it is (app/offline/network-failure.ts). */
export const clientAction = keepFormOnNetworkFailure;

export default function GoalsStep() {
  const { values, epoch, editing, aiKey, submissionKey } = useLoaderData<typeof loader>();
  const refused = (useActionData() as Partial<RefusedGeneration> | undefined)?.refused;
  return (
    <StepForm
      step="goals"
      values={values}
      epoch={epoch}
      editing={editing}
      fallback={{ includeMarketingWisdom: true }}
      intro="What success looks like, and what stands in the way."
      above={(formId) => (
        <>
          {refused ? (
            <p role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
              {refused.message}
            </p>
          ) : null}
          <AiKeyNotice status={aiKey} formId={formId} />
        </>
      )}
      submitLabel="Generate Plan"
      pendingLabel="Generating Plan"
    >
      <SubmissionKeyInput value={submissionKey} />
      <Select name="primaryGoal" label="Primary Goal" required options={GOALS} placeholder="Select your primary goal" tooltip="The one result that matters most over the time horizon." />
      <TextField
        name="successMetrics"
        label="Success Metrics"
        required
        maxLength={LIMITS.successMetrics}
        placeholder="e.g. 500 sign-ups and 50 paying customers in 3 months"
        tooltip="The numbers that will tell you the plan is working."
      />
      <TextArea
        name="challenges"
        label="Key Challenges"
        required
        maxLength={LIMITS.challenges}
        rows={4}
        placeholder="e.g. No audience yet, little time for marketing, a crowded market."
        tooltip="What has held your marketing back so far."
      />
      <WisdomCheckbox />
    </StepForm>
  );
}

/** On by default; a hidden "false" before it makes an unticked box post false rather than nothing. */
function WisdomCheckbox() {
  const { getInputProps } = useField("includeMarketingWisdom");
  return (
    <div className="flex items-start gap-3 rounded-md border border-launch/30 bg-launch-soft p-4">
      <input type="hidden" name="includeMarketingWisdom" value="false" />
      <input
        {...getInputProps({ type: "checkbox", value: "true", id: "field-includeMarketingWisdom" })}
        className="mt-0.5 h-4 w-4 accent-[var(--color-launch)]"
      />
      <div className="text-sm">
        <label htmlFor="field-includeMarketingWisdom" className="-my-3.5 inline-flex min-h-11 items-center font-semibold">
          Include expert marketing insights
        </label>{" "}
        <span className="ml-1 rounded bg-launch px-1.5 py-0.5 font-mono text-[10px] font-bold tracking-wider text-white">RECOMMENDED</span>
        <p className="mt-1 text-slate-700">Adds a marketing wisdom tip to every tactic.</p>
      </div>
    </div>
  );
}
