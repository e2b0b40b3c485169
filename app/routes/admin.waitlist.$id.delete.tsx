import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { removeEntry } from "~/admin/entries.server";
import { DELETE_FAILED, ENTRY_DELETED, ENTRY_GONE } from "~/admin/messages";
import { dashboardReturn } from "~/admin/navigation";
import { getWaitlistEntry } from "~/admin/queries.server";
import { parseId } from "~/admin/schemas";
import { requireAdmin } from "~/admin/session.server";
import { DeleteEntryPanel } from "~/admin/ui/EntryForms";
import { notFound, readForm } from "~/http.server";
import { pageMeta } from "~/meta";
import { redirectWithToast } from "~/toast.server";
import { GeneralErrorBoundary } from "~/ui/GeneralErrorBoundary";

export const meta = () => pageMeta({ title: "Delete Waitlist Entry", noindex: true });

/** The delete confirmation as a page (the dashboard's dialog without JavaScript). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = parseId(params.id);
  const entry = id === null ? null : await getWaitlistEntry(id);
  if (!entry) throw notFound(ENTRY_GONE);
  return { entry, returnTo: dashboardReturn(new URL(request.url).searchParams.get("returnTo")) };
}

/** Deletes the entry: back to the dashboard with "Entry deleted", or "Delete failed" when it is already gone. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  if (form.get("intent") !== "delete") return data({ message: "Unknown form" }, { status: 400 });
  const returnTo = dashboardReturn(form.get("returnTo"));
  const id = parseId(params.id);
  const entry = id === null ? null : await removeEntry(admin, id);
  if (!entry) return redirectWithToast(request, returnTo, { title: DELETE_FAILED, description: ENTRY_GONE, variant: "destructive" });
  return redirectWithToast(request, returnTo, { title: ENTRY_DELETED, description: `${entry.fullName} (${entry.email}) was removed from the waitlist.` });
}

export default function DeleteWaitlistEntry() {
  const { entry, returnTo } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <DeleteEntryPanel entry={entry} returnTo={returnTo} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
