import { createHash, randomBytes } from "node:crypto";
import { db } from "~/db.server";
import type { SessionUser } from "./current-user.server";

/**
 * Bearer tokens for the plans API: 32 random bytes (base64url) handed out once; only their
 * SHA-256 is stored, so a leaked database holds no usable token. They expire after 30 days
 * and can be revoked.
 */

export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(userId: number, now = new Date()): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS).toISOString();
  await db
    .insertInto("api_tokens")
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt, created_at: now.toISOString(), name: null })
    .execute();
  return { token, expiresAt };
}

/** The user owning a live (unexpired, unrevoked) token, or null. */
export async function userForToken(token: string, now = new Date()): Promise<SessionUser | null> {
  if (!token) return null;
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.user_id")
    .select(["users.id", "users.email", "users.username"])
    .where("api_tokens.token_hash", "=", hashToken(token))
    .where("api_tokens.revoked_at", "is", null)
    .where("api_tokens.expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/** Revokes a token; true when it was live. */
export async function revokeToken(token: string, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable("api_tokens")
    .set({ revoked_at: now.toISOString() })
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The token of an `Authorization: Bearer …` header; undefined when there is no such header. */
export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get("authorization");
  if (header === null) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : "";
}
