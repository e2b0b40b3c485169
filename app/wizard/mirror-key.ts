/**
 * Where the browser keeps its copy of the plan form (SPEC section 3), apart from the mirror
 * itself so the site header can clear it on sign-out without loading the form's code.
 */
export const PLAN_FORM_STORAGE_KEY = "marketingPlanForm";

/** Throws if storage refuses, so the reset button can say so. */
export function clearStoredAnswers(): void {
  window.localStorage.removeItem(PLAN_FORM_STORAGE_KEY);
}
