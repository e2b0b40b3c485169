import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { config } from "~/config.server";
import { pageMeta, planDescription } from "~/meta";
import { PlanResult } from "~/plan/PlanResult";
import { previewLoader } from "~/saved-plans/preview.server";
import { BackToSaved, NoPlanSelected, PreviewError, PreviewSignedOut } from "~/saved-plans/ui/PreviewStates";

/** /preview-new?id=: a saved plan in the full plan result view. */
export async function loader({ request }: LoaderFunctionArgs) {
  const result = await previewLoader(request);
  return data({ ...result.data, schedulingUrl: config.SCHEDULING_URL ?? null }, result.init ?? undefined);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.state === "plan" ? data.plan.answers.productName : "Plan Preview",
    description: planDescription(data?.state === "plan" ? data.plan.answers.productDescription : undefined),
    noindex: true,
  });

export default function PreviewNew() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "signed-out") return <PreviewSignedOut loginHref={data.loginHref} />;
  if (data.state === "none") return <NoPlanSelected />;
  const { plan } = data;
  const edit = `/create?from=${plan.id}&mode=edit`;
  return (
    <PlanResult
      plan={plan.generatedPlan}
      profile={plan.customerProfile}
      answers={plan.answers}
      review={plan.review}
      reviseHref={edit}
      revisePlanHref={edit}
      schedulingUrl={data.schedulingUrl ?? undefined}
      exportHref={`/saved/${plan.id}/export`}
      actions={<BackToSaved />}
    />
  );
}

export const ErrorBoundary = PreviewError;
