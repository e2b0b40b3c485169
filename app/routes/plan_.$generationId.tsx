import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect } from "react";
import { SavePlanButton } from "~/auth/SavePlanButton";
import { config } from "~/config.server";
import { GenerationErrorScreen, Note } from "~/generation/ui/GenerationErrorScreen";
import { generationView } from "~/generation/status-view.server";
import { findGenerationForVisitor } from "~/generation/queries.server";
import { firstAnnouncement } from "~/generation/ui/first-announcement";
import { usePollGeneration } from "~/generation/ui/usePollGeneration";
import { REFRESH_SECONDS, TOASTS } from "~/generation/status-view";
import { pageMeta, planDescription } from "~/meta";
import { EducationScreen } from "~/generation/ui/EducationScreen";
import { LoadingScreen } from "~/generation/ui/LoadingScreen";
import { PlanResult } from "~/plan-view/PlanResult";
import { notFound } from "~/http.server";
import { noReloadAfterFailedAction } from "~/offline/network-failure";
import { editingPlan } from "~/saved-plans/editing.server";
import { EditingNotice } from "~/saved-plans/ui/EditingNotice";
import { getSession } from "~/session.server";
import { newSubmissionKey } from "~/submissions.server";
import { Button } from "~/ui/Button";
import { toast } from "~/ui/toast";
import { editTargetOfGeneration } from "~/wizard/answers.server";

/**
 * /plan/:id: one generation, followed through loading, education, result or error. The row is
 * the state, so a reload, a closed tab or a lost connection comes back to the same place.
 */

/** The loader's private, no-store reaches the document too: a generation's page is this visitor's alone. */
export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-store",
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const id = params.generationId ?? "";
  const session = await getSession(request);
  const generation = await findGenerationForVisitor(session, id);
  // Missing and foreign ids get the same answer: nobody learns which ids exist.
  if (!generation) throw notFound();
  // Started from the plan form while it was editing a saved plan (and still is): Save Plan updates that plan.
  const editing = await editingPlan(session, editTargetOfGeneration(session, id));
  return data(
    { view: generationView(generation), schedulingUrl: config.SCHEDULING_URL ?? null, editing, submissionKey: newSubmissionKey() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** A Save that got no answer reloads nothing (the reload would fail too); the Save's key stays the same. */
export const shouldRevalidate = noReloadAfterFailedAction;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    title: data?.view.status === "done" ? "Your Marketing Plan" : "Generating Your GTM Plan",
    description: planDescription(data?.view.answers.productDescription),
    noindex: true,
  });

const RESULT = "?view=result";

export default function GenerationPage() {
  const { view, schedulingUrl, editing, submissionKey } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const live = usePollGeneration(view);
  // The finished plan is first shown on the education screen; the result view never announces.
  const arriving = view.status === "done" && params.get("view") !== "result";

  useEffect(() => {
    if (arriving && firstAnnouncement(view.id)) toast({ ...TOASTS.done });
  }, [arriving, view.id]);
  useEffect(() => {
    if (view.status === "failed") toast({ ...TOASTS.failed });
  }, [view.status, view.id]);

  if (view.status === "queued" || view.status === "running") {
    return (
      <div>
        {/* Without JavaScript the page refreshes itself; with it, usePollGeneration asks for the status. */}
        <noscript>
          <meta httpEquiv="refresh" content={String(REFRESH_SECONDS)} />
        </noscript>
        {live.profileFailed ? (
          <div className="px-4 pt-6">
            <Note tone="warning">
              {TOASTS.profileFailed.title}. {TOASTS.profileFailed.description}.
            </Note>
          </div>
        ) : null}
        <LoadingScreen progress={live.progress} startedAt={view.startedAt} />
      </div>
    );
  }

  if (view.status === "failed") {
    return (
      <div className="px-4 py-10">
        <GenerationErrorScreen message={view.error ?? ""} retryAction={`/plan/${view.id}/retry`} />
      </div>
    );
  }

  const announcement = arriving ? (
    <noscript>
      <div className="px-4 pt-6">
        <Note>
          {TOASTS.done.title}. {TOASTS.done.description}.
        </Note>
      </div>
    </noscript>
  ) : null;

  if (params.get("view") !== "result") {
    return (
      <div>
        {announcement}
        <EducationScreen
          completeHref={RESULT}
          skipHref={RESULT}
          onComplete={() => navigate(RESULT, { preventScrollReset: false })}
        />
      </div>
    );
  }

  return (
    <div>
      {announcement}
      <PlanResult
        plan={view.plan}
        profile={view.profile}
        answers={view.answers}
        review={view.review}
        saveSlot={<SavePlanButton generationId={view.id} editPlanId={editing?.id} submissionKey={submissionKey} />}
        exportHref={`/plan/${encodeURIComponent(view.id)}/export`}
        schedulingUrl={schedulingUrl ?? undefined}
        notice={
          <>
            {editing ? (
              <EditingNotice plan={editing}>
                {/* The same Save Plan without the edit target: a new plan, the edited one left as it was. */}
                <Form method="post" action="/save-plan">
                  <input type="hidden" name="generationId" value={view.id} />
                  <Button type="submit" size="xs">
                    Save as a new plan instead
                  </Button>
                </Form>
              </EditingNotice>
            ) : null}
            {view.profileFailed ? (
              <Note tone="warning">{TOASTS.profileFailed.title}: this plan comes without a customer profile.</Note>
            ) : null}
          </>
        }
      />
    </div>
  );
}
