import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { validationError } from "remix-validated-form";
import { authenticator, AuthFailure } from "~/auth/authenticator.server";
import { getSessionUser, signIn } from "~/auth/current-user.server";
import { HashingBusy } from "~/auth/password.server";
import { afterSignInTarget, loginFailure, REGISTERED_TOAST, SIGNED_IN_TOAST } from "~/auth/login.server";
import { limitAuthAttempt, rateLimitMessage, recordAuthOutcome } from "~/auth/rate-limit.server";
import { SIGN_IN_FORM, SIGN_UP_FORM, signInValidator, signUpValidator } from "~/auth/schemas";
import { LoginTabs } from "~/auth/ui/LoginTabs";
import { clientAddress } from "~/client-address.server";
import { readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { keepFormOnNetworkFailure } from "~/offline/network-failure";
import { clearPendingGeneration, pendingGenerationId } from "~/saved-plans/pending.server";
import { saveGeneration, SAVED_TOAST } from "~/saved-plans/save.server";
import { getSession, type AppSession } from "~/session.server";
import { newSubmissionKey, once, SUBMISSION_FIELD } from "~/submissions.server";
import { toastCookieHeader } from "~/toast.server";

export const meta = () => pageMeta({ title: "Sign Up / Sign In", description: "Create an account or sign in to save your marketing plans." });

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, user } = await getSessionUser(request);
  // Already signed in: straight on to where signing in would have led.
  if (user) throw redirect(afterSignInTarget(request, session));
  return { submissionKey: newSubmissionKey() };
}

/** Sign in or sign up (the two tabs' forms), then on to the returnUrl or the pending plan. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== SIGN_IN_FORM && intent !== SIGN_UP_FORM) {
    return data({ message: "Unknown form" }, { status: 400 });
  }
  const signingUp = intent === SIGN_UP_FORM;
  const title = signingUp ? "Registration failed" : "Login failed";
  const result = await (signingUp ? signUpValidator : signInValidator).validate(form);
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  if (result.error) return validationError({ ...result.error, formId: intent }, { email });

  const address = clientAddress(context);
  const limit = await limitAuthAttempt(address, result.data.email);
  if (!limit.allowed) {
    return loginFailure(intent, 429, title, rateLimitMessage(limit.retryAfterSeconds), email, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const session = await getSession(request);
  let signedIn: SignedIn;
  try {
    // A resent sign-up form (its submission key, and the same email and password) signs in to the
    // account the first one created, and goes where it went, instead of "already exists".
    const done = await once(
      { kind: "sign-up", key: signingUp ? form.get(SUBMISSION_FIELD) : null, scope: "", contents: result.data },
      () => authenticateAndSave(request, form, signingUp, session),
      (value) => JSON.stringify(value),
    );
    signedIn = done.kind === "first" ? done.value : (JSON.parse(done.result) as SignedIn);
    if (done.kind === "resent" && signedIn.saved) clearPendingGeneration(session);
  } catch (error) {
    if (error instanceof AuthFailure) {
      await recordAuthOutcome(address, result.data.email, false);
      return loginFailure(intent, error.status, title, error.message, email);
    }
    if (error instanceof HashingBusy) return loginFailure(intent, 503, title, error.message, email, { "Retry-After": "5" });
    throw error;
  }

  await recordAuthOutcome(address, result.data.email, true);
  const { userId, target } = signedIn;
  const toast = signedIn.saved ? SAVED_TOAST : signingUp ? REGISTERED_TOAST : SIGNED_IN_TOAST;
  const { cookie } = await signIn(request, session, userId);
  const headers = new Headers({ Location: target, "Set-Cookie": cookie });
  // On the way to /save-plan that page speaks (one toast at a time); with JavaScript the login
  // page shows the sign-in toast while it navigates there.
  if (!target.startsWith("/save-plan")) headers.append("Set-Cookie", await toastCookieHeader(request, toast));
  return new Response(null, { status: 302, headers });
}

type SignedIn = { userId: number; target: string; saved: boolean };

/**
 * Who the form names (remix-auth-form reads the body itself: it gets the form already read within
 * the cap), and where they go next. A plan waiting to be saved is saved by this POST (GET /save-plan
 * only offers its form); if it cannot be, /save-plan shows why and keeps it.
 */
async function authenticateAndSave(request: Request, form: FormData, signingUp: boolean, session: AppSession): Promise<SignedIn> {
  const formRequest = new Request(request.url, { method: "POST", body: form });
  const userId = (await authenticator.authenticate(signingUp ? "sign-up" : "form", formRequest)).id;
  const target = afterSignInTarget(request, session);
  const pending = target.startsWith("/save-plan") ? pendingGenerationId(session) : null;
  if (pending !== null && (await saveGeneration(session, userId, pending)).ok) return { userId, target: "/saved", saved: true };
  return { userId, target, saved: false };
}

/** With JavaScript, a sign-up or sign-in that gets no answer keeps the form as typed (app/offline/network-failure.ts). */
export const clientAction = keepFormOnNetworkFailure;

export default function Login() {
  const [params] = useSearchParams();
  const { submissionKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = actionData && "formError" in actionData ? actionData : null;
  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold">Welcome</h1>
        <p className="mt-2 text-center text-sm text-slate-700">
          Create an account or sign in to save and manage your marketing plans.
        </p>
        <LoginTabs
          tab={params.get("tab") === "signin" ? "signin" : "signup"}
          params={params}
          failure={failure}
          submissionKey={submissionKey}
        />
        <p className="mt-6 text-center text-sm text-slate-700">
          Read how we handle your data in our{" "}
          <Link to="/privacy" className="font-semibold text-launch underline">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
