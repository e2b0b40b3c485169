import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { KeyForm, buttonClass } from "~/generation/KeyDialog";
import { keyPageAction, loadKeyPage } from "~/generation/key-page.server";
import { pageMeta } from "~/meta";

/** /api-key: "Set {provider} API Key" as a page, for visitors without JavaScript (the dialog's stand-in). */

export const loader = ({ request }: LoaderFunctionArgs) => loadKeyPage(request);
export const action = ({ request }: ActionFunctionArgs) => keyPageAction(request);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({ title: `Set ${data?.status.provider ?? "AI"} API Key`, noindex: true });

export default function ApiKeyPage() {
  const { status, returnTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const validating = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
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
            <Link to={returnTo} className={`${buttonClass} border border-slate-300 bg-white text-ink`}>
              Cancel
            </Link>
          }
        />
      </div>
    </div>
  );
}
