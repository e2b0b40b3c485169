import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth/current-user.server";
import { commitSession } from "~/session.server";
import { clearAnswers, saveAnswers } from "~/wizard/answers.server";
import { SKILLS } from "~/wizard/options";
import { setEditingPlan } from "./pending.server";
import { getPlanRow, parsePlanId } from "./queries.server";
import { rowToAnswers } from "./record";

/**
 * /create: the entry to the form. Plain, it starts a fresh plan; with ?from=<id>&mode=duplicate
 * it prefills the form from a saved plan named "… (Copy)" (saving creates a new plan); with
 * mode=edit it prefills it and remembers the plan, so the next Save Plan updates that plan.
 */
export async function createLoader(request: Request) {
  const url = new URL(request.url);
  const from = url.searchParams.get("from");
  const mode = url.searchParams.get("mode") === "edit" ? "edit" : "duplicate";
  const { session, user } = await requireUser(request);

  if (from === null) {
    clearAnswers(session);
    setEditingPlan(session, null);
  } else {
    const id = parsePlanId(from);
    const row = id === null ? null : await getPlanRow(user.id, id);
    if (!row) throw new Response("Plan not found", { status: 404, statusText: "Not Found" });
    const answers = rowToAnswers(row);
    const known = new Set<string>(SKILLS.map((s) => s.value));
    clearAnswers(session);
    saveAnswers(session, {
      ...answers,
      // Plans saved through the API may carry values the form does not offer: leave those out.
      skills: answers.skills.filter((s) => known.has(s)),
      productName: mode === "duplicate" ? `${answers.productName} (Copy)` : answers.productName,
    });
    setEditingPlan(session, mode === "edit" ? row.id : null);
  }
  return redirect("/product", { headers: { "Set-Cookie": await commitSession(request, session) } });
}
