import type { LoaderFunctionArgs } from "@remix-run/node";
import { pagingHeaders } from "~/admin/api.server";
import { searchWaitlist } from "~/admin/queries.server";
import { readDashboardQuery } from "~/admin/schemas";
import { requireAdminApi } from "~/admin/session.server";
import { jsonResponse, methodNotAllowed } from "~/http.server";

/** GET /api/admin/waitlist[?q=&page=] → one page of entries, newest first (paging in headers). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdminApi(request);
  const url = new URL(request.url);
  const { q, page } = readDashboardQuery(url);
  const list = await searchWaitlist({ q, page });
  return jsonResponse(list.rows, 200, pagingHeaders(url, list));
}

export const action = () => methodNotAllowed("GET");
