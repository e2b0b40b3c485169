import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getSessionUser, loginUrl, pathOf } from "~/auth/current-user.server";
import { pageMeta, planDescription } from "~/meta";
import { getPreviewPlan, type PreviewData } from "~/saved-plans/preview.server";
import { parsePlanId } from "~/saved-plans/queries.server";
import { LegacyPreview } from "~/saved-plans/ui/LegacyPreview";
import { NoPlanSelected, PreviewError, PreviewSignedOut } from "~/saved-plans/ui/PreviewStates";
import { notFound } from "~/http.server";

/** /preview?id=: the older plan preview (the same screen as result-preview). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await getSessionUser(request);
  // Signed out: a "sign in" screen (401), not a redirect.
  if (!user) return data<PreviewData>({ state: "signed-out", loginHref: loginUrl(pathOf(request)) }, { status: 401 });
  const raw = new URL(request.url).searchParams.get("id");
  if (!raw) return data<PreviewData>({ state: "none" });
  const plan = await getPreviewPlan(user.id, parsePlanId(raw));
  // Another user's plan and a missing one look the same.
  if (!plan) throw notFound("Plan not found");
  return data<PreviewData>({ state: "plan", plan });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.state === "plan" ? data.plan.answers.productName : "Plan Preview",
    description: planDescription(data?.state === "plan" ? data.plan.answers.productDescription : undefined),
    noindex: true,
  });

export default function Preview() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "signed-out") return <PreviewSignedOut loginHref={data.loginHref} />;
  if (data.state === "none") return <NoPlanSelected />;
  return <LegacyPreview plan={data.plan} />;
}

export const ErrorBoundary = PreviewError;
