import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { zodResponseFormat } from "openai/helpers/zod";
import type { ZodTypeAny } from "zod";

/**
 * One structured-output call to an OpenAI-compatible provider, with our own retry policy:
 * at most 3 attempts (1000 ms, then 2000 ms between them), only after network errors, time-outs,
 * 429 (Retry-After honoured when it fits) and 5xx, all inside one overall deadline. The SDK's own
 * retries are off (maxRetries 0) and its time-out is the per-attempt one, so nothing multiplies.
 */

export type AiProvider = { apiKey: string; baseURL?: string; model: string };

export type AiCallOptions = {
  /** Whole call, every attempt and wait included. */
  deadlineMs?: number;
  /** One attempt. */
  attemptTimeoutMs?: number;
  /** Waits before attempt 2, 3, ...: its length bounds the attempts. */
  retryDelaysMs?: readonly number[];
  signal?: AbortSignal;
};

export const DEFAULT_AI_CALL_OPTIONS = {
  deadlineMs: 45_000,
  attemptTimeoutMs: 30_000,
  retryDelaysMs: [1000, 2000],
} as const satisfies AiCallOptions;

export type AiErrorKind = "status" | "network" | "timeout" | "invalid" | "cut-off" | "refusal";

/** `message` is the spec's "detail": it goes after "Error: " in what the visitor reads. */
export class AiError extends Error {
  constructor(
    message: string,
    readonly kind: AiErrorKind,
    readonly status?: number,
    readonly attempts = 1,
  ) {
    super(message);
    this.name = "AiError";
  }
}

/** Upstream failures: 504 for time-outs, 503 when unreachable, 502 for anything it answered wrongly. */
export function upstreamStatus(error: AiError): 502 | 503 | 504 {
  if (error.kind === "timeout") return 504;
  if (error.kind === "network") return 503;
  return 502;
}

export function createAiClient(provider: AiProvider, attemptTimeoutMs: number): OpenAI {
  return new OpenAI({
    apiKey: provider.apiKey,
    baseURL: provider.baseURL,
    maxRetries: 0,
    timeout: attemptTimeoutMs,
  });
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });

/** Milliseconds the provider asked us to wait, if it said. */
function retryAfterMs(error: APIError): number | null {
  const headers = error.headers;
  if (!headers) return null;
  const ms = headers.get("retry-after-ms");
  if (ms && Number.isFinite(parseFloat(ms))) return Math.max(0, parseFloat(ms));
  const after = headers.get("retry-after");
  if (!after) return null;
  const seconds = parseFloat(after);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(after);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

/** Maps an SDK error to ours; `retry` says whether another attempt may help. */
function classify(error: unknown): { error: AiError; retry: boolean; waitMs: number | null } {
  if (error instanceof AiError) return { error, retry: false, waitMs: null };
  if (error instanceof APIConnectionTimeoutError) {
    return { error: new AiError("The AI provider did not answer in time", "timeout"), retry: true, waitMs: null };
  }
  if (error instanceof APIUserAbortError) {
    return { error: new AiError("The request to the AI provider was cancelled", "network"), retry: false, waitMs: null };
  }
  if (error instanceof APIConnectionError) {
    return { error: new AiError("Could not reach the AI provider", "network"), retry: true, waitMs: null };
  }
  if (error instanceof APIError && typeof error.status === "number") {
    const status = error.status;
    const retry = status === 429 || status >= 500;
    return {
      error: new AiError(`API returned status ${status}`, "status", status),
      retry,
      waitMs: status === 429 ? retryAfterMs(error) : null,
    };
  }
  return { error: new AiError("Unexpected error talking to the AI provider", "network"), retry: false, waitMs: null };
}

export type StructuredRequest = {
  /** The json_schema name: "marketing_plan" or "customer_profile". */
  name: string;
  schema: ZodTypeAny;
  messages: ChatCompletionMessageParam[];
  temperature?: number;
};

/**
 * Runs `attempt(timeoutMs)` under the retry policy. Each attempt gets the smaller of its own
 * time-out and what is left of the deadline.
 */
export async function withRetries<T>(
  run: (timeoutMs: number, attempt: number) => Promise<T>,
  options: AiCallOptions = {},
): Promise<T> {
  const { deadlineMs, attemptTimeoutMs, retryDelaysMs } = { ...DEFAULT_AI_CALL_OPTIONS, ...options };
  const deadline = Date.now() + deadlineMs;
  for (let attempt = 1; ; attempt++) {
    const timeout = Math.max(1, Math.min(attemptTimeoutMs, deadline - Date.now()));
    try {
      return await run(timeout, attempt);
    } catch (raw) {
      const { error, retry, waitMs } = classify(raw);
      const failed = new AiError(error.message, error.kind, error.status, attempt);
      // Past the last delay there is no attempt left.
      const delay = retryDelaysMs[attempt - 1];
      if (!retry || delay === undefined) throw failed;
      const wait = Math.max(delay, waitMs ?? 0);
      // Another attempt only if it can start before the deadline with some time left to answer.
      if (Date.now() + wait >= deadline - 100) throw failed;
      await sleep(wait, options.signal).catch(() => {
        throw failed;
      });
    }
  }
}

/**
 * Sends the request and returns the reply's JSON (parsed, not yet checked against the schema:
 * the caller's checks word the spec's messages). Throws AiError.
 */
export async function requestStructuredJson(
  provider: AiProvider,
  request: StructuredRequest,
  options: AiCallOptions = {},
): Promise<unknown> {
  const responseFormat = zodResponseFormat(request.schema, request.name);
  return withRetries(async (timeout, attempt) => {
    const completion = await createAiClient(provider, timeout).chat.completions.create(
      {
        model: provider.model,
        messages: request.messages,
        response_format: { type: "json_schema", json_schema: responseFormat.json_schema },
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
      },
      { timeout, signal: options.signal },
    );
    return readReply(completion, attempt);
  }, options);
}

function readReply(completion: OpenAI.Chat.Completions.ChatCompletion, attempt: number): unknown {
  const choice = completion.choices?.[0];
  if (!choice) throw new AiError("API response missing required sections", "invalid", undefined, attempt);
  const message = choice.message;
  if (message?.refusal) throw new AiError(`The AI provider refused the request: ${message.refusal}`, "refusal", undefined, attempt);
  if (choice.finish_reason === "length") {
    throw new AiError("API response was cut off before it was complete", "cut-off", undefined, attempt);
  }
  if (choice.finish_reason === "content_filter") {
    throw new AiError("The AI provider refused the request: content filtered", "refusal", undefined, attempt);
  }
  const content = message?.content;
  if (typeof content !== "string" || content.trim() === "") {
    throw new AiError("API response missing required sections", "invalid", undefined, attempt);
  }
  try {
    return JSON.parse(content);
  } catch {
    throw new AiError("API response was not valid JSON", "invalid", undefined, attempt);
  }
}

/** One cheap call proving a key works (GET /models): same policy, a shorter deadline. */
export async function checkApiKey(provider: AiProvider, options: AiCallOptions = {}): Promise<void> {
  await withRetries(
    (timeout) => createAiClient(provider, timeout).models.list({ timeout, signal: options.signal }),
    { deadlineMs: 15_000, attemptTimeoutMs: 8_000, ...options },
  );
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Overrides of the AI call policy for the API routes (tests shorten deadlines with it); the server passes none. */
    aiCallOptions?: AiCallOptions;
  }
}
