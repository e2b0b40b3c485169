import * as Tabs from "@radix-ui/react-tabs";
import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { ValidatedForm, useIsSubmitting } from "remix-validated-form";
import { OFFLINE_MESSAGES } from "~/offline/messages";
import { HeldNotice, useHeldSubmit } from "~/offline/useHeldSubmit";
import { SavingPlanNotice } from "~/saved-plans/ui/SavingPlanNotice";
import { SubmissionKeyInput } from "~/submissions";
import { Button } from "~/ui/Button";
import { withSearchParams } from "~/ui/search-params";
import { toast } from "~/ui/toast";
import { useIsPending } from "~/ui/useIsPending";
import { NEW_PASSWORD_MIN, SIGN_IN_FORM, SIGN_UP_FORM, signInValidator, signUpValidator } from "../schemas";
import { AuthField } from "./AuthField";

type Tab = "signup" | "signin";
type Failure = { formId: string; formError: { title: string; message: string } } | null;

const TAB_LABELS: Record<Tab, string> = { signup: "Sign Up", signin: "Sign In" };

function hrefFor(params: URLSearchParams, tab: Tab): string {
  return withSearchParams(params, { tab }, "/login");
}

/**
 * "Sign Up" and "Sign In" as Radix tabs driven by ?tab=: each trigger is a real link, so the tabs
 * switch without JavaScript; with it, Radix switches on press and the URL follows. With JavaScript,
 * a form sent offline, or that gets no answer, keeps what was typed, says so under the open tab's
 * button and is sent again (app/offline/useHeldSubmit.tsx; the route's clientAction).
 */
export function LoginTabs({
  tab,
  params,
  failure,
  submissionKey,
}: {
  tab: Tab;
  params: URLSearchParams;
  failure: Failure;
  /** The sign-up form's key: sent again, it signs in to the account it made (see the /login action). */
  submissionKey: string;
}) {
  const navigate = useNavigate();
  // Signed in (or up) on the way to /save-plan: the form's submission is pending while that page loads.
  const savingAfterSignUp = useIsPending({ formAction: hrefFor(params, "signup"), state: "loading", to: "/save-plan" });
  const savingAfterSignIn = useIsPending({ formAction: hrefFor(params, "signin"), state: "loading", to: "/save-plan" });
  const savingPlan = savingAfterSignUp || savingAfterSignIn;
  const offline = useHeldSubmit({ actionData: useActionData() });

  useEffect(() => {
    if (failure) toast({ title: failure.formError.title, description: failure.formError.message, variant: "destructive" });
  }, [failure]);

  // On the way to /save-plan the server flashes no sign-in toast (see the /login action): say it here.
  useEffect(() => {
    if (!savingPlan) return;
    toast(
      savingAfterSignUp
        ? { title: "Registration successful", description: "Your account has been created and your plan is being saved." }
        : { title: "Login successful", description: "You are now signed in." },
    );
  }, [savingPlan, savingAfterSignUp]);

  if (savingPlan) return <SavingPlanNotice />;

  return (
    <Tabs.Root
      onSubmitCapture={offline.onSubmitCapture}
      value={tab}
      onValueChange={(value) => navigate(hrefFor(params, value as Tab), { replace: true, preventScrollReset: true })}
      className="mt-6"
    >
      <Tabs.List aria-label="Sign up or sign in" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {(["signup", "signin"] as const).map((value) => (
          <Tabs.Trigger key={value} value={value} asChild>
            <Link
              to={hrefFor(params, value)}
              replace
              preventScrollReset
              // With JavaScript, Radix has already switched the tab on press.
              onClick={(event) => event.preventDefault()}
              className="inline-flex min-h-11 items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              {TAB_LABELS[value]}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* Both panels stay in the page (the inactive one hidden) so each tab's aria-controls resolves. */}
      <Tabs.Content value="signup" forceMount className="mt-6 data-[state=inactive]:hidden">
        <AuthForm tab="signup" params={params} failure={failure} submissionKey={submissionKey} offline={tab === "signup" ? offline : null} />
      </Tabs.Content>
      <Tabs.Content value="signin" forceMount className="mt-6 data-[state=inactive]:hidden">
        <AuthForm tab="signin" params={params} failure={failure} offline={tab === "signin" ? offline : null} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function AuthForm({
  tab,
  params,
  failure,
  submissionKey,
  offline,
}: {
  tab: Tab;
  params: URLSearchParams;
  failure: Failure;
  submissionKey?: string;
  /** The held send, for the open tab's form: the one the visitor sent. */
  offline: ReturnType<typeof useHeldSubmit> | null;
}) {
  const signingUp = tab === "signup";
  const formId = signingUp ? SIGN_UP_FORM : SIGN_IN_FORM;
  const submitting = useIsSubmitting(formId);
  const error = failure?.formId === formId ? failure.formError : null;
  return (
    <ValidatedForm
      id={formId}
      validator={signingUp ? signUpValidator : signInValidator}
      method="post"
      action={hrefFor(params, tab)}
      noValidate
      className="grid gap-4"
    >
      <input type="hidden" name="intent" value={formId} />
      {submissionKey ? <SubmissionKeyInput value={submissionKey} /> : null}
      {error ? (
        <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{error.title}</p>
          <p>{error.message}</p>
        </div>
      ) : null}
      <AuthField formId={formId} name="email" label="Email" type="email" autoComplete="email" />
      <AuthField
        formId={formId}
        name="password"
        label="Password"
        type="password"
        autoComplete={signingUp ? "new-password" : "current-password"}
        revealable
        hint={signingUp ? `At least ${NEW_PASSWORD_MIN} characters` : undefined}
      />
      {signingUp ? (
        <AuthField formId={formId} name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
      ) : null}
      <Button type="submit" variant="ink" disabled={submitting} className="mt-2">
        {signingUp ? (submitting ? "Creating account..." : "Create Account") : submitting ? "Signing in..." : "Sign In"}
      </Button>
      {offline ? (
        <HeldNotice held={offline.held} message={OFFLINE_MESSAGES.typed} onRetry={offline.failed ? offline.retry : undefined} busy={offline.busy} />
      ) : null}
    </ValidatedForm>
  );
}
