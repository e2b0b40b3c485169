import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdminApi } from "~/admin/session.server";
import { jsonResponse, methodNotAllowed } from "~/http.server";

/** GET /api/admin/check-auth → 200 {authenticated: true, email} with an admin session, else 401. */
export async function loader({ request }: LoaderFunctionArgs) {
  const admin = await requireAdminApi(request);
  return jsonResponse({ authenticated: true, email: admin.email });
}

export const action = () => methodNotAllowed("GET");
