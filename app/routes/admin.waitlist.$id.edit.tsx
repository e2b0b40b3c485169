import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { listAdminActions } from "~/admin/audit.server";
import { editEntry } from "~/admin/entries.server";
import { ENTRY_GONE, ENTRY_UPDATED, UPDATE_FAILED } from "~/admin/messages";
import { dashboardReturn } from "~/admin/navigation";
import { getWaitlistEntry } from "~/admin/queries.server";
import { parseId, waitlistEditValidator } from "~/admin/schemas";
import { requireAdmin } from "~/admin/session.server";
import { EditEntryForm } from "~/admin/ui/EntryForms";
import { AuditTrail } from "~/admin/ui/Lists";
import { notFound, readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { redirectWithToast } from "~/toast.server";
import { GeneralErrorBoundary } from "~/ui/GeneralErrorBoundary";

export const meta = () => pageMeta({ title: "Edit Waitlist Entry", noindex: true });

/** The edit form as a page (the dashboard's dialog without JavaScript), with the entry's history. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const entry = id === null ? null : await getWaitlistEntry(id);
  if (!entry) throw notFound(ENTRY_GONE);
  const returnTo = dashboardReturn(new URL(request.url).searchParams.get("returnTo"));
  return { entry, returnTo, history: await listAdminActions({ target: { type: "waitlist_entry", id: entry.id }, limit: 20 }) };
}

/** Saves the fields (each must be valid; the website may be emptied): back to the dashboard with "Entry updated". */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const returnTo = dashboardReturn(form.get("returnTo"));
  const id = parseId(params.id);
  // The form's own id (the page's or the dashboard dialog's), so its errors show in that form.
  const formId = String(form.get("__rvfInternalFormId") ?? `edit-entry-${id ?? 0}`);
  if (form.get("intent") !== "update") return data({ formError: { title: UPDATE_FAILED, message: "Unknown form" } }, { status: 400 });
  if (id === null) return redirectWithToast(request, returnTo, { title: UPDATE_FAILED, description: ENTRY_GONE, variant: "destructive" });
  const result = await waitlistEditValidator.validate(form);
  // What was typed goes back into the form (without JavaScript too).
  const repopulateFields = Object.fromEntries(["fullName", "email", "productName", "productWebsite"].map((k) => [k, String(form.get(k) ?? "")]));
  if (result.error) {
    return data(
      { fieldErrors: result.error.fieldErrors, formId, repopulateFields, formError: { title: UPDATE_FAILED, message: "Please correct the fields marked below." } },
      { status: 422 },
    );
  }
  const outcome = await editEntry(admin, id, result.data);
  if (!outcome.ok && outcome.status === 404) {
    return redirectWithToast(request, returnTo, { title: UPDATE_FAILED, description: outcome.message, variant: "destructive" });
  }
  if (!outcome.ok) {
    return data(
      { fieldErrors: { email: outcome.message }, formId, repopulateFields, formError: { title: UPDATE_FAILED, message: outcome.message } },
      { status: outcome.status },
    );
  }
  return redirectWithToast(request, returnTo, { title: ENTRY_UPDATED, description: `${outcome.entry.fullName} (${outcome.entry.email}) was saved.` });
}

export default function EditWaitlistEntry() {
  const { entry, returnTo, history } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = actionData && "formError" in actionData ? { formError: actionData.formError } : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">Edit waitlist entry</h1>
        <p className="mt-1 text-sm text-slate-700">Change any field; the others stay as they are.</p>
        <div className="mt-6">
          <EditEntryForm entry={entry} returnTo={returnTo} failure={failure} />
        </div>
      </div>
      <AuditTrail entries={history} title="History of this entry" />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
