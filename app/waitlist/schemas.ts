import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { normaliseUrl } from "~/wizard/schemas";
import { LIMITS } from "~/wizard/steps";

/**
 * The waitlist's fields with the spec's messages (SPEC 5, "Waitlist"): one schema for the page's
 * form (in the browser and in its action) and POST /api/waitlist. The admin area's edit uses the
 * same rules with every field optional (`waitlistSchema.partial()`).
 */

export const WAITLIST_MESSAGES = {
  fullName: "Full name is required",
  fullNameTooLong: "Full name cannot exceed 100 characters",
  email: "Please enter a valid email address",
  productName: "Product name is required",
  productNameTooLong: `Product name cannot exceed ${LIMITS.productName} characters`,
  productWebsite: "Please enter a valid URL",
} as const;

export const WAITLIST_LIMITS = { fullName: 100, email: 254, productName: LIMITS.productName, productWebsite: LIMITS.productWebsite } as const;

/** The page form's id (remix-validated-form ties errors and refilled values to it). */
export const WAITLIST_FORM_ID = "waitlist";

/**
 * The honeypot: a field people never see (visually hidden, skipped by screen readers and the Tab
 * key) but form-filling bots do. Filled, the request is answered as a success and nothing is kept.
 */
export const HONEYPOT_FIELD = "homepage";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, tooLong);

export const waitlistSchema = z.object({
  fullName: requiredText(WAITLIST_MESSAGES.fullName, WAITLIST_LIMITS.fullName, WAITLIST_MESSAGES.fullNameTooLong),
  /** Stored trimmed and lower-cased: one entry per address (joining again updates it). */
  email: z
    .string({ required_error: WAITLIST_MESSAGES.email, invalid_type_error: WAITLIST_MESSAGES.email })
    .trim()
    .max(WAITLIST_LIMITS.email, WAITLIST_MESSAGES.email)
    .email(WAITLIST_MESSAGES.email)
    .transform((v) => v.toLowerCase()),
  productName: requiredText(WAITLIST_MESSAGES.productName, WAITLIST_LIMITS.productName, WAITLIST_MESSAGES.productNameTooLong),
  /** Optional: blank is no website; otherwise an http(s) address, a bare domain taken as https (as in step 1). */
  productWebsite: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string({ invalid_type_error: WAITLIST_MESSAGES.productWebsite })
      .trim()
      .max(WAITLIST_LIMITS.productWebsite, WAITLIST_MESSAGES.productWebsite)
      .transform((v, ctx) => {
        const url = normaliseUrl(v);
        if (url === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: WAITLIST_MESSAGES.productWebsite });
          return z.NEVER;
        }
        return url;
      })
      .optional(),
  ),
});

export type WaitlistInput = z.infer<typeof waitlistSchema>;

export const waitlistValidator = withZod(waitlistSchema);
