import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageMeta, planDescription } from "~/meta";
import { previewLoader } from "~/saved-plans/preview.server";
import { LegacyPreview } from "~/saved-plans/ui/LegacyPreview";
import { NoPlanSelected, PreviewError, PreviewSignedOut } from "~/saved-plans/ui/PreviewStates";

/** The older plan preview (the same screen as result-preview). */
export const loader = ({ request }: LoaderFunctionArgs) => previewLoader(request);

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
