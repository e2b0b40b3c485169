import { data } from "@remix-run/node";
import type { AppSession } from "~/session.server";
import { pendingGenerationId } from "~/saved-plans/pending.server";
import { safeRedirect } from "./redirect";

export const SIGNED_IN_TOAST = { title: "Login successful", description: "You are now signed in." };
export const REGISTERED_TOAST = { title: "Registration successful", description: "Your account has been created." };
/** /login: where a successful sign-in goes, and what a failed one answers. */

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

/** A failed sign-in or sign-up: the email is refilled (also without JavaScript); passwords are never sent back. */
export function loginFailure(formId: string, status: number, title: string, message: string, email: string, headers?: HeadersInit) {
  const body: LoginFailure = { fieldErrors: {}, formId, repopulateFields: { email }, formError: { title, message } };
  return data(body, { status, headers });
}
