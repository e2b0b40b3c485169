import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button } from "~/ui/Button";
import { STOP_EDITING_INTENT, type EditingPlan } from "../editing";

/**
 * "Editing <plan name>", shown on every step of the plan form and on the result page while a saved
 * plan is being edited, with a way out (`children`, or on a step a button that keeps the answers
 * and ends edit mode).
 */
export function EditingNotice({ plan, returnTo, children }: { plan: EditingPlan; returnTo?: string; children?: ReactNode }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-launch/30 bg-launch-soft px-4 py-3 text-sm"
    >
      <p>
        <strong className="font-semibold">Editing {plan.productName}</strong>
        <span className="text-slate-700"> · Save Plan updates this saved plan.</span>
      </p>
      {children ??
        (returnTo ? (
          <Form method="post" action="/create">
            <input type="hidden" name="intent" value={STOP_EDITING_INTENT} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <Button type="submit" size="xs">
              Save as a new plan instead
            </Button>
          </Form>
        ) : null)}
    </div>
  );
}
