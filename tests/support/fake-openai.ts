/**
 * A fake OpenAI-compatible HTTP server, so no test ever reaches a real AI provider.
 *
 * In-process:  const fake = await startFakeOpenAI();  new OpenAI({ baseURL: fake.url, apiKey: "sk-test" })
 * Standalone:  node --import tsx tests/support/fake-openai.ts --port 4010   (Playwright webServer, benchmarks)
 *              scripted from another process with POST /__control, POST /__queue, GET /__calls, POST /__reset.
 *
 * It answers the two requests the app makes (structured output named "marketing_plan" or
 * "customer_profile") with valid sample JSON, and can be told to be slow, fail, hang, cut off,
 * refuse or send broken content: for every call, per schema name, or for the next N calls.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { sampleProfile, samplePlan } from "./fixtures";

// ---------------------------------------------------------------------------------------------
// Behaviour

const headerValue = z.union([z.string(), z.number()]);

/** What one answer looks like. Everything optional: `{}` is a normal, successful reply. */
export const fakeResponseSchema = z
  .object({
    /** Queue entries only: which endpoint the entry is for. Default "chat". */
    endpoint: z.enum(["chat", "models", "any"]).optional(),
    /** Queue entries only: match only chat calls whose json_schema.name is this. */
    schema: z.string().optional(),
    /** Wait this long before answering (applies to errors too). */
    delayMs: z.number().int().min(0).optional(),
    /** With it, each answer waits a random time between delayMs (default 0) and this, like a real model. */
    maxDelayMs: z.number().int().min(0).optional(),
    /** Stream only: wait this long between SSE chunks. */
    chunkDelayMs: z.number().int().min(0).optional(),
    /** Answer with this HTTP status. >= 400 sends an OpenAI-style error body; 200 forces success. */
    status: z.number().int().min(100).max(599).optional(),
    errorMessage: z.string().optional(),
    errorType: z.string().optional(),
    errorCode: z.string().nullable().optional(),
    /** Retry-After header, in seconds (or an HTTP date). */
    retryAfter: headerValue.optional(),
    /** retry-after-ms header (the openai SDK prefers it over Retry-After). */
    retryAfterMs: z.number().min(0).optional(),
    /** Extra response headers, e.g. { "x-should-retry": "false" }. */
    headers: z.record(z.string(), headerValue).optional(),
    /** Never answer; the socket stays open until the client gives up or the server closes. */
    hang: z.boolean().optional(),
    /** Destroy the connection without answering (the SDK sees a connection error). */
    disconnect: z.boolean().optional(),
    /** Assistant content: a string is sent verbatim (e.g. malformed JSON), an object as JSON. */
    content: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
    /** Delete these keys (dotted paths like "tactics.0.template" work) from the object content. */
    omitFields: z.array(z.string()).optional(),
    /** "length" also cuts the default content in half, like a real cut-off reply. */
    finishReason: z.enum(["stop", "length", "content_filter", "tool_calls"]).optional(),
    /** Reply with message.refusal set to this text and content null. */
    refusal: z.string().optional(),
  })
  .strict();

export type FakeResponse = z.infer<typeof fakeResponseSchema>;

export const fakeBehaviorSchema = z
  .object({
    /** Applies to every chat completion. */
    all: fakeResponseSchema.optional(),
    /** Applies to chat completions by json_schema.name ("marketing_plan", "customer_profile", or "" for none); wins over `all`. */
    bySchema: z.record(z.string(), fakeResponseSchema).optional(),
    /** One-shot answers, consumed in order by the first matching call; win over `all` and `bySchema`. */
    queue: z.array(fakeResponseSchema).optional(),
    /** Applies to GET /v1/models and /v1/models/:id (status, delay, hang, disconnect). */
    models: fakeResponseSchema.optional(),
    /** Model ids listed by /v1/models. */
    modelIds: z.array(z.string()).optional(),
    /** Keys answered with 401 (any key starting "sk-invalid" always is). */
    invalidKeys: z.array(z.string()).optional(),
    /** If set, only these keys are accepted. */
    validKeys: z.array(z.string()).optional(),
  })
  .strict();

export type FakeBehavior = z.infer<typeof fakeBehaviorSchema>;

export type FakeEndpoint = "chat" | "models" | "other";

export interface RecordedCall {
  method: string;
  /** Path without the query string, e.g. "/v1/chat/completions". */
  path: string;
  endpoint: FakeEndpoint;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
  /** The Authorization header, e.g. "Bearer sk-test". */
  authorization: string | undefined;
  /** Parsed JSON body (undefined for GET, the raw text if it was not JSON). */
  body: unknown;
  /** Chat only: response_format.json_schema.name, or "" when there is none. */
  schema: string | undefined;
  stream: boolean;
  /** Date.now() when the request arrived. */
  at: number;
  /** Status sent, once answered ("hang" while hanging, "disconnect" if dropped). */
  outcome?: number | "hang" | "disconnect";
}

export interface FakeOpenAIOptions {
  /** Default 0 (a free port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Initial behaviour; reset() returns to it. */
  behavior?: FakeBehavior;
}

export interface FakeOpenAI {
  /** Base URL ending in /v1, for `new OpenAI({ baseURL })` or OPENAI_BASE_URL. */
  url: string;
  /** Origin without /v1, for the control endpoints. */
  origin: string;
  port: number;
  /** Every request to /v1 (live array, cleared in place by reset()). */
  calls: RecordedCall[];
  /** Chat completion calls, optionally only those for one schema name. */
  chatCalls(schema?: string): RecordedCall[];
  /** Shallow-merges into the current behaviour (a given `queue` or `bySchema` replaces the old one). */
  setBehavior(patch: FakeBehavior): void;
  /** Appends one-shot answers to the queue. */
  enqueue(...responses: FakeResponse[]): void;
  /** The current behaviour (queue shows what is left). */
  behavior(): FakeBehavior;
  /** Forgets calls and queue and restores the initial behaviour. */
  reset(): void;
  /** Stops the server, destroying open (e.g. hanging) connections. */
  close(): Promise<void>;
}

const DEFAULT_MODEL_IDS = ["gpt-4o-mini", "gpt-4o", "gpt-4.1-mini"];
const CREATED = 1_700_000_000;

// ---------------------------------------------------------------------------------------------
// Replies

/**
 * The sample plan as a model would write it for the product in the request: the product's name,
 * landing page and audience filled in from the prompt, only what it cannot know left as {{slots}}.
 */
function writtenFor(body: ChatBody): Record<string, unknown> {
  const messages = Array.isArray(body.messages) ? (body.messages as { role?: unknown; content?: unknown }[]) : [];
  const prompt = messages
    .filter((m) => m.role === "user" && typeof m.content === "string")
    .map((m) => m.content as string)
    .join("\n");
  const fact = (label: string) => new RegExp(`^- ${label}: (.+)$`, "m").exec(prompt)?.[1]?.trim();
  const name = fact("Name");
  const page = fact("Landing page");
  const audience = fact("Primary audience")?.replace(/^B2[BC]: /, "").toLowerCase();
  const fill = (text: string) =>
    text
      .replace(/\{\{product\}\}/g, name ?? "{{product}}")
      .replace(/\{\{link\}\}/g, page && page !== "none yet" ? page : "{{link}}")
      .replace(/\{\{(audience|customer type)\}\}/g, audience ?? "{{$1}}");
  return JSON.parse(fill(JSON.stringify(samplePlan))) as Record<string, unknown>;
}

function defaultContent(schema: string | undefined, body: ChatBody): string | Record<string, unknown> {
  if (schema === "marketing_plan") return writtenFor(body);
  if (schema === "customer_profile") return structuredClone(sampleProfile);
  if (body.response_format?.type === "json_object") return { ok: true };
  return "OK";
}

/** Route on the schema name; an unknown name is mapped by the schema's shape (tactics / buyingProcess). */
function schemaNameOf(body: ChatBody): string {
  const js = body.response_format?.json_schema;
  if (!js) return "";
  const name = typeof js.name === "string" ? js.name : "";
  if (name === "marketing_plan" || name === "customer_profile") return name;
  const props = js.schema?.properties ?? {};
  if ("tactics" in props) return "marketing_plan";
  if ("buyingProcess" in props) return "customer_profile";
  return name;
}

function deletePath(target: unknown, path: string) {
  const keys = path.split(".");
  const last = keys.pop() ?? ""; // split gives at least one
  let node: unknown = target;
  for (const key of keys) {
    if (node === null || typeof node !== "object") return;
    node = (node as Record<string, unknown>)[key];
  }
  if (node !== null && typeof node === "object") {
    if (Array.isArray(node) && /^\d+$/.test(last)) node.splice(Number(last), 1);
    else delete (node as Record<string, unknown>)[last];
  }
}

function contentText(r: FakeResponse, schema: string | undefined, body: ChatBody): string {
  let content = r.content ?? defaultContent(schema, body);
  if (typeof content === "object") {
    content = structuredClone(content);
    for (const path of r.omitFields ?? []) deletePath(content, path);
    content = JSON.stringify(content);
  }
  // A real "length" reply stops mid-way: cut the default content so it is no longer valid JSON.
  if (r.finishReason === "length" && r.content === undefined) content = content.slice(0, Math.ceil(content.length / 2));
  return content;
}

/** delayMs, or a random time from delayMs up to maxDelayMs when that is set. */
function delayOf(r: FakeResponse): number {
  const min = r.delayMs ?? 0;
  if (r.maxDelayMs === undefined || r.maxDelayMs <= min) return min;
  return min + Math.floor(Math.random() * (r.maxDelayMs - min + 1));
}

function openAIError(status: number, r: FakeResponse, fallback?: { message: string; type: string; code: string | null }) {
  const byStatus: Record<number, { message: string; type: string; code: string | null }> = {
    400: { message: "Invalid request.", type: "invalid_request_error", code: null },
    401: { message: "Incorrect API key provided.", type: "invalid_request_error", code: "invalid_api_key" },
    403: { message: "You are not allowed to sample from this model.", type: "invalid_request_error", code: null },
    404: { message: "The requested resource does not exist.", type: "invalid_request_error", code: null },
    429: { message: "Rate limit reached for requests. Please try again later.", type: "requests", code: "rate_limit_exceeded" },
    500: { message: "The server had an error while processing your request. Sorry about that!", type: "server_error", code: null },
    503: { message: "The engine is currently overloaded, please try again later.", type: "server_error", code: "service_unavailable" },
  };
  const base = fallback ?? byStatus[status] ?? { message: `Fake error ${status}.`, type: status >= 500 ? "server_error" : "invalid_request_error", code: null };
  return {
    error: {
      message: r.errorMessage ?? base.message,
      type: r.errorType ?? base.type,
      param: null,
      code: r.errorCode === undefined ? base.code : r.errorCode,
    },
  };
}

interface ChatBody {
  model?: string;
  messages?: unknown;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type?: string; json_schema?: { name?: string; schema?: { properties?: Record<string, unknown> } } };
}

// ---------------------------------------------------------------------------------------------
// Server

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const initial = fakeBehaviorSchema.parse(options.behavior ?? {});
  let behavior: FakeBehavior = structuredClone(initial);
  const calls: RecordedCall[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let seq = 0;
  let closed = false;

  /** A delay that ends early (false) when the client leaves or the server closes. */
  function wait(ms: number, res: ServerResponse): Promise<boolean> {
    if (!ms || res.destroyed) return Promise.resolve(!res.destroyed);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        timers.delete(timer);
        res.off("close", onClose);
        resolve(ok);
      };
      const onClose = () => done(false);
      const timer = setTimeout(() => done(!res.destroyed), ms);
      timers.add(timer);
      res.on("close", onClose);
    });
  }

  function takeQueued(endpoint: "chat" | "models", schema: string | undefined): FakeResponse | undefined {
    const queue = behavior.queue ?? [];
    const index = queue.findIndex((entry) => {
      const target = entry.endpoint ?? "chat";
      if (target !== "any" && target !== endpoint) return false;
      return endpoint !== "chat" || entry.schema === undefined || entry.schema === schema;
    });
    if (index === -1) return undefined;
    const [entry] = queue.splice(index, 1);
    return entry;
  }

  function sendJson(res: ServerResponse, call: RecordedCall | undefined, status: number, payload: unknown, headers: Record<string, string | number> = {}) {
    if (call) call.outcome = status;
    if (res.destroyed) return;
    res.writeHead(status, { "content-type": "application/json", ...headers });
    res.end(JSON.stringify(payload));
  }

  /** Applies delay / hang / disconnect / error status. Returns true when the caller should answer normally. */
  async function applyFailures(r: FakeResponse, res: ServerResponse, call: RecordedCall): Promise<boolean> {
    if (!(await wait(delayOf(r), res))) return false;
    if (r.hang) {
      call.outcome = "hang";
      return false; // keep the socket open; close() or the client ends it
    }
    if (r.disconnect) {
      call.outcome = "disconnect";
      res.socket?.destroy();
      return false;
    }
    const extra = responseHeaders(r);
    if (r.status !== undefined && r.status >= 400) {
      sendJson(res, call, r.status, openAIError(r.status, r), extra);
      return false;
    }
    return true;
  }

  function responseHeaders(r: FakeResponse): Record<string, string | number> {
    const headers: Record<string, string | number> = { ...(r.headers ?? {}) };
    if (r.retryAfter !== undefined) headers["retry-after"] = r.retryAfter;
    if (r.retryAfterMs !== undefined) headers["retry-after-ms"] = r.retryAfterMs;
    return headers;
  }

  async function handleChat(res: ServerResponse, call: RecordedCall, body: ChatBody) {
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      sendJson(res, call, 400, openAIError(400, {}, { message: "Missing required parameter: 'messages'.", type: "invalid_request_error", code: "missing_required_parameter" }));
      return;
    }
    const schema = call.schema;
    const r: FakeResponse = {
      ...(behavior.all ?? {}),
      ...(behavior.bySchema?.[schema ?? ""] ?? {}),
      ...(takeQueued("chat", schema) ?? {}),
    };
    if (!(await applyFailures(r, res, call))) return;

    const id = `chatcmpl-fake-${++seq}`;
    const model = body.model ?? "gpt-4o-mini";
    const finishReason = r.finishReason ?? "stop";
    const content = r.refusal !== undefined ? null : contentText(r, schema, body);
    const promptTokens = Math.ceil(JSON.stringify(body.messages).length / 4);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: Math.ceil((content ?? r.refusal ?? "").length / 4),
      total_tokens: 0,
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    const headers = responseHeaders(r);

    if (!body.stream) {
      sendJson(res, call, 200, {
        id,
        object: "chat.completion",
        created: CREATED,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content, refusal: r.refusal ?? null },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage,
        system_fingerprint: "fp_fake",
      }, headers);
      return;
    }

    call.outcome = 200;
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive", ...headers });
    const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
      id,
      object: "chat.completion.chunk",
      created: CREATED,
      model,
      system_fingerprint: "fp_fake",
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
    const events: unknown[] = [chunk({ role: "assistant", content: r.refusal !== undefined ? null : "", refusal: null }, null)];
    const text = content ?? r.refusal ?? "";
    const field = content === null ? "refusal" : "content";
    const size = Math.max(1, Math.ceil(text.length / 12));
    for (let i = 0; i < text.length; i += size) events.push(chunk({ [field]: text.slice(i, i + size) }, null));
    events.push(chunk({}, finishReason));
    if (body.stream_options?.include_usage) {
      events.push({ id, object: "chat.completion.chunk", created: CREATED, model, choices: [], usage });
    }
    for (const [i, event] of events.entries()) {
      if (i > 0 && !(await wait(r.chunkDelayMs ?? 0, res))) return;
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify(event)}\n\n`);
    }
    res.end("data: [DONE]\n\n");
  }

  async function handleModels(res: ServerResponse, call: RecordedCall, id: string | undefined) {
    const r: FakeResponse = { ...(behavior.models ?? {}), ...(takeQueued("models", undefined) ?? {}) };
    if (!(await applyFailures(r, res, call))) return;
    const ids = behavior.modelIds ?? DEFAULT_MODEL_IDS;
    const model = (m: string) => ({ id: m, object: "model", created: CREATED, owned_by: "fake-openai" });
    const headers = responseHeaders(r);
    if (id === undefined) {
      sendJson(res, call, 200, { object: "list", data: ids.map(model) }, headers);
    } else if (ids.includes(id)) {
      sendJson(res, call, 200, model(id), headers);
    } else {
      sendJson(res, call, 404, openAIError(404, {}, {
        message: `The model '${id}' does not exist or you do not have access to it.`,
        type: "invalid_request_error",
        code: "model_not_found",
      }));
    }
  }

  /** The bearer key is wrong: the reason as OpenAI words it, or null when it is fine. */
  function authProblem(authorization: string | undefined): { message: string; code: string | null } | null {
    const key = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "")?.[1];
    if (!key) {
      return {
        message: "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
        code: null,
      };
    }
    const invalid =
      key.startsWith("sk-invalid") ||
      (behavior.invalidKeys ?? []).includes(key) ||
      (behavior.validKeys !== undefined && !behavior.validKeys.includes(key));
    if (!invalid) return null;
    const shown = key.length > 8 ? `${key.slice(0, 3)}*****${key.slice(-4)}` : "*****";
    return {
      message: `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      code: "invalid_api_key",
    };
  }

  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, raw: string) {
    const parse = () => (raw.trim() ? JSON.parse(raw) : {});
    try {
      if (req.method === "GET" && path === "/__health") return sendJson(res, undefined, 200, { ok: true });
      if (req.method === "GET" && path === "/__calls") return sendJson(res, undefined, 200, { calls });
      if (req.method === "GET" && path === "/__control") return sendJson(res, undefined, 200, behavior);
      if (req.method === "POST" && path === "/__control") {
        api.setBehavior(parse());
        return sendJson(res, undefined, 200, behavior);
      }
      if (req.method === "POST" && path === "/__queue") {
        const input = parse();
        api.enqueue(...(Array.isArray(input) ? input : [input]));
        return sendJson(res, undefined, 200, behavior);
      }
      if (req.method === "POST" && path === "/__reset") {
        api.reset();
        return sendJson(res, undefined, 200, behavior);
      }
      sendJson(res, undefined, 404, { error: `No control endpoint ${req.method} ${path}` });
    } catch (error) {
      // A typo in a scripted behaviour should fail the test loudly, not be ignored.
      const message = error instanceof z.ZodError ? error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ") : String(error);
      sendJson(res, undefined, 400, { error: message });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://fake").pathname.replace(/\/+$/, "") || "/";
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");

    if (path.startsWith("/__")) return handleControl(req, res, path, raw);

    let body: unknown = undefined;
    let badJson = false;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        badJson = true;
      }
    }
    const method = req.method ?? "GET";
    const modelMatch = /^\/v1\/models(?:\/(.+))?$/.exec(path);
    const endpoint: FakeEndpoint =
      method === "POST" && path === "/v1/chat/completions" ? "chat" : method === "GET" && modelMatch ? "models" : "other";
    const chatBody = (endpoint === "chat" && body && typeof body === "object" ? body : {}) as ChatBody;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const call: RecordedCall = {
      method,
      path,
      endpoint,
      headers,
      authorization: headers.authorization,
      body,
      schema: endpoint === "chat" ? schemaNameOf(chatBody) : undefined,
      stream: endpoint === "chat" && chatBody.stream === true,
      at: Date.now(),
    };
    calls.push(call);

    const auth = authProblem(call.authorization);
    if (auth) {
      return sendJson(res, call, 401, openAIError(401, {}, { message: auth.message, type: "invalid_request_error", code: auth.code }));
    }
    if (endpoint === "other") {
      return sendJson(res, call, 404, openAIError(404, {}, { message: `Invalid URL (${method} ${path})`, type: "invalid_request_error", code: null }));
    }
    if (badJson) {
      return sendJson(res, call, 400, openAIError(400, {}, { message: "We could not parse the JSON body of your request.", type: "invalid_request_error", code: null }));
    }
    if (endpoint === "chat") return handleChat(res, call, chatBody);
    return handleModels(res, call, modelMatch?.[1] ? decodeURIComponent(modelMatch[1]) : undefined);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { message: `fake-openai crashed: ${String(error)}`, type: "server_error", param: null, code: null } }));
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("fake-openai: no TCP address");
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const origin = `http://${host}:${address.port}`;

  const api: FakeOpenAI = {
    url: `${origin}/v1`,
    origin,
    port: address.port,
    calls,
    chatCalls: (schema) => calls.filter((c) => c.endpoint === "chat" && (schema === undefined || c.schema === schema)),
    setBehavior(patch) {
      behavior = { ...behavior, ...structuredClone(fakeBehaviorSchema.parse(patch)) };
    },
    enqueue(...responses) {
      const parsed = z.array(fakeResponseSchema).parse(responses);
      behavior = { ...behavior, queue: [...(behavior.queue ?? []), ...parsed] };
    },
    behavior: () => structuredClone(behavior),
    reset() {
      calls.length = 0;
      behavior = structuredClone(initial);
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Hanging and keep-alive sockets would keep close() waiting forever.
      for (const socket of sockets) socket.destroy();
      await stopped;
    },
  };
  return api;
}

// ---------------------------------------------------------------------------------------------
// Control from another process (e.g. a Playwright test scripting the standalone server)

export interface FakeOpenAIControl {
  setBehavior(patch: FakeBehavior): Promise<void>;
  enqueue(...responses: FakeResponse[]): Promise<void>;
  reset(): Promise<void>;
  calls(): Promise<RecordedCall[]>;
}

/** `origin` may be the server's origin or its /v1 URL. */
export function connectFakeOpenAI(origin: string): FakeOpenAIControl {
  const base = origin.replace(/\/+$/, "").replace(/\/v1$/, "");
  async function call(method: string, path: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? undefined : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json();
    if (!response.ok) throw new Error(`fake-openai ${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }
  return {
    setBehavior: async (patch) => void (await call("POST", "/__control", patch)),
    enqueue: async (...responses) => void (await call("POST", "/__queue", responses)),
    reset: async () => void (await call("POST", "/__reset")),
    calls: async () => ((await call("GET", "/__calls")) as { calls: RecordedCall[] }).calls,
  };
}

// ---------------------------------------------------------------------------------------------
// CLI: node --import tsx tests/support/fake-openai.ts [--port 4010] [--host 127.0.0.1]

/**
 * Env: FAKE_OPENAI_BEHAVIOR (JSON FakeBehavior), FAKE_OPENAI_DELAY_MS (delay for every chat call),
 * FAKE_OPENAI_MAX_DELAY_MS (with it, each chat call waits a random time between the two).
 */
export function behaviorFromEnv(env: NodeJS.ProcessEnv = process.env): FakeBehavior {
  const behavior = fakeBehaviorSchema.parse(env.FAKE_OPENAI_BEHAVIOR ? JSON.parse(env.FAKE_OPENAI_BEHAVIOR) : {});
  if (env.FAKE_OPENAI_DELAY_MS) {
    behavior.all = { ...behavior.all, delayMs: z.coerce.number().int().min(0).parse(env.FAKE_OPENAI_DELAY_MS) };
  }
  if (env.FAKE_OPENAI_MAX_DELAY_MS) {
    behavior.all = { ...behavior.all, maxDelayMs: z.coerce.number().int().min(0).parse(env.FAKE_OPENAI_MAX_DELAY_MS) };
  }
  return behavior;
}

function argValue(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index !== -1) return args[index + 1];
  return args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

async function main() {
  const args = process.argv.slice(2);
  const port = Number(argValue(args, "--port") ?? process.env.FAKE_OPENAI_PORT ?? 4010);
  const host = argValue(args, "--host") ?? process.env.FAKE_OPENAI_HOST ?? "127.0.0.1";
  const fake = await startFakeOpenAI({ port, host, behavior: behaviorFromEnv() });
  console.log(`fake-openai listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
