import type { AiProvider } from "~/generation/ai-client.server";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { config } from "~/config.server";
import { db } from "~/db.server";

/**
 * A visitor's own AI key: AES-256-GCM at rest, the key derived from SESSION_SECRET with HKDF, the
 * visitor id bound in as additional data (a row copied to another visitor does not decrypt).
 * Plain keys never leave this module except to build the AI client.
 */

const VERSION = "v1";

function encryptionKey(): Buffer {
  return Buffer.from(hkdfSync("sha256", config.SESSION_SECRET, "liftoff/api-keys", "api-key-encryption v1", 32));
}

export function encryptApiKey(plain: string, visitorId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(), iv);
  cipher.setAAD(Buffer.from(visitorId, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

export function decryptApiKey(stored: string, visitorId: string): string | null {
  const [version, payload] = stored.split(":");
  if (version !== VERSION || !payload) return null;
  try {
    const raw = Buffer.from(payload, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", encryptionKey(), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(visitorId, "utf8"));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null; // secret rotated or row tampered with: as if no key were stored
  }
}

export async function saveVisitorApiKey(visitorId: string, plain: string): Promise<void> {
  const ciphertext = encryptApiKey(plain, visitorId);
  const created_at = new Date().toISOString();
  await db
    .insertInto("api_keys")
    .values({ visitor_id: visitorId, ciphertext, created_at })
    .onConflict((oc) => oc.column("visitor_id").doUpdateSet({ ciphertext, created_at }))
    .execute();
}

export async function visitorApiKey(visitorId: string | undefined): Promise<string | null> {
  if (!visitorId) return null;
  const row = await db.selectFrom("api_keys").select("ciphertext").where("visitor_id", "=", visitorId).executeTakeFirst();
  return row ? decryptApiKey(row.ciphertext, visitorId) : null;
}

export async function deleteVisitorApiKey(visitorId: string): Promise<void> {
  await db.deleteFrom("api_keys").where("visitor_id", "=", visitorId).execute();
}

export type KeySource = "server" | "visitor";

export type ResolvedKey = { apiKey: string; source: KeySource };

/** The key for this visitor's generations: their own when they saved one, else the server's. */
export async function resolveApiKey(visitorId: string | undefined): Promise<ResolvedKey | null> {
  const own = await visitorApiKey(visitorId);
  if (own) return { apiKey: own, source: "visitor" };
  if (config.OPENAI_API_KEY) return { apiKey: config.OPENAI_API_KEY, source: "server" };
  return null;
}

/** The AI provider a resolved key calls. */
export function providerFor(key: ResolvedKey): AiProvider {
  return { apiKey: key.apiKey, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL };
}

/** The AI provider this visitor's generations call, or null when there is no key at all (the built-in planner answers). */
export async function resolveProvider(visitorId: string | undefined): Promise<AiProvider | null> {
  const key = await resolveApiKey(visitorId);
  return key ? providerFor(key) : null;
}
