import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { exportCsv, isExportList } from "~/admin/export.server";
import { requireAdmin } from "~/admin/session.server";
import { isCrossSite, notFound, readForm } from "~/http.server";

/**
 * POST /admin/export/waitlist and /admin/export/users (the dashboard's Export CSV forms): the whole
 * list as a streamed CSV download, recorded in the audit trail. A POST, as it records something.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (isCrossSite(request)) return new Response("Exports must be asked for from this site.", { status: 403 });
  const admin = await requireAdmin(request);
  if (!isExportList(params.list)) throw notFound();
  const form = await readForm(request);
  if (form.get("intent") !== "export") return new Response("Unknown form", { status: 400 });
  return exportCsv(admin, params.list);
}

/** A GET (a typed URL) downloads nothing: the dashboard has the buttons. */
export const loader = () => redirect("/admin/dashboard");
