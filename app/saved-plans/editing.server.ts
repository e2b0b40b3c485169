import { currentUserFromSession } from "~/auth/current-user.server";
import type { AppSession } from "~/session.server";
import type { EditingPlan } from "./editing";
import { getPlanName } from "./queries.server";

/**
 * The plan named as edit target, for the notice and the hidden field: only the signed-in user's
 * own plan; anything else (another user's id, a deleted plan, signed out) is no edit at all, so the
 * next post of the form drops it.
 */
export async function editingPlan(session: AppSession, planId: number | null): Promise<EditingPlan | null> {
  if (planId === null) return null;
  const user = await currentUserFromSession(session);
  const productName = user ? await getPlanName(user.id, planId) : null;
  return productName === null ? null : { id: planId, productName };
}
