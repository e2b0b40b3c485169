import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getSessionUser, loginUrl, pathOf } from "~/auth/current-user.server";
import { config } from "~/config.server";
import { pageMeta, planDescription } from "~/meta";
import { PlanResult } from "~/plan-view/PlanResult";
import { getPreviewPlan, type PreviewData } from "~/saved-plans/preview.server";
import { parsePlanId } from "~/saved-plans/queries.server";
import { OpenPlanInForm } from "~/saved-plans/ui/OpenPlanInForm";
import { BackToSaved, NoPlanSelected, PreviewError, PreviewSignedOut } from "~/saved-plans/ui/PreviewStates";
import { notFound } from "~/http.server";

type PreviewNewData = PreviewData & { schedulingUrl: string | null };

/** /preview-new?id=: a saved plan in the full plan result view. */
export async function loader({ request }: LoaderFunctionArgs) {
  const schedulingUrl = config.SCHEDULING_URL ?? null;
  const { user } = await getSessionUser(request);
  // Signed out: a "sign in" screen (401), not a redirect.
  if (!user) {
    return data<PreviewNewData>({ state: "signed-out", loginHref: loginUrl(pathOf(request)), schedulingUrl }, { status: 401 });
  }
  const raw = new URL(request.url).searchParams.get("id");
  if (!raw) return data<PreviewNewData>({ state: "none", schedulingUrl });
  const plan = await getPreviewPlan(user.id, parsePlanId(raw));
  // Another user's plan and a missing one look the same.
  if (!plan) throw notFound("Plan not found");
  return data<PreviewNewData>({ state: "plan", plan, schedulingUrl });
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
  return (
    <PlanResult
      plan={plan.generatedPlan}
      profile={plan.customerProfile}
      answers={plan.answers}
      review={plan.review}
      reviseControl={(label, look) => (
        <OpenPlanInForm plan={{ id: plan.id, mode: "edit" }} {...look}>
          {label}
        </OpenPlanInForm>
      )}
      schedulingUrl={data.schedulingUrl ?? undefined}
      exportHref={`/saved/${plan.id}/export`}
      actions={<BackToSaved />}
    />
  );
}

export const ErrorBoundary = PreviewError;
