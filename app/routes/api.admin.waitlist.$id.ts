import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editEntry, removeEntry } from "~/admin/entries.server";
import { ENTRY_DELETED, ENTRY_GONE } from "~/admin/messages";
import { getWaitlistEntry } from "~/admin/queries.server";
import { parseId, waitlistUpdateSchema } from "~/admin/schemas";
import { requireAdminApi } from "~/admin/session.server";
import { invalidFields, isCrossSite, jsonError, jsonResponse, methodNotAllowed, notFound, readJson, requireObject } from "~/http.server";

const ALLOW = "GET, PATCH, DELETE";

/** GET /api/admin/waitlist/{id}: one entry. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdminApi(request);
  const id = parseId(params.id);
  const entry = id === null ? null : await getWaitlistEntry(id);
  if (!entry) return notFound(ENTRY_GONE);
  return jsonResponse(entry);
}

/**
 * PATCH {fullName?, email?, productName?, productWebsite?} → 200 the entry (422 bad or unknown
 * fields, 409 an email another entry has); DELETE → 200 {message: "Entry deleted"}. Unknown id: 404.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") return methodNotAllowed(ALLOW);
  if (isCrossSite(request)) return jsonError(403, "Changes must come from this site");
  const admin = await requireAdminApi(request);
  const id = parseId(params.id);
  if (id === null) return notFound(ENTRY_GONE);

  if (request.method === "DELETE") {
    const entry = await removeEntry(admin, id);
    if (!entry) return notFound(ENTRY_GONE);
    return jsonResponse({ message: ENTRY_DELETED, id });
  }

  const parsed = waitlistUpdateSchema.safeParse(requireObject(await readJson(request)));
  if (!parsed.success) return invalidFields(parsed.error, parsed.error.issues[0]?.message);
  const outcome = await editEntry(admin, id, parsed.data);
  if (!outcome.ok) return jsonError(outcome.status, outcome.message, outcome.field ? { [outcome.field]: [outcome.message] } : undefined);
  return jsonResponse(outcome.entry);
}
