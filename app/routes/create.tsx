import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/current-user.server";
import { notFound, readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { prefillFormFromPlan, startFreshPlan, stopEditing, type PrefillMode } from "~/saved-plans/create.server";
import { STOP_EDITING_INTENT } from "~/saved-plans/editing";
import { getPlanRow, parsePlanId } from "~/saved-plans/queries.server";
import { OpenPlanInForm } from "~/saved-plans/ui/OpenPlanInForm";
import { commitSession } from "~/session.server";
import { buttonVariants } from "~/ui/Button";
import { STEP_LIST } from "~/wizard/steps";

/**
 * /create: the entry to the plan form. A POST starts a fresh plan, or fills the form from a saved
 * plan (from=<id>) as a copy (mode=duplicate, the default) or for editing (mode=edit), then goes
 * to /product; intent=stop-editing keeps the answers, ends edit mode and goes back to the step
 * (returnTo). A GET changes nothing: plain, it goes to /product; with ?from= (a bookmarked Edit or
 * Duplicate) it shows the plan's name and the button that opens it.
 */

const modeOf = (value: unknown): PrefillMode => (value === "edit" ? "edit" : "duplicate");

async function ownPlanRow(userId: number, from: unknown) {
  const id = parsePlanId(typeof from === "string" ? from : null);
  const row = id === null ? null : await getPlanRow(userId, id);
  // Another user's plan and a missing one look the same.
  if (!row) throw notFound("Plan not found");
  return row;
}

export const meta = () => pageMeta({ title: "Open a Saved Plan", noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  if (!params.has("from")) throw redirect("/product");
  const row = await ownPlanRow(user.id, params.get("from"));
  return { plan: { id: row.id, mode: modeOf(params.get("mode")) }, productName: row.product_name };
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, user } = await requireUser(request);
  const form = await readForm(request);
  if (form.get("intent") === STOP_EDITING_INTENT) {
    stopEditing(session);
    const step = STEP_LIST.find((s) => s.path === form.get("returnTo"));
    return redirect(step?.path ?? "/product", { headers: { "Set-Cookie": await commitSession(request, session) } });
  }
  if (form.has("from")) prefillFormFromPlan(session, await ownPlanRow(user.id, form.get("from")), modeOf(form.get("mode")));
  else startFreshPlan(session);
  return redirect("/product", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

export default function OpenSavedPlan() {
  const { plan, productName } = useLoaderData<typeof loader>();
  const verb = plan.mode === "edit" ? "Edit" : "Duplicate";
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        {verb} “{productName}”
      </h1>
      <p className="mt-4 text-slate-700">
        {plan.mode === "edit"
          ? "The form opens with this plan's answers; saving the new plan updates it."
          : "The form opens with a copy of this plan's answers; saving adds a new plan."}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <OpenPlanInForm plan={plan} variant="ink">
          {verb}
        </OpenPlanInForm>
        <Link to="/saved" className={buttonVariants()}>
          Back to Saved Plans
        </Link>
      </div>
    </section>
  );
}
