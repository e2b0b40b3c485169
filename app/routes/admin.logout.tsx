import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { recordAdminAction } from "~/admin/audit.server";
import { LOGGED_OUT } from "~/admin/messages";
import { ADMIN_LOGIN_PATH, endAdminSession, requireAdmin } from "~/admin/session.server";
import { isCrossSite, readForm } from "~/http.server";
import { toastCookieHeader } from "~/toast.server";

/** Logout (the dashboard's POST form): the admin session row is deleted, then the sign-in page with "Logged out successfully". */
export async function action({ request }: ActionFunctionArgs) {
  // A resource route: another site's form must not sign the admin out.
  if (isCrossSite(request)) return new Response("Logout must come from this site.", { status: 403 });
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  if (form.get("intent") !== "logout") return new Response("Unknown form", { status: 400 });
  const headers = new Headers({ Location: ADMIN_LOGIN_PATH });
  headers.append("Set-Cookie", await endAdminSession(request));
  headers.append("Set-Cookie", await toastCookieHeader(request, { title: LOGGED_OUT }));
  await recordAdminAction({ adminEmail: admin.email, action: "sign-out" });
  return new Response(null, { status: 302, headers });
}

/** A GET (a typed URL) signs nobody out. */
export const loader = () => redirect("/admin/dashboard");
