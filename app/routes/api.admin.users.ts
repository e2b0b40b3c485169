import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagingHeaders } from "~/admin/api.server";
import { searchUsers } from "~/admin/queries.server";
import { readDashboardQuery } from "~/admin/schemas";
import { requireAdminApi } from "~/admin/session.server";
import { jsonResponse, methodNotAllowed } from "~/http.server";

/** GET /api/admin/users[?q=&page=] → one page of users with planCount, newest first (no password material, no plans). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminApi(request);
  const url = new URL(request.url);
  const { q, page } = readDashboardQuery(url);
  const list = await searchUsers({ q, page });
  return jsonResponse(list.rows, 200, pagingHeaders(url, list));
}

export const action = () => methodNotAllowed("GET");
