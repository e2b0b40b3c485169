import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { signInSchema, signUpSchema } from "./schemas";
import { createUser, EmailTakenError, verifyLogin, type AccountUser } from "./users.server";

/**
 * remix-auth with two form strategies: "form" signs in, "sign-up" creates the account.
 * remix-auth 4 only answers "who is this?"; the routes put the id in the session.
 */

export const INVALID_CREDENTIALS = "Invalid email or password";

/** A failure the visitor should read (wrong password, email taken); anything else is a bug. */
export class AuthFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AuthFailure";
  }
}

export const authenticator = new Authenticator<AccountUser>();

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = signInSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new AuthFailure(INVALID_CREDENTIALS, 401);
    const user = await verifyLogin(parsed.data.email, parsed.data.password);
    if (!user) throw new AuthFailure(INVALID_CREDENTIALS, 401);
    return user;
  }),
  "form",
);

authenticator.use(
  new FormStrategy(async ({ form }) => {
    const parsed = signUpSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success) throw new AuthFailure(parsed.error.issues[0]?.message ?? "Invalid sign-up details", 422);
    try {
      return await createUser(parsed.data.email, parsed.data.password);
    } catch (error) {
      if (error instanceof EmailTakenError) throw new AuthFailure(error.message, 409);
      throw error;
    }
  }),
  "sign-up",
);
