import { randomBytes } from "node:crypto";
import { db } from "~/db.server";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./password.server";

/** The users table: the few named queries the app needs, returning only the columns it shows. */

export type AccountUser = { id: number; email: string; username: string };

const USERNAME_MIN = 3;
const USERNAME_MAX = 50;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getUserById(id: number): Promise<AccountUser | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "username"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}

export async function getUserByEmail(email: string): Promise<AccountUser | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "username"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  return row ?? null;
}

/** The username's base: the email's local part, lower case, [a-z0-9._-], 3..50 characters. */
export function usernameBase(email: string): string {
  const local = normalizeEmail(email).split("@")[0] ?? "";
  let base = local.replace(/[^a-z0-9._-]+/g, "-").replace(/^[-._]+|[-._]+$/g, "");
  if (base.length < USERNAME_MIN) base = `user-${base}`.replace(/-$/, "") || "user";
  if (base.length < USERNAME_MIN) base = "user";
  // Leave room for a "-NNNN" suffix within the 50-character limit.
  return base.slice(0, USERNAME_MAX - 6).replace(/[-._]+$/, "");
}

/** A free username: the base, else the base with the smallest free numeric suffix. */
export async function uniqueUsername(email: string): Promise<string> {
  const base = usernameBase(email);
  const taken = new Set(
    (
      await db
        .selectFrom("users")
        .select("username")
        .where((eb) => eb.or([eb("username", "=", base), eb("username", "like", `${base}-%`)]))
        .execute()
    ).map((r) => r.username),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists. Please sign in instead.");
    this.name = "EmailTakenError";
  }
}

function isUniqueViolation(error: unknown, column: string): boolean {
  return error instanceof Error && /UNIQUE constraint failed/.test(error.message) && error.message.includes(column);
}

export async function createUser(email: string, password: string): Promise<AccountUser> {
  const normalized = normalizeEmail(email);
  if (await getUserByEmail(normalized)) throw new EmailTakenError();
  const passwordHash = await hashPassword(password);
  // Two sign-ups may race for the same username: retry with the next free one.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const username = await uniqueUsername(normalized);
      const row = await db
        .insertInto("users")
        .values({
          email: normalized,
          username,
          auth_uid: randomBytes(16).toString("base64url"),
          password_hash: passwordHash,
          created_at: new Date().toISOString(),
        })
        .returning(["id", "email", "username"])
        .executeTakeFirstOrThrow();
      return row;
    } catch (error) {
      if (isUniqueViolation(error, "users.email")) throw new EmailTakenError();
      if (!isUniqueViolation(error, "users.username")) throw error;
    }
  }
  throw new Error("Could not find a free username");
}

/** The user for these credentials, or null. Takes the same time whether or not the email exists. */
export async function verifyLogin(email: string, password: string): Promise<AccountUser | null> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "username", "password_hash"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!row) return burnPasswordCheck(password).then(() => null);
  if (!(await verifyPassword(password, row.password_hash))) return null;
  return { id: row.id, email: row.email, username: row.username };
}
