import type { z } from "zod";
import type { planFormSchema } from "./schemas";

/** The full answers of the four-step form (SPEC section 3, "Plan form data"), as the schemas output them. */
export type PlanFormData = z.output<typeof planFormSchema>;

/** What the session holds while the visitor is still typing: any subset, possibly invalid. */
export type DraftAnswers = Partial<Record<keyof PlanFormData, unknown>>;
