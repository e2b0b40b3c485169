/**
 * Editing a saved plan (issue 12, finding 7). The plan being edited travels with the plan form: a
 * hidden field of that name on every step and on the result page's Save Plan, never a session flag
 * a GET could set. Only POST /create (Edit) names it first; Save Plan re-checks that it is the
 * user's own plan.
 */
export const EDIT_FIELD = "editPlanId";

/** /create's intent that ends edit mode and keeps the answers (the plan will be saved as a new one). */
export const STOP_EDITING_INTENT = "stop-editing";

/** The plan being edited, as the "Editing …" notice shows it. */
export type EditingPlan = { id: number; productName: string };
