import { Form, useRouteLoaderData } from "@remix-run/react";
import { OFFLINE_MESSAGES } from "~/offline/messages";
import { HeldNotice, useHeldSubmit } from "~/offline/useHeldSubmit";
import type { loader as rootLoader } from "~/root";
import { EDIT_FIELD } from "~/saved-plans/editing";
import { writePendingMirror } from "~/saved-plans/pending-mirror";
import { SubmissionKeyInput } from "~/submissions";
import { Button } from "~/ui/Button";
import { useIsPending } from "~/ui/useIsPending";

/**
 * Save Plan for the result of a generation (PlanResult's saveSlot on /plan/:id). A plain POST to
 * /save-plan, so it works without JavaScript; signed out, the server keeps the plan pending and
 * sends the visitor to sign in, and with JavaScript the plan is mirrored in localStorage too.
 * While a saved plan is being edited, the form names it (`editPlanId`) and saving updates it.
 * The page's submission key makes a resent Save save once. Pressed offline (with JavaScript), the
 * Save is held and sent when the connection returns; pressing it again meanwhile is safe.
 */
export function SavePlanButton({ generationId, editPlanId, submissionKey }: { generationId: string; editPlanId?: number; submissionKey: string }) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const saving = useIsPending({ formAction: "/save-plan" });
  const offline = useHeldSubmit();
  return (
    <Form
      onSubmitCapture={offline.onSubmitCapture}
      method="post"
      action="/save-plan"
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
      <HeldNotice held={offline.held} message={OFFLINE_MESSAGES.save} />
    </Form>
  );
}
