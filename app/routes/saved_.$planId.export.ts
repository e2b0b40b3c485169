import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/current-user.server";
import { markdownHeaders, planToMarkdown } from "~/plan-view/markdown.server";
import { getPlanRow, parsePlanId } from "~/saved-plans/queries.server";
import { parseJson, rowToAnswers } from "~/saved-plans/record";

/** GET /saved/:planId/export: one of the signed-in user's saved plans as a Markdown download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const id = parsePlanId(params.planId);
  const row = id ? await getPlanRow(user.id, id) : null;
  // Another user's plan answers exactly like a missing one.
  if (!row) throw new Response("Plan not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const answers = rowToAnswers(row);
  const markdown = planToMarkdown(parseJson(row.generated_plan), parseJson(row.customer_profile), answers);
  return new Response(markdown, { status: 200, headers: markdownHeaders(answers.productName) });
}
