import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useIsSubmitting, validationError, ValidatedForm } from "remix-validated-form";
import { adminCredentials } from "~/admin/credentials.server";
import { attemptAdminLogin } from "~/admin/login.server";
import { LOGIN_FAILED, LOGIN_SUCCESSFUL, NOT_CONFIGURED } from "~/admin/messages";
import { DASHBOARD_PATH } from "~/admin/navigation";
import { adminLoginValidator } from "~/admin/schemas";
import { getAdmin } from "~/admin/session.server";
import { AuthField } from "~/auth/ui/AuthField";
import { clientAddress } from "~/client-address.server";
import { readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { toastCookieHeader } from "~/toast.server";
import { Button } from "~/ui/Button";
import { GeneralErrorBoundary } from "~/ui/GeneralErrorBoundary";
import { toast } from "~/ui/toast";

export const meta = () => pageMeta({ title: "Admin Login", noindex: true });

const FORM_ID = "admin-login";

/** Signed in already: the dashboard. Not configured: the page says so instead of a form. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await getAdmin(request)) throw redirect(DASHBOARD_PATH);
  return { configured: adminCredentials() !== null };
}

/** Email, password and access code: the dashboard with "Login successful", or "Login failed" here. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  const result = await adminLoginValidator.validate(form);
  if (result.error) return validationError({ ...result.error, formId: FORM_ID }, { email });

  const outcome = await attemptAdminLogin(request, clientAddress(context), result.data);
  if (!outcome.ok) {
    return data(
      { fieldErrors: {}, formId: FORM_ID, repopulateFields: { email }, formError: { title: LOGIN_FAILED, message: outcome.message } },
      { status: outcome.status, headers: outcome.headers },
    );
  }
  const headers = new Headers({ Location: DASHBOARD_PATH });
  headers.append("Set-Cookie", outcome.cookie);
  headers.append("Set-Cookie", await toastCookieHeader(request, { title: LOGIN_SUCCESSFUL }));
  return new Response(null, { status: 302, headers });
}

export default function AdminLogin() {
  const { configured } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = actionData && "formError" in actionData ? actionData.formError : null;
  const submitting = useIsSubmitting(FORM_ID);

  useEffect(() => {
    if (failure) toast({ title: failure.title, description: failure.message, variant: "destructive" });
  }, [failure]);

  return (
    <div className="mx-auto max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold">Admin Login</h1>
        {configured ? (
          <>
            <p className="mt-2 text-center text-sm text-slate-700">Sign in to manage the waitlist and users.</p>
            <ValidatedForm id={FORM_ID} validator={adminLoginValidator} method="post" noValidate className="mt-6 grid gap-4">
              {failure ? (
                <div role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-800">
                  <p className="font-semibold">{failure.title}</p>
                  <p>{failure.message}</p>
                </div>
              ) : null}
              <AuthField formId={FORM_ID} name="email" label="Email" type="email" autoComplete="username" />
              <AuthField formId={FORM_ID} name="password" label="Password" type="password" autoComplete="current-password" revealable />
              <AuthField formId={FORM_ID} name="accessCode" label="Access Code" type="password" autoComplete="one-time-code" />
              <Button type="submit" variant="ink" disabled={submitting} className="mt-2">
                {submitting ? "Signing in..." : "Sign In"}
              </Button>
            </ValidatedForm>
          </>
        ) : (
          <p role="status" className="mt-4 rounded-md border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800">
            {NOT_CONFIGURED}
          </p>
        )}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
