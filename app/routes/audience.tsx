import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/meta";
import { keepFormOnNetworkFailure } from "~/offline/network-failure";
import { CountryCombobox } from "~/ui/form/CountryCombobox";
import { HintCheckbox } from "~/ui/form/HintCheckbox";
import { Select } from "~/ui/form/Select";
import { TextArea } from "~/ui/form/TextArea";
import { TextField } from "~/ui/form/TextField";
import { COUNTRIES } from "~/wizard/countries";
import { AUDIENCE_TYPES, GEOGRAPHIES } from "~/wizard/options";
import { StepForm } from "~/wizard/StepForm";
import { handleStepAction, loadStep } from "~/wizard/step-route.server";
import { LIMITS } from "~/wizard/steps";

export const meta = () => pageMeta({ title: "Target Audience" });

export async function loader({ request }: LoaderFunctionArgs) {
  const { values, epoch, editing } = await loadStep(request, "audience");
  return { values, epoch, editing };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleStepAction(request, "audience");
}

/** With JavaScript: a send that gets no answer keeps the form as it is (app/offline/network-failure.ts). */
export const clientAction = keepFormOnNetworkFailure;

/*
 * Conditional fields show by CSS alone: each sits in a `group` with its controlling select and is
 * displayed while that select's option is :checked (works without JavaScript).
 */
export default function AudienceStep() {
  const { values, epoch, editing } = useLoaderData<typeof loader>();
  return (
    <StepForm step="audience" values={values} epoch={epoch} editing={editing} intro="Who are you selling to, and where?">
      <div className="group/choice grid gap-4">
        <Select name="audienceType" label="Primary Audience" required options={AUDIENCE_TYPES} placeholder="Select your primary audience" tooltip="The group of people most likely to buy or use your product first." />
        <div className="hidden group-has-[option[value=other]:checked]/choice:block" data-conditional="customAudienceType">
          <TextField name="customAudienceType" label="Your Audience Type" required maxLength={LIMITS.customAudienceType} placeholder="e.g. Indie game studios" />
        </div>
      </div>
      <div className="group/choice grid gap-4">
        <Select name="audienceGeography" label="Geographic Focus" required options={GEOGRAPHIES} placeholder="Select a geographic focus" tooltip="Where your first customers are." />
        <div className="hidden group-has-[option[value=specific-country]:checked]/choice:block" data-conditional="specificCountry">
          <CountryCombobox name="specificCountry" label="Country" required countries={COUNTRIES} />
        </div>
        <div className="hidden group-has-[option[value=local]:checked]/choice:block" data-conditional="localRegion">
          <TextField name="localRegion" label="Local / Regional Area" required maxLength={LIMITS.localRegion} placeholder="e.g. Greater Manchester" />
        </div>
      </div>
      <fieldset className="grid gap-3 rounded-md border border-slate-200 bg-paper p-4 sm:grid-cols-3">
        <legend className="px-1 font-mono text-xs font-semibold tracking-wider text-slate-700">A GOOD PROFILE COVERS</legend>
        <HintCheckbox label="Job titles/roles" tooltip="Who they are at work: titles, roles, seniority or the kind of company." />
        <HintCheckbox label="Pain points" tooltip="The problems that cost them time, money or sleep, in their own words." />
        <HintCheckbox label="Goals/motivations" tooltip="What they want to achieve and what makes them act now." />
      </fieldset>
      <TextArea
        name="audiencePersona"
        label="Customer Profile"
        required
        wordCounter
        maxLength={LIMITS.audiencePersona}
        rows={6}
        placeholder="Describe your ideal customer: who they are, what hurts, what they want (50 to 100 words)."
        tooltip="50 to 100 words about your ideal customer."
      />
    </StepForm>
  );
}
