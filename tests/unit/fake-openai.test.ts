import { spawn } from "node:child_process";
import { once } from "node:events";
import OpenAI from "openai";
import { LengthFinishReasonError } from "openai/error";
import { zodResponseFormat } from "openai/helpers/zod";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { customerProfileSchema, marketingPlanSchema } from "../../app/generation/schemas";
import { defined } from "../support/defined";
import { connectFakeOpenAI, startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";

/** The fake is only useful if the real SDK sees what it would see from OpenAI: every test goes through it. */

let fake: FakeOpenAI;
let client: OpenAI;

beforeEach(async () => {
  fake = await startFakeOpenAI();
  client = new OpenAI({ baseURL: fake.url, apiKey: "sk-test", maxRetries: 0 });
});

afterEach(async () => {
  await fake.close();
});

type SchemaName = "marketing_plan" | "customer_profile";

/** The request shape the app sends: structured output named after the schema. */
function ask(schema: SchemaName, extra: Partial<OpenAI.ChatCompletionCreateParamsNonStreaming> = {}, c = client) {
  return c.chat.completions.create({
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: `Write the ${schema} for Acme.` }],
    response_format: { type: "json_schema", json_schema: { name: schema, schema: { type: "object" }, strict: true } },
    ...extra,
  });
}

/** The completion's first choice, which every reply the fake sends has. */
function firstChoice<C>(completion: { choices: C[] }): C {
  return defined(completion.choices[0], "the completion's first choice");
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the call to fail");
}

describe("default replies", () => {
  it("answers marketing_plan with a realistic plan the app's schema accepts", async () => {
    const completion = await ask("marketing_plan");
    const choice = firstChoice(completion);
    expect(choice.finish_reason).toBe("stop");
    const plan = marketingPlanSchema.parse(JSON.parse(choice.message.content ?? ""));
    expect(plan.tactics.length).toBeGreaterThanOrEqual(4);
    for (const tactic of plan.tactics) expect(tactic.template.length).toBeGreaterThan(40);
    expect(plan.timeline).toHaveLength(4);
    expect(plan.marketingEducation.emotionEngine.levers.map((l) => l.name)).toEqual(["Desire", "Identity", "Urgency", "Transform"]);
    expect(plan.marketingEducation.logicEngine.levers.map((l) => l.name)).toEqual(["Position", "Clarity", "Proof", "Journey"]);
    expect(plan.guerrillaTactics.length).toBeGreaterThanOrEqual(3);
  });

  it("answers customer_profile with a profile the app's schema accepts, also through the SDK's parse helper", async () => {
    const completion = await client.chat.completions.parse({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Describe the customer." }],
      response_format: zodResponseFormat(customerProfileSchema, "customer_profile"),
    });
    const parsed = firstChoice(completion).message.parsed;
    expect(customerProfileSchema.parse(parsed).demographics.length).toBeGreaterThan(0);
  });

  it("routes on the schema's shape when the schema has another name", async () => {
    const completion = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Plan." }],
      response_format: {
        type: "json_schema",
        json_schema: { name: "plan_v2", schema: { type: "object", properties: { tactics: { type: "array" } } } },
      },
    });
    expect(marketingPlanSchema.safeParse(JSON.parse(firstChoice(completion).message.content ?? "")).success).toBe(true);
    expect(fake.calls[0]?.schema).toBe("marketing_plan");
  });

  it("records every request with its path, key, body and schema name", async () => {
    await ask("customer_profile");
    await ask("marketing_plan");
    await client.models.list();
    expect(fake.calls.map((c) => [c.method, c.path, c.schema])).toEqual([
      ["POST", "/v1/chat/completions", "customer_profile"],
      ["POST", "/v1/chat/completions", "marketing_plan"],
      ["GET", "/v1/models", undefined],
    ]);
    expect(fake.calls[0]?.authorization).toBe("Bearer sk-test");
    expect(fake.calls[0]?.body).toMatchObject({ model: "gpt-4o-mini", messages: [{ role: "user" }] });
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    fake.reset();
    expect(fake.calls).toHaveLength(0);
  });
});

describe("streaming", () => {
  it("sends several chunks that join to the plan, then finish_reason stop", async () => {
    const stream = await client.chat.completions.create({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Plan." }],
      response_format: { type: "json_schema", json_schema: { name: "marketing_plan", schema: { type: "object" } } },
      stream: true,
    });
    const pieces: string[] = [];
    let finish: string | null = null;
    for await (const chunk of stream) {
      pieces.push(chunk.choices[0]?.delta.content ?? "");
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(pieces.filter(Boolean).length).toBeGreaterThan(5);
    expect(finish).toBe("stop");
    expect(marketingPlanSchema.safeParse(JSON.parse(pieces.join(""))).success).toBe(true);
    expect(fake.calls[0]?.stream).toBe(true);
  });
});

describe("models", () => {
  it("lists models, retrieves one, and 404s an unknown one", async () => {
    const page = await client.models.list();
    expect(page.data.map((m) => m.id)).toContain("gpt-4o-mini");
    expect((await client.models.retrieve("gpt-4o")).id).toBe("gpt-4o");
    const error = await caught(client.models.retrieve("no-such-model"));
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
  });
});

describe("keys", () => {
  it("rejects a key starting with sk-invalid with 401 and an OpenAI error body", async () => {
    const bad = new OpenAI({ baseURL: fake.url, apiKey: "sk-invalid-123456", maxRetries: 0 });
    const error = await caught(ask("marketing_plan", {}, bad));
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as InstanceType<typeof OpenAI.AuthenticationError>).status).toBe(401);
    expect((error as InstanceType<typeof OpenAI.AuthenticationError>).code).toBe("invalid_api_key");
    expect(await caught(bad.models.list())).toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it("rejects configured invalid keys, keys outside validKeys, and a missing header", async () => {
    fake.setBehavior({ invalidKeys: ["sk-revoked"] });
    const revoked = new OpenAI({ baseURL: fake.url, apiKey: "sk-revoked", maxRetries: 0 });
    expect(await caught(revoked.models.list())).toBeInstanceOf(OpenAI.AuthenticationError);

    fake.setBehavior({ validKeys: ["sk-only-this"] });
    expect(await caught(client.models.list())).toBeInstanceOf(OpenAI.AuthenticationError);
    const allowed = new OpenAI({ baseURL: fake.url, apiKey: "sk-only-this", maxRetries: 0 });
    expect((await allowed.models.list()).data.length).toBeGreaterThan(0);

    const response = await fetch(`${fake.url}/models`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { message: string; type: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toMatch(/didn't provide an API key/);
  });
});

describe("failures", () => {
  it.each([
    [500, OpenAI.InternalServerError],
    [503, OpenAI.InternalServerError],
    [429, OpenAI.RateLimitError],
    [401, OpenAI.AuthenticationError],
  ])("status %i is seen by the SDK as the matching error", async (status, ErrorClass) => {
    fake.setBehavior({ all: { status } });
    const error = await caught(ask("marketing_plan"));
    expect(error).toBeInstanceOf(ErrorClass);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(status);
  });

  it("sends Retry-After and retry-after-ms on a 429", async () => {
    fake.enqueue({ status: 429, retryAfter: 1, retryAfterMs: 20 });
    const error = (await caught(ask("marketing_plan"))) as InstanceType<typeof OpenAI.RateLimitError>;
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error.headers?.get("retry-after")).toBe("1");
    expect(error.headers?.get("retry-after-ms")).toBe("20");
    expect(error.error).toMatchObject({ type: "requests", code: "rate_limit_exceeded" });
  });

  it("answers queued responses in order, then the default", async () => {
    fake.enqueue({ status: 500 }, { status: 429, retryAfter: 1 }, {});
    expect(await caught(ask("marketing_plan"))).toBeInstanceOf(OpenAI.InternalServerError);
    expect(await caught(ask("marketing_plan"))).toBeInstanceOf(OpenAI.RateLimitError);
    expect(firstChoice(await ask("marketing_plan")).finish_reason).toBe("stop");
    expect(firstChoice(await ask("marketing_plan")).finish_reason).toBe("stop");
    expect(fake.behavior().queue).toEqual([]);
    expect(fake.calls.map((c) => c.outcome)).toEqual([500, 429, 200, 200]);
  });

  it("lets the SDK's own retries be counted exactly", async () => {
    fake.enqueue({ status: 503, retryAfterMs: 5 }, { status: 429, retryAfterMs: 5 });
    const retrying = new OpenAI({ baseURL: fake.url, apiKey: "sk-test", maxRetries: 2 });
    const completion = await ask("customer_profile", {}, retrying);
    expect(customerProfileSchema.safeParse(JSON.parse(firstChoice(completion).message.content ?? "")).success).toBe(true);
    expect(fake.chatCalls("customer_profile")).toHaveLength(3);
  });

  it("matches queue entries to their schema, so concurrent calls get the right one", async () => {
    fake.enqueue({ schema: "customer_profile", status: 500 });
    const [plan, profile] = await Promise.allSettled([ask("marketing_plan"), ask("customer_profile")]);
    expect(plan.status).toBe("fulfilled");
    expect(profile.status).toBe("rejected");
  });

  it("applies bySchema only to that schema and over `all`", async () => {
    fake.setBehavior({ all: { status: 500 }, bySchema: { customer_profile: { status: 200 } } });
    expect(firstChoice(await ask("customer_profile")).finish_reason).toBe("stop");
    expect(await caught(ask("marketing_plan"))).toBeInstanceOf(OpenAI.InternalServerError);
  });

  it("sends malformed content verbatim", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { content: '{"strategySummary": "cut' } } });
    const content = firstChoice(await ask("marketing_plan")).message.content ?? "";
    expect(content).toBe('{"strategySummary": "cut');
    expect(() => JSON.parse(content)).toThrow();
  });

  it("removes fields from the default content", async () => {
    fake.setBehavior({ all: { omitFields: ["tactics", "marketingEducation.logicEngine", "buyingProcess"] } });
    const plan = JSON.parse(firstChoice(await ask("marketing_plan")).message.content ?? "");
    const result = marketingPlanSchema.safeParse(plan);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual(["tactics", "marketingEducation.logicEngine"]);
    const profile = JSON.parse(firstChoice(await ask("customer_profile")).message.content ?? "");
    expect(Object.keys(profile)).not.toContain("buyingProcess");
    expect(Object.keys(profile)).toContain("overview");
  });

  it("cuts the reply off with finish_reason length", async () => {
    fake.enqueue({ finishReason: "length" }, { finishReason: "length" });
    const completion = await ask("marketing_plan");
    const choice = firstChoice(completion);
    expect(choice.finish_reason).toBe("length");
    expect(() => JSON.parse(choice.message.content ?? "")).toThrow();
    const viaParse = client.chat.completions.parse({
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Describe the customer." }],
      response_format: zodResponseFormat(customerProfileSchema, "customer_profile"),
    });
    expect(await caught(viaParse)).toBeInstanceOf(LengthFinishReasonError);
  });

  it("refuses with message.refusal and null content", async () => {
    fake.enqueue({ refusal: "I can't help with that." });
    const message = firstChoice(await ask("marketing_plan")).message;
    expect(message.content).toBeNull();
    expect(message.refusal).toBe("I can't help with that.");
  });

  it("drops the connection when told to", async () => {
    fake.enqueue({ disconnect: true });
    const error = await caught(ask("marketing_plan"));
    expect(error).toBeInstanceOf(OpenAI.APIConnectionError);
    expect(error).not.toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
  });

  it("applies latency before answering", async () => {
    fake.setBehavior({ all: { delayMs: 300 } });
    const start = performance.now();
    await ask("customer_profile");
    expect(performance.now() - start).toBeGreaterThanOrEqual(280);

    fake.setBehavior({ all: {} });
    const quick = performance.now();
    await ask("customer_profile");
    expect(performance.now() - quick).toBeLessThan(250);
  });

  it("hangs until the SDK times out", async () => {
    fake.enqueue({ hang: true });
    const start = performance.now();
    const error = await caught(ask("marketing_plan", {}, new OpenAI({ baseURL: fake.url, apiKey: "sk-test", maxRetries: 0, timeout: 200 })));
    expect(error).toBeInstanceOf(OpenAI.APIConnectionTimeoutError);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(fake.calls[0]?.outcome).toBe("hang");
  });

  it("close() ends hanging requests instead of waiting for them", async () => {
    fake.setBehavior({ all: { hang: true } });
    const pending = caught(ask("marketing_plan"));
    await expect.poll(() => fake.calls.length).toBe(1);
    const start = performance.now();
    await fake.close();
    expect(performance.now() - start).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(OpenAI.APIConnectionError);
  });
});

describe("control over HTTP", () => {
  it("scripts behaviour, reads calls and resets from another client", async () => {
    const control = connectFakeOpenAI(fake.url);
    await control.setBehavior({ bySchema: { marketing_plan: { status: 503 } } });
    await control.enqueue({ schema: "customer_profile", content: "not json" });
    expect(await caught(ask("marketing_plan"))).toBeInstanceOf(OpenAI.InternalServerError);
    expect(firstChoice(await ask("customer_profile")).message.content).toBe("not json");

    const calls = await control.calls();
    expect(calls.map((c) => [c.schema, c.outcome])).toEqual([["marketing_plan", 503], ["customer_profile", 200]]);

    await control.reset();
    expect(await control.calls()).toEqual([]);
    expect(firstChoice(await ask("marketing_plan")).finish_reason).toBe("stop");
  });

  it("rejects a misspelt behaviour with 400 so a test cannot silently script nothing", async () => {
    const response = await fetch(`${fake.origin}/__control`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ all: { delay: 100 } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/delay/);
  });

  it("runs standalone from the command line with env behaviour", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/support/fake-openai.ts", "--port", "0"], {
      env: { ...process.env, FAKE_OPENAI_DELAY_MS: "150" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const [line] = (await once(child.stdout, "data")) as [Buffer];
      const url = /listening on (\S+)/.exec(line.toString())?.[1];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      const standalone = new OpenAI({ baseURL: url, apiKey: "sk-test", maxRetries: 0 });
      const start = performance.now();
      const completion = await ask("marketing_plan", {}, standalone);
      expect(performance.now() - start).toBeGreaterThanOrEqual(140);
      expect(marketingPlanSchema.safeParse(JSON.parse(firstChoice(completion).message.content ?? "")).success).toBe(true);
      expect(await connectFakeOpenAI(url ?? "").calls()).toHaveLength(1);
    } finally {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  }, 20_000);
});
