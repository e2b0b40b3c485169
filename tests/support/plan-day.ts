import { utcDay } from "~/plan-quality/calendar";

/**
 * The day the fixtures' plans start on in tests, `npm run plan-quality` and docs/examples: Monday
 * 4 January 2027, so a deadline given as a date ("15 regular pupils by Easter": 28 March 2027,
 * week 12) reads the same whatever day they run.
 */
export const FIXED_PLAN_DAY = utcDay(2027, 0, 4);
