import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { validateAndSaveKey } from "~/ai-keys/validate-key.server";
import { clientAddress } from "~/client-address.server";
import { KeyForm } from "~/ai-keys/KeyDialog";
import { safeRedirect } from "~/auth/redirect";
import { dismissKeyBanner, KEY_SAVED_TOAST } from "~/ai-keys/banner.server";
import { aiKeyStatusForSession } from "~/ai-keys/key-status.server";
import { pageMeta } from "~/meta";
import { commitSession, getSession, visitorIdOf } from "~/session.server";
import { redirectWithToast } from "~/toast.server";
import { buttonVariants } from "~/ui/Button";
import { useIsPending } from "~/ui/useIsPending";
import { readForm } from "~/http.server";

/** /api-key: "Set {provider} API Key" as a page, for visitors without JavaScript (the dialog's stand-in). */

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const status = await aiKeyStatusForSession(session);
  const returnTo = safeRedirect(new URL(request.url).searchParams.get("returnTo"), "/plan");
  return { status, returnTo };
}

/** Save a key (checked with the provider first), or dismiss the banner; then back to returnTo. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const session = await getSession(request);
  const returnTo = safeRedirect(form.get("returnTo"), "/plan");

  if (form.get("intent") === "dismiss") {
    dismissKeyBanner(session);
    return redirect(returnTo, { headers: { "Set-Cookie": await commitSession(request, session) } });
  }

  const result = await validateAndSaveKey(visitorIdOf(session), form.get("key") ?? undefined, clientAddress(context), context.aiCallOptions);
  if (!result.ok) {
    // The key is not sent back: the visitor types it again rather than us echoing a secret.
    return data(
      { error: result.message },
      { status: result.status, headers: { "Set-Cookie": await commitSession(request, session) } },
    );
  }
  return redirectWithToast(request, returnTo, KEY_SAVED_TOAST, session);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: `Set ${data?.status.provider ?? "AI"} API Key`, noindex: true });

export default function ApiKeyPage() {
  const { status, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const validating = useIsPending({ state: "submitting", fields: { intent: "save" } });
  return (
    <div className="px-4 py-10">
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {status.source === "visitor" ? (
          <p role="status" className="mb-4 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            Your own {status.provider} API key is saved for this session. Saving a new one replaces it.
          </p>
        ) : null}
        <KeyForm
          provider={status.provider}
          keyPageUrl={status.keyPageUrl}
          method="post"
          status={validating ? "validating" : actionData?.error ? "error" : "idle"}
          error={actionData?.error}
          hidden={
            <>
              <input type="hidden" name="intent" value="save" />
              <input type="hidden" name="returnTo" value={returnTo} />
            </>
          }
          cancel={
            <Link to={returnTo} className={buttonVariants()}>
              Cancel
            </Link>
          }
        />
      </div>
    </div>
  );
}
