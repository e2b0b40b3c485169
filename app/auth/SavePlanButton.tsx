import { Form, useFetcher, useRouteLoaderData } from "@remix-run/react";
import { OFFLINE_MESSAGES } from "~/offline/messages";
import { HeldNotice, useHeldSubmit } from "~/offline/useHeldSubmit";
import type { loader as rootLoader } from "~/root";
import type { action as saveAction } from "~/routes/save-plan";
import { EDIT_FIELD } from "~/saved-plans/editing";
import { writePendingMirror } from "~/saved-plans/pending-mirror";
import { SubmissionKeyInput } from "~/submissions";
import { Button } from "~/ui/Button";
import { FormErrorAlert } from "~/ui/FormErrorAlert";
import { PrefetchModules } from "~/ui/PrefetchModules";
import { useHydrated } from "~/ui/useHydrated";
import { useIsPending } from "~/ui/useIsPending";

/**
 * Save Plan for the result of a generation (PlanResult's saveSlot on /plan/:id). A plain POST to
 * /save-plan, so it works without JavaScript; signed out, the server keeps the plan pending and
 * sends the visitor to sign in, and with JavaScript the plan is mirrored in localStorage too.
 * While a saved plan is being edited, the form names it (`editPlanId`) and saving updates it.
 * The page's submission key makes a resent Save save once.
 *
 * With JavaScript the Save goes through a fetcher, so the plan stays on screen until the server
 * answers: its redirect (to /saved, or to sign in) moves on as before, and a plan it cannot save
 * is said here. Pressed offline, the Save is held and sent when the connection returns; sent while
 * the browser thinks it is online but without an answer ("lie-fi": /save-plan's clientAction),
 * the page says so with Try again and sends it again once the connection works. Pressing Save Plan
 * again meanwhile is safe. /save-plan's code is fetched ahead, so that a Save on a link that has
 * just failed still finds it.
 */
export function SavePlanButton({ generationId, editPlanId, submissionKey }: { generationId: string; editPlanId?: number; submissionKey: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const fetcherKey = `save-plan:${generationId}`;
  const fetcher = useFetcher<typeof saveAction>({ key: fetcherKey });
  // The fetcher's Save, or the page's other form to /save-plan ("Save as a new plan instead").
  const saving = useIsPending({ formAction: "/save-plan" }) || fetcher.state !== "idle";
  const offline = useHeldSubmit({ actionData: fetcher.data, busy: fetcher.state !== "idle" });
  const refused = fetcher.data?.state === "error" ? fetcher.data.message : null;
  const hydrated = useHydrated();
  return (
    <Form
      onSubmitCapture={offline.onSubmitCapture}
      method="post"
      action="/save-plan"
      navigate={false}
      fetcherKey={fetcherKey}
      onSubmit={() => {
        if (!signedIn) writePendingMirror(generationId);
      }}
    >
      <input type="hidden" name="generationId" value={generationId} />
      <SubmissionKeyInput value={submissionKey} />
      {editPlanId === undefined ? null : <input type="hidden" name={EDIT_FIELD} value={editPlanId} />}
      <Button type="submit" variant="primary" disabled={saving}>
        {saving ? "Saving..." : "Save Plan"}
      </Button>
      <HeldNotice held={offline.held} message={OFFLINE_MESSAGES.save} onRetry={offline.failed ? offline.retry : undefined} busy={offline.busy} />
      {refused && !offline.held ? <FormErrorAlert error={{ title: "Save Failed", message: refused }} /> : null}
      {hydrated ? <PrefetchModules page="/save-plan" /> : null}
    </Form>
  );
}
