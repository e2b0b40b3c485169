import type { Validator } from "remix-validated-form";
import type { StepId } from "./steps";

type FormValidator = Validator<Record<string, unknown>>;

/**
 * The step validators and zod with them, fetched when the visitor starts on a form (StepForm calls
 * this on the first focus or key) or when it first validates, not with the page.
 */
export const loadStepValidators = () => import("./schemas").then((schemas) => schemas.stepValidators);
const load = loadStepValidators;

/**
 * A step's validator for its form in the browser: the same validator as the action's
 * (schemas.ts, `stepValidators`), loaded on first use. The form shows and takes typing before zod
 * has arrived (it is a fifth of the step's JavaScript): on a slow link that is seconds.
 */
export function lazyStepValidator(step: StepId): FormValidator {
  return {
    validate: async (data) => ((await load())[step] as FormValidator).validate(data),
    validateField: async (data, field) => {
      const validator = (await load())[step] as FormValidator;
      return validator.validateField ? validator.validateField(data, field) : {};
    },
  };
}
