import { data, redirect } from "@remix-run/node";
import { validationError } from "remix-validated-form";
import { getSession, type AppSession } from "~/session.server";
import { toastCookieHeader } from "~/toast.server";
import { pendingGenerationId } from "~/saved-plans/pending.server";
import { authenticator, AuthFailure } from "./authenticator.server";
import { currentUserFromSession, signIn } from "./current-user.server";
import { limitAuthAttempt, RATE_LIMIT_MESSAGE } from "./rate-limit.server";
import { safeRedirect } from "./redirect";
import { SIGN_IN_FORM, SIGN_UP_FORM, signInValidator, signUpValidator } from "./schemas";

export const SIGNED_IN_TOAST = { title: "Login successful", description: "You are now signed in." };
export const REGISTERED_TOAST = { title: "Registration successful", description: "Your account has been created." };
export const REGISTERED_SAVING_TOAST = {
  title: "Registration successful",
  description: "Your account has been created and your plan is being saved.",
};

/** /login: who may see it, where a successful sign-in goes, and the two form submissions. */

export type LoginFailure = {
  fieldErrors: Record<string, string>;
  formId: string;
  repopulateFields: { email: string };
  formError: { title: string; message: string };
};

/**
 * Where to go after signing in: the returnUrl when it is a same-site path, else "/"; a pending
 * plan sends the visitor to /save-plan when no other destination was asked for.
 */
export function afterSignInTarget(request: Request, session: AppSession): string {
  const returnUrl = new URL(request.url).searchParams.get("returnUrl");
  const target = safeRedirect(returnUrl, "/");
  const pending = pendingGenerationId(session) !== null;
  if (pending && (!returnUrl || target === "/" || target.startsWith("/save-plan"))) return "/save-plan";
  return target;
}

/** An already signed-in visitor does not see the form. */
export async function loginLoader(request: Request) {
  const session = await getSession(request);
  const user = await currentUserFromSession(session);
  if (user) throw redirect(afterSignInTarget(request, session));
  return null;
}

function failure(formId: string, status: number, title: string, message: string, email: string, headers?: HeadersInit) {
  // The email is refilled (also without JavaScript); passwords are never sent back.
  const body: LoginFailure = { fieldErrors: {}, formId, repopulateFields: { email }, formError: { title, message } };
  return data(body, { status, headers });
}

export async function loginAction(request: Request) {
  // remix-auth-form reads the body itself: read a clone here.
  const form = await request.clone().formData();
  const intent = form.get("intent");
  if (intent !== SIGN_IN_FORM && intent !== SIGN_UP_FORM) {
    return data({ message: "Unknown form" }, { status: 400 });
  }
  const signingUp = intent === SIGN_UP_FORM;
  const title = signingUp ? "Registration failed" : "Login failed";
  const result = await (signingUp ? signUpValidator : signInValidator).validate(form);
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  if (result.error) return validationError({ ...result.error, formId: intent }, { email });

  const limit = await limitAuthAttempt(request, result.data.email);
  if (!limit.allowed) {
    return failure(intent, 429, title, RATE_LIMIT_MESSAGE, email, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  let userId: number;
  try {
    userId = (await authenticator.authenticate(signingUp ? "sign-up" : "form", request)).id;
  } catch (error) {
    if (error instanceof AuthFailure) return failure(intent, error.status, title, error.message, email);
    throw error;
  }

  const session = await getSession(request);
  const target = afterSignInTarget(request, session);
  const { cookie } = await signIn(request, session, userId);
  const headers = new Headers({ Location: target, "Set-Cookie": cookie });
  // On the way to /save-plan that page says "Plan Saved" (one toast at a time); with JavaScript
  // the login page shows the sign-in toast while it navigates there.
  if (!target.startsWith("/save-plan")) {
    headers.append("Set-Cookie", await toastCookieHeader(request, signingUp ? REGISTERED_TOAST : SIGNED_IN_TOAST));
  }
  return new Response(null, { status: 302, headers });
}
