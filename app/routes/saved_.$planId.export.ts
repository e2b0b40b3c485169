import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/current-user.server";
import { dayMadeOn } from "~/plan-quality/calendar";
import { markdownHeaders, planToMarkdown } from "~/plan-view/markdown.server";
import { getPlanRow, parsePlanId } from "~/saved-plans/queries.server";
import { rowToAnswers, rowToPlanJson } from "~/saved-plans/plan-columns.server";

/** GET /saved/:planId/export: one of the signed-in user's saved plans as a Markdown download. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const id = parsePlanId(params.planId);
  const row = id ? await getPlanRow(user.id, id) : null;
  const answers = row && rowToAnswers(row);
  // Another user's plan, or one whose answers cannot be read, answers exactly like a missing one.
  if (!row || !answers) throw new Response("Plan not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { generatedPlan, customerProfile } = rowToPlanJson(row);
  const markdown = planToMarkdown(generatedPlan, customerProfile, answers, dayMadeOn(row.created_at));
  return new Response(markdown, { status: 200, headers: markdownHeaders(answers.productName) });
}
