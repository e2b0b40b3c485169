import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageMeta } from "~/meta";
import { keepFormOnNetworkFailure } from "~/offline/network-failure";
import { HintCheckbox } from "~/ui/form/HintCheckbox";
import { Select } from "~/ui/form/Select";
import { TextArea } from "~/ui/form/TextArea";
import { TextField } from "~/ui/form/TextField";
import { PRODUCT_STAGES, PRODUCT_TYPES } from "~/wizard/options";
import { ResetFormButton } from "~/wizard/ResetFormButton";
import { StepForm } from "~/wizard/StepForm";
import { handleStepAction, loadStep } from "~/wizard/step-route.server";
import { LIMITS } from "~/wizard/steps";

export const meta = () => pageMeta({ title: "Product Details" });

export async function loader({ request }: LoaderFunctionArgs) {
  const { values, epoch, editing } = await loadStep(request, "product");
  return { values, epoch, editing };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleStepAction(request, "product");
}

/** With JavaScript: a send that gets no answer keeps the form as it is (app/offline/network-failure.ts). */
export const clientAction = keepFormOnNetworkFailure;

export default function ProductStep() {
  const { values, epoch, editing } = useLoaderData<typeof loader>();
  return (
    <>
      <StepForm step="product" values={values} epoch={epoch} editing={editing} intro="Tell us what you are launching.">
        <TextField
          name="productName"
          label="Product Name"
          required
          placeholder="e.g. Liftoff"
          maxLength={LIMITS.productName}
          tooltip="The name people will know your product by."
        />
        <TextField
          name="productWebsite"
          label="Landing Page"
          inputMode="url"
          placeholder="https://example.com"
          maxLength={LIMITS.productWebsite}
          tooltip="Your product's landing page or website (if available)"
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <Select name="productType" label="Type" required options={PRODUCT_TYPES} placeholder="Select a product type" tooltip="What kind of product it is." />
          <Select name="productStage" label="Stage" required options={PRODUCT_STAGES} placeholder="Select a stage" tooltip="How far along the product is today." />
        </div>
        <fieldset className="grid gap-3 rounded-md border border-slate-200 bg-paper p-4">
          <legend className="px-1 font-mono text-xs font-semibold tracking-wider text-slate-700">A GOOD DESCRIPTION COVERS</legend>
          <HintCheckbox label="Product purpose" hint="Explain what your product does and why it exists." />
          <HintCheckbox label="Key features" hint="List 2-3 standout capabilities that differentiate it." />
          <HintCheckbox label="Why it's different" hint="Highlight what makes it unique compared to alternatives." />
        </fieldset>
        <TextArea
          name="productDescription"
          label="Description"
          required
          wordCounter
          maxLength={LIMITS.productDescription}
          rows={6}
          placeholder="What it does, who it is for, and why it is different (50 to 100 words)."
          tooltip="50 to 100 words: what the product does, its key features and what makes it different."
        />
        <p className="text-xs text-slate-600">
          Your answers are used only to build your plan. Read our{" "}
          <Link to="/privacy" className="font-semibold text-ink underline">
            privacy policy
          </Link>
          .
        </p>
      </StepForm>
      <div className="mx-auto -mt-6 max-w-3xl px-4 pb-12">
        <ResetFormButton />
      </div>
    </>
  );
}
