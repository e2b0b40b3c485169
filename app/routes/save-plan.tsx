import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { Form, Link, useActionData, useLoaderData, useNavigate, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { getSessionUser, loginUrl, requireUser } from "~/auth/current-user.server";
import { readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { keepFormOnNetworkFailure } from "~/offline/network-failure";
import { EDIT_FIELD } from "~/saved-plans/editing";
import { pendingGenerationId } from "~/saved-plans/pending.server";
import { clearPendingMirror, readPendingMirror } from "~/saved-plans/pending-mirror";
import { parsePlanId } from "~/saved-plans/queries.server";
import {
  checkSaveable, EDIT_NOT_FOUND_MESSAGE, keepPendingGeneration, saveGenerationOnce, SAVE_NOT_FOUND_MESSAGE, SAVED_TOAST,
  SIGN_IN_REQUIRED_TOAST, type SavePageData,
} from "~/saved-plans/save.server";
import { SavingPlanNotice } from "~/saved-plans/ui/SavingPlanNotice";
import { SubmissionKeyInput } from "~/submissions";
import { newSubmissionKey, SUBMISSION_FIELD } from "~/submissions.server";
import { redirectWithToast } from "~/toast.server";
import { Button, buttonVariants } from "~/ui/Button";
import { toast } from "~/ui/toast";

export const meta = () => pageMeta({ title: "Saving Your Plan", noindex: true });

/**
 * GET /save-plan: shows the plan waiting to be saved as a form that saves it (submitted at once with
 * JavaScript), or the error screen when it cannot be saved; reading the page changes nothing. Sign-in
 * itself saves a pending plan, so visitors usually pass straight to /saved. With none pending the
 * page checks the browser's mirror.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, { returnUrl: "/save-plan" });
  const pending = pendingGenerationId(session);
  if (pending === null) return data<SavePageData>({ state: "none" });
  const check = await checkSaveable(session, pending);
  if (!check.ok) return data<SavePageData>({ state: "error", message: check.message }, { status: check.status });
  return data<SavePageData>({ state: "pending", generationId: pending, submissionKey: newSubmissionKey() });
}

/**
 * POST /save-plan (the Save Plan button, or the page submitting the browser's mirror): signed in,
 * saves (over the plan the form names as being edited, if it is the user's: else 404); signed out,
 * keeps the generation as the pending plan and sends the visitor to sign in.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { session, user } = await getSessionUser(request);
  const form = await readForm(request);
  const generationId = String(form.get("generationId") ?? "").slice(0, 100);

  if (!user) {
    if (!(await keepPendingGeneration(session, generationId))) {
      return data<SavePageData>({ state: "error", message: SAVE_NOT_FOUND_MESSAGE }, { status: 404 });
    }
    return redirectWithToast(request, loginUrl("/save-plan"), SIGN_IN_REQUIRED_TOAST, session);
  }

  const editPlanId = form.has(EDIT_FIELD) ? parsePlanId(form.get(EDIT_FIELD)) : null;
  if (form.has(EDIT_FIELD) && editPlanId === null) {
    return data<SavePageData>({ state: "error", message: EDIT_NOT_FOUND_MESSAGE }, { status: 404 });
  }
  const outcome = await saveGenerationOnce(session, user.id, generationId, editPlanId, form.get(SUBMISSION_FIELD));
  if (outcome.ok) return redirectWithToast(request, "/saved", SAVED_TOAST, session);
  return data<SavePageData>({ state: "error", message: outcome.message }, { status: outcome.status });
}

/**
 * With JavaScript: a Save sent through a fetcher (Save Plan on the result page) that gets no answer
 * leaves the visitor on that page, which says so and offers Try again (app/offline/network-failure.ts).
 * A navigation here (this page's own sends, "Save as a new plan instead") has no page to stay on and
 * fails as it did.
 */
export async function clientAction(args: ClientActionFunctionArgs) {
  if (window.__remixRouter.state.navigation.state !== "idle") return args.serverAction();
  return keepFormOnNetworkFailure(args);
}

export default function SavePlan() {
  const loaded = useLoaderData<typeof loader>();
  const acted = useActionData<typeof action>();
  const result = acted ?? loaded;

  useEffect(() => {
    if (result.state === "error") toast({ title: "Save Failed", description: result.message, variant: "destructive" });
  }, [result]);

  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {result.state === "error" ? (
          <SaveError message={result.message} />
        ) : result.state === "pending" ? (
          <SavePending generationId={result.generationId} submissionKey={result.submissionKey} />
        ) : (
          <SaveFromMirror />
        )}
      </div>
    </div>
  );
}

function SaveError({ message }: { message: string }) {
  return (
    <div className="text-center">
      <h1 className="text-2xl font-bold">Error Saving Plan</h1>
      <p role="alert" className="mt-3 text-slate-700">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants()}>Go to Home</Link>
        <Link to="/saved" className={buttonVariants({ variant: "ink" })}>View Saved Plans</Link>
      </div>
    </div>
  );
}

/** The pending plan's save form: JavaScript submits it at once; without it, the visitor presses Save Plan. */
function SavePending({ generationId, submissionKey }: { generationId: string; submissionKey: string }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !form.current) return;
    started.current = true;
    clearPendingMirror();
    submit(form.current, { replace: true });
  }, [submit]);
  return (
    <Form ref={form} method="post" replace>
      <SavingPlanNotice heading="h1" />
      <input type="hidden" name="generationId" value={generationId} />
      <SubmissionKeyInput value={submissionKey} />
      <div className="flex justify-center">
        <Button type="submit" variant="primary">Save Plan</Button>
      </div>
    </Form>
  );
}

/**
 * The server had no pending plan. With JavaScript the browser's mirror (pendingSavePlan) is
 * posted if there is one, else the visitor goes on to /saved; without it, straight to /saved.
 */
function SaveFromMirror() {
  const submit = useSubmit();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const generationId = readPendingMirror();
    if (generationId) {
      clearPendingMirror();
      submit({ generationId }, { method: "post", action: "/save-plan", replace: true });
    } else {
      navigate("/saved", { replace: true });
    }
  }, [submit, navigate]);
  return (
    <>
      <SavingPlanNotice heading="h1" />
      <noscript>
        <meta httpEquiv="refresh" content="0;url=/saved" />
        <p className="text-center">
          No plan is waiting to be saved. <Link to="/saved" className="font-semibold text-launch underline">View Saved Plans</Link>
        </p>
      </noscript>
    </>
  );
}
