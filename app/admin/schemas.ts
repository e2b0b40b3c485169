import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { normaliseUrl } from "~/wizard/schemas";

/**
 * The admin area's rules with the spec's messages (SPEC 5, "Admin login", "Waitlist"): the
 * sign-in, and the waitlist entry edit, which uses the waitlist's rules with every field optional
 * (a field left out is kept; one sent must be valid; an empty website clears it).
 */

export const ADMIN_LOGIN_MESSAGES = {
  email: "Valid email is required",
  password: "Password is required",
  accessCode: "Access code is required",
} as const;

const required = (message: string, max = 200) =>
  z.string({ required_error: message, invalid_type_error: message }).min(1, message).max(max, message);

export const adminLoginSchema = z.object({
  email: z
    .string({ required_error: ADMIN_LOGIN_MESSAGES.email, invalid_type_error: ADMIN_LOGIN_MESSAGES.email })
    .trim()
    .max(254, ADMIN_LOGIN_MESSAGES.email)
    .email(ADMIN_LOGIN_MESSAGES.email),
  password: required(ADMIN_LOGIN_MESSAGES.password),
  accessCode: required(ADMIN_LOGIN_MESSAGES.accessCode),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;
export const adminLoginValidator = withZod(adminLoginSchema);

export const WAITLIST_MESSAGES = {
  fullName: "Full name is required",
  fullNameTooLong: "Full name cannot exceed 100 characters",
  email: "Please enter a valid email address",
  productName: "Product name is required",
  productNameTooLong: "Product name cannot exceed 100 characters",
  productWebsite: "Please enter a valid URL",
} as const;

export const WAITLIST_LIMITS = { fullName: 100, email: 254, productName: 100, productWebsite: 500 } as const;

const text = (message: string, max: number, tooLong: string) =>
  z.string({ invalid_type_error: message }).trim().min(1, message).max(max, tooLong);

/** An edit: any subset of the fields. */
const waitlistFields = z.object({
    fullName: text(WAITLIST_MESSAGES.fullName, WAITLIST_LIMITS.fullName, WAITLIST_MESSAGES.fullNameTooLong).optional(),
    email: z
      .string({ invalid_type_error: WAITLIST_MESSAGES.email })
      .trim()
      .max(WAITLIST_LIMITS.email, WAITLIST_MESSAGES.email)
      .email(WAITLIST_MESSAGES.email)
      .transform((v) => v.toLowerCase())
      .optional(),
    productName: text(WAITLIST_MESSAGES.productName, WAITLIST_LIMITS.productName, WAITLIST_MESSAGES.productNameTooLong).optional(),
    /** "" or null clears the website. */
    productWebsite: z
      .union([z.null(), z.string({ invalid_type_error: WAITLIST_MESSAGES.productWebsite })])
      .transform((v, ctx) => {
        const value = (v ?? "").trim();
        if (value === "") return null;
        const url = value.length <= WAITLIST_LIMITS.productWebsite ? normaliseUrl(value) : null;
        if (url === null) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: WAITLIST_MESSAGES.productWebsite });
          return z.NEVER;
        }
        return url;
      })
      .optional(),
});
export type WaitlistUpdate = z.infer<typeof waitlistFields>;

/** PATCH /api/admin/waitlist/{id}: at least one field; an unknown one is refused, not ignored (a typo). */
export const waitlistUpdateSchema = waitlistFields
  .strict("Unknown field: only fullName, email, productName and productWebsite can be changed")
  .refine((v) => Object.keys(v).length > 0, { message: "Send at least one field to change" });

/** The edit form (page and dialog): the same rules; its other fields (intent, returnTo) are not the entry's. */
export const waitlistEditValidator = withZod(waitlistFields);

/** A waitlist entry or user id from a URL or form: a positive whole number, else null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The dashboard's query: which tab, what search (trimmed, at most 100 characters), which page. */
export type DashboardTab = "waitlist" | "users";
export function readDashboardQuery(url: URL): { tab: DashboardTab; q: string; page: number } {
  const tab = url.searchParams.get("tab") === "users" ? "users" : "waitlist";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = parseId(url.searchParams.get("page")) ?? 1;
  return { tab, q, page: Math.min(page, 100_000) };
}
