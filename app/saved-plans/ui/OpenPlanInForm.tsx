import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, type ButtonVariantProps } from "~/ui/Button";
import type { PrefillMode } from "../create.server";

/**
 * A button that opens the plan form: fresh (no plan), or filled from a saved plan as a copy or for
 * editing. It posts to /create, because filling the form changes the visitor's answers.
 */
export function OpenPlanInForm({
  plan,
  children,
  ...look
}: { plan?: { id: number; mode: PrefillMode }; children: ReactNode } & ButtonVariantProps) {
  return (
    <Form method="post" action="/create">
      {plan ? (
        <>
          <input type="hidden" name="from" value={plan.id} />
          <input type="hidden" name="mode" value={plan.mode} />
        </>
      ) : null}
      <Button type="submit" {...look}>
        {children}
      </Button>
    </Form>
  );
}
