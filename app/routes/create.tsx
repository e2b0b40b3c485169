import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/current-user.server";
import { prefillFormFromPlan, startFreshPlan } from "~/saved-plans/create.server";
import { getPlanRow, parsePlanId } from "~/saved-plans/queries.server";
import { commitSession } from "~/session.server";

/**
 * /create: the entry to the form. Plain, it starts a fresh plan; with ?from=<id> it prefills the
 * form from a saved plan, as a copy (mode=duplicate, the default) or for editing (mode=edit).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, user } = await requireUser(request);
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const mode = url.searchParams.get("mode") === "edit" ? "edit" : "duplicate";

  if (from === null) {
    startFreshPlan(session);
  } else {
    const id = parsePlanId(from);
    const row = id === null ? null : await getPlanRow(user.id, id);
    if (!row) throw new Response("Plan not found", { status: 404, statusText: "Not Found" });
    prefillFormFromPlan(session, row, mode);
  }
  return redirect("/product", { headers: { "Set-Cookie": await commitSession(request, session) } });
}

/** Never shown (the loader always redirects); a page route so a missing plan gets the 404 page. */
export default function Create() {
  return null;
}
