import { config } from "~/config.server";
import { AiError, checkApiKey, upstreamStatus, type AiCallOptions } from "~/generation/ai-client.server";
import { limitKeyCheck } from "~/generation/limits.server";
import { saveVisitorApiKey } from "./stored-keys.server";

/** A visitor's own AI key: checked for shape, validated with one cheap call, stored for them only. */

export const API_KEY_REQUIRED = "API key is required";
export const MAX_KEY_LENGTH = 512;

/** What a key must look like before we spend a call on it. */
export function keyProblem(key: unknown): string | null {
  if (key === undefined || key === null || (typeof key === "string" && key.trim() === "")) return API_KEY_REQUIRED;
  if (typeof key !== "string") return "API key must be text";
  if (key.trim().length > MAX_KEY_LENGTH) return `API key cannot exceed ${MAX_KEY_LENGTH} characters`;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(key.trim())) return "API key cannot contain spaces or control characters";
  return null;
}

export type SaveKeyResult = { ok: true } | { ok: false; status: number; message: string; retryAfterSeconds?: number };

/**
 * Validates a visitor's key with one cheap call and stores it for this visitor only. The key is
 * never echoed or logged; only this function and the AI client see it. Each call to the provider
 * counts against hourly limits per visitor and per client address (`address`), so nobody can use the server to test keys by the thousand: 429 beyond them.
 */
export async function validateAndSaveKey(
  visitorId: string,
  rawKey: unknown,
  address: string,
  options: AiCallOptions = {},
): Promise<SaveKeyResult> {
  const problem = keyProblem(rawKey);
  if (problem) return { ok: false, status: 400, message: problem };
  const apiKey = (rawKey as string).trim();
  const limited = await limitKeyCheck({ visitorId, address });
  if (limited) return { ok: false, ...limited };
  try {
    await checkApiKey({ apiKey, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL }, options);
  } catch (error) {
    if (error instanceof AiError && error.kind === "status" && (error.status === 401 || error.status === 403)) {
      return { ok: false, status: 400, message: "The API key was rejected by the AI provider. Please check it and try again." };
    }
    const detail = error instanceof AiError ? error.message : "unexpected error";
    return {
      ok: false,
      status: error instanceof AiError ? upstreamStatus(error) : 502,
      message: `Could not validate the API key right now (${detail}). Please try again later.`,
    };
  }
  await saveVisitorApiKey(visitorId, apiKey);
  return { ok: true };
}
