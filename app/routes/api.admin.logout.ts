import type { ActionFunctionArgs } from "@remix-run/node";
import { recordAdminAction } from "~/admin/audit.server";
import { LOGGED_OUT } from "~/admin/messages";
import { endAdminSession, requireAdminApi } from "~/admin/session.server";
import { isCrossSite, jsonError, jsonResponse, methodNotAllowed } from "~/http.server";

/** POST /api/admin/logout → 200 {message: "Logged out successfully"}; the session row is deleted and the cookie cleared. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (isCrossSite(request)) return jsonError(403, "Logout must come from this site");
  const admin = await requireAdminApi(request);
  const cookie = await endAdminSession(request);
  await recordAdminAction({ adminEmail: admin.email, action: "sign-out" });
  return jsonResponse({ message: LOGGED_OUT }, 200, { "Set-Cookie": cookie });
}

export const loader = () => methodNotAllowed("POST");
