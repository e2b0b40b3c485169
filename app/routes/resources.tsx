import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/meta";
import { keepFormOnNetworkFailure } from "~/offline/network-failure";
import { CheckboxGroup } from "~/ui/form/CheckboxGroup";
import { Select } from "~/ui/form/Select";
import { BUDGETS, SKILLS, TIME_HORIZONS } from "~/wizard/options";
import { StepForm } from "~/wizard/StepForm";
import { handleStepAction, loadStep } from "~/wizard/step-route.server";

export const meta = () => pageMeta({ title: "Budget & Timeline" });

export async function loader({ request }: LoaderFunctionArgs) {
  const { values, epoch, editing } = await loadStep(request, "resources");
  return { values, epoch, editing };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleStepAction(request, "resources");
}

/** With JavaScript: a send that gets no answer keeps the form as it is (app/offline/network-failure.ts). */
export const clientAction = keepFormOnNetworkFailure;

export default function ResourcesStep() {
  const { values, epoch, editing } = useLoaderData<typeof loader>();
  return (
    <StepForm step="resources" values={values} epoch={epoch} editing={editing} intro="What you can spend, how soon you need results, and who can do the work.">
      <div className="grid gap-6 sm:grid-cols-2">
        <Select name="budgetRange" label="Marketing Budget" required options={BUDGETS} placeholder="Select a budget range" tooltip="Roughly what you can spend on marketing over the plan." />
        <Select name="timeHorizon" label="Time Horizon" required options={TIME_HORIZONS} placeholder="Select a time horizon" tooltip="How soon you need to see results." />
      </div>
      <CheckboxGroup name="skills" label="Available Marketing Skills" options={SKILLS} tooltip="Skills you or your team have today. Leave all unticked if none." />
    </StepForm>
  );
}
