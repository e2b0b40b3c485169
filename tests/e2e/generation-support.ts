import { test } from "./fixtures";

/** Tests whose pages are served by the worker's app with no AI key at all (the key dialog, the built-in planner). */
export const keylessTest = test.extend({
  baseURL: async ({ keylessApp }, use) => use(keylessApp.url),
  fake: async ({ keylessApp }, use) => {
    keylessApp.fake.reset();
    await use(keylessApp.fake);
  },
});

/** Steps 1 to 3 as a visitor fills them, then the step-4 fields; the visitor is on /plan. */
export { throughWizard as throughStep3 } from "./wizard-helpers";
