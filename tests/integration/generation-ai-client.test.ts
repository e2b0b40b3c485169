/**
 * The AI client through the real openai SDK against the fake server: the retry policy (attempts
 * counted on the server, waits and time-outs on a fake clock), and the spec's messages for bad replies.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { letIoRun, useFakeClock, type FakeClock } from "../support/clock";
import { defined } from "../support/defined";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";
import { samplePlan, sampleProfile } from "../support/fixtures";
import { answers } from "../support/answers";

let fake: FakeOpenAI;
let ai: typeof import("../../app/generation/generate.server");
let client: typeof import("../../app/generation/ai-client.server");
let provider: { apiKey: string; baseURL: string; model: string };

beforeAll(async () => {
  fake = await startFakeOpenAI();
  provider = { apiKey: "sk-test", baseURL: fake.url, model: "gpt-4o-mini" };
  ai = await import("../../app/generation/generate.server");
  client = await import("../../app/generation/ai-client.server");
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const profileInput = {
  productName: "Rocketboard",
  productDescription: "A planning board",
  audienceType: "Developers",
  audienceGeography: "Global",
  audiencePersona: "Small teams",
};

async function planError(options?: Parameters<typeof ai.generatePlan>[2]) {
  const error = await ai.generatePlan(provider, answers, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ai.GenerationError);
  return error as InstanceType<typeof ai.GenerationError>;
}

describe("structured requests", () => {
  it("asks for the plan with the json_schema named marketing_plan and every answer in the prompt", async () => {
    const { plan, findings, repaired } = await ai.generatePlan(provider, answers);
    expect(plan.strategySummary).toBe(samplePlan.strategySummary);
    expect(plan.tactics).toHaveLength(samplePlan.tactics.length);
    // A plan written for this product passes the plan checker: no repair request follows.
    expect(findings).toEqual([]);
    expect(repaired).toBe(false);
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    const call = defined(fake.chatCalls("marketing_plan")[0], "the marketing_plan call");
    const body = call.body as {
      model: string;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
      messages: { content: string }[];
    };
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(
      expect.arrayContaining(["strategySummary", "tactics", "timeline", "marketingEducation", "guerrillaTactics"]),
    );
    const prompt = body.messages.map((m) => m.content).join("\n");
    for (const text of [
      answers.productName, answers.productWebsite!, "SaaS (Software as a Service)", "Beta / Testing", answers.productDescription,
      "B2B: Small and medium businesses", "Europe", answers.audiencePersona, "Seed ($500-$2,000)", "Quarter (3 months)",
      "Content writing", "Sales and outreach", "Get sign-ups and users", answers.successMetrics, answers.challenges,
      "marketingWisdom",
      // The constraints in plain numbers.
      "Monthly marketing budget: $500-$2,000 a month", "Time horizon: 13 weeks", "The timeline ends by week 13",
      "Kind of business, as read from the answers: B2B product for small businesses",
    ]) {
      expect(prompt).toContain(text);
    }
    expect(call.authorization).toBe("Bearer sk-test");
  });

  it("asks for marketing wisdom only when includeMarketingWisdom is on", async () => {
    await ai.generatePlan(provider, { ...answers, includeMarketingWisdom: false });
    const body = defined(fake.chatCalls("marketing_plan")[0], "the marketing_plan call").body as { messages: { content: string }[] };
    expect(body.messages.map((m) => m.content).join("\n")).toMatch(/set every tactic's "marketingWisdom" to an empty string/);
  });

  it("asks for the profile with the json_schema named customer_profile", async () => {
    expect(await ai.generateProfile(provider, profileInput)).toEqual(sampleProfile);
    expect(fake.chatCalls("customer_profile")).toHaveLength(1);
  });
});

describe("retries: at most 3 attempts, 1000 ms then 2000 ms, only for transient failures", () => {
  // The default waits and time-outs, on a fake clock: nothing here sleeps in real time.
  let clock: FakeClock;
  beforeEach(() => {
    clock = useFakeClock();
  });
  afterEach(() => clock.restore());

  /** Moves the clock through a wait the client has started: `ms` - 1 leaves it waiting, the last 1 ends it. */
  async function waitThrough(ms: number, nth = 1) {
    await clock.timerSet(ms, nth);
    await vi.advanceTimersByTimeAsync(ms - 1);
  }

  it("retries a 500 twice, waiting 1000 ms then 2000 ms, then fails with the status", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { status: 500 } } });
    const failing = planError();
    const calls = () => fake.chatCalls("marketing_plan");
    await waitThrough(1000);
    await letIoRun();
    expect(calls()).toHaveLength(1); // at 999 ms, attempt 2 has not started
    await vi.advanceTimersByTimeAsync(1);
    await waitThrough(2000);
    await letIoRun();
    expect(calls()).toHaveLength(2); // nor attempt 3 at 1999 ms more
    await vi.advanceTimersByTimeAsync(1);
    const error = await failing;
    expect(calls()).toHaveLength(3);
    const [first, second, third] = calls();
    expect(defined(second, "attempt 2").at - defined(first, "attempt 1").at).toBe(1000);
    expect(defined(third, "attempt 3").at - defined(second, "attempt 2").at).toBe(2000);
    expect(error.message).toBe(
      "Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: API returned status 500",
    );
  });

  it("succeeds on the second attempt after one 503", async () => {
    fake.enqueue({ status: 503 });
    const generating = ai.generatePlan(provider, answers);
    await waitThrough(1000);
    await vi.advanceTimersByTimeAsync(1);
    const { plan } = await generating;
    expect(plan.tactics.length).toBeGreaterThan(0);
    expect(fake.chatCalls("marketing_plan").map((c) => c.outcome)).toEqual([503, 200]);
  });

  it("retries a 429 after the Retry-After the provider asked for", async () => {
    fake.enqueue({ status: 429, retryAfter: 2 });
    const generating = ai.generateProfile(provider, profileInput);
    await waitThrough(2000);
    await letIoRun();
    expect(fake.chatCalls("customer_profile")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await generating;
    const calls = fake.chatCalls("customer_profile");
    expect(calls.map((c) => c.outcome)).toEqual([429, 200]);
    expect(defined(calls[1], "attempt 2").at - defined(calls[0], "attempt 1").at).toBe(2000);
  });

  it("gives up at once when a 429's Retry-After would pass the deadline", async () => {
    fake.enqueue({ status: 429, retryAfter: 30 });
    const started = Date.now();
    // Settles without the clock moving at all: no wait was started.
    const error = await planError({ deadlineMs: 5000 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    expect(error.detail).toBe("API returned status 429");
  });

  it("does not retry a 401 (a wrong key stays wrong)", async () => {
    const error = await ai.generatePlan({ ...provider, apiKey: "sk-invalid-key" }, answers).catch((e: unknown) => e);
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    expect((error as Error).message).toMatch(/Error: API returned status 401$/);
  });

  it("does not retry a 400", async () => {
    fake.enqueue({ status: 400 });
    const error = await planError();
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    expect(error.detail).toBe("API returned status 400");
  });

  it("retries a dropped connection", async () => {
    fake.enqueue({ disconnect: true });
    const generating = ai.generatePlan(provider, answers);
    await waitThrough(1000);
    await vi.advanceTimersByTimeAsync(1);
    await generating;
    expect(fake.chatCalls("marketing_plan").map((c) => c.outcome)).toEqual(["disconnect", 200]);
  });

  it("times an attempt out, retries it, and reports the time-out after the third", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { hang: true } } });
    const failing = planError({ attemptTimeoutMs: 300, deadlineMs: 10_000 });
    // Each attempt's time-out, then the wait before the next one.
    for (const [ms, nth] of [[300, 1], [1000, 1], [300, 2], [2000, 1], [300, 3]] as const) {
      await waitThrough(ms, nth);
      await vi.advanceTimersByTimeAsync(1);
    }
    const error = await failing;
    expect(fake.chatCalls("marketing_plan")).toHaveLength(3);
    expect(error.aiError.kind).toBe("timeout");
    expect(error.message).toMatch(/Error: The AI provider did not answer in time$/);
  });

  it("keeps the whole call inside one deadline", async () => {
    fake.setBehavior({ bySchema: { marketing_plan: { hang: true } } });
    const started = Date.now();
    const failing = planError({ attemptTimeoutMs: 5000, deadlineMs: 1500 });
    await waitThrough(1500); // the first attempt's time-out is what is left of the deadline
    await vi.advanceTimersByTimeAsync(1);
    await failing;
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(2500);
    // The first attempt used the whole deadline: no time was left for a second one.
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
  });
});

describe("bad replies are errors with the spec's messages (never retried)", () => {
  const cases: [string, Parameters<FakeOpenAI["enqueue"]>[0], string][] = [
    ["malformed JSON", { content: "{ not json" }, "API response was not valid JSON"],
    ["no sections", { content: { hello: "world" } }, "API response missing required sections"],
    ["no timeline", { omitFields: ["timeline"] }, "API response missing required sections"],
    ["empty tactics", { content: { ...samplePlan, tactics: [] } }, "API response missing tactics"],
    ["empty timeline", { content: { ...samplePlan, timeline: [] } }, "API response missing timeline phases"],
    ["a tactic without a template", { omitFields: ["tactics.0.template"] }, "API response missing required field: tactics[0].template"],
    ["no guerrilla tactics", { omitFields: ["guerrillaTactics"] }, "API response missing required field: guerrillaTactics"],
    ["a cut-off reply", { finishReason: "length" }, "API response was cut off before it was complete"],
    ["a refusal", { refusal: "I can't help with that." }, "The AI provider refused the request: I can't help with that."],
  ];
  for (const [name, reply, detail] of cases) {
    it(name, async () => {
      fake.enqueue({ schema: "marketing_plan", ...reply });
      const error = await planError();
      expect(error.detail).toBe(detail);
      expect(error.message).toBe(
        `Failed to generate marketing plan. Please check your AI provider API key or try again later. Error: ${detail}`,
      );
      expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
    });
  }

  it("names every missing profile field", async () => {
    fake.enqueue({ schema: "customer_profile", omitFields: ["needs", "buyingProcess"] });
    const error = await ai.generateProfile(provider, profileInput).catch((e: unknown) => e as Error);
    expect((error as Error).message).toBe(
      "Failed to generate customer profile. Please check your AI provider API key or try again later. " +
        "Error: Customer profile is missing required fields: needs, buyingProcess",
    );
  });
});

describe("key check", () => {
  it("accepts a working key with one GET /models", async () => {
    await client.checkApiKey(provider);
    expect(fake.calls.filter((c) => c.endpoint === "models")).toHaveLength(1);
  });

  it("rejects a wrong key with its status, without retrying", async () => {
    const error = await client.checkApiKey({ ...provider, apiKey: "sk-invalid-1" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(client.AiError);
    expect((error as InstanceType<typeof client.AiError>).status).toBe(401);
    expect(fake.calls).toHaveLength(1);
  });
});

describe("the plan checker and one repair request", () => {
  /** The sample plan written for Rocketboard, but over the seed budget and past the 13-week horizon. */
  function overBudgetAndLate() {
    const plan = JSON.parse(
      JSON.stringify(samplePlan)
        .replace(/\{\{product\}\}/g, answers.productName)
        .replace(/\{\{link\}\}/g, answers.productWebsite!)
        .replace(/\{\{(audience|customer type)\}\}/g, "small software teams"),
    ) as typeof samplePlan;
    const first = defined(plan.tactics[0], "the sample plan's first tactic");
    first.resourcesNeeded = ["Budget: about $6,000 a month on LinkedIn ads", ...first.resourcesNeeded];
    defined(plan.timeline.at(-1), "the sample plan's last phase").weeks = "Weeks 14-20";
    return plan;
  }

  it("sends the findings back once and keeps the repaired plan when it passes", async () => {
    fake.enqueue({ schema: "marketing_plan", content: overBudgetAndLate() });
    const { plan, findings, repaired } = await ai.generatePlan(provider, answers);
    const calls = fake.chatCalls("marketing_plan");
    expect(calls).toHaveLength(2);
    const repair = (defined(calls[1], "the repair call").body as { messages: { role: string; content: string }[] }).messages;
    expect(repair.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    const ask = defined(repair[3], "the repair request").content;
    expect(ask).toMatch(/Tactic 1 \("Founder-led cold outreach to 50 ideal customers"\): Costs about \$6,000 a month, more than your budget of \$500-\$2,000 a month/);
    expect(ask).toMatch(/Timeline phase \d \("[^"]+"\): Runs to week 20, after your time horizon of 13 weeks/);
    expect(repaired).toBe(true);
    expect(findings).toEqual([]);
    expect(plan.timeline.at(-1)!.weeks).not.toBe("Weeks 14-20");
  });

  it("makes no third call when the repair is still wrong, and returns what remains to be shown", async () => {
    fake.enqueue({ schema: "marketing_plan", content: overBudgetAndLate() }, { schema: "marketing_plan", content: overBudgetAndLate() });
    const { plan, findings, repaired } = await ai.generatePlan(provider, answers);
    expect(fake.chatCalls("marketing_plan")).toHaveLength(2);
    expect(repaired).toBe(true);
    expect(findings.map((f) => [f.rule, f.target.kind, f.note])).toEqual([
      ["budget", "tactic", "May exceed your budget"],
      ["horizon", "timeline", "After your time horizon"],
    ]);
    // The notes travel with the plan wherever it is shown: the Markdown export computes the same.
    const { planToMarkdown } = await import("~/plan-view/markdown.server");
    const markdown = planToMarkdown(plan, null, answers);
    expect(markdown).toContain("> **May exceed your budget:** Costs about $6,000 a month");
    expect(markdown).toContain("> **After your time horizon:** Runs to week 20");
  });

  it("keeps the first plan, with its findings, when the repair request fails", async () => {
    fake.enqueue({ schema: "marketing_plan", content: overBudgetAndLate() }, { schema: "marketing_plan", status: 400 });
    const { findings, repaired } = await ai.generatePlan(provider, answers);
    expect(repaired).toBe(false);
    expect(findings.map((f) => f.rule)).toEqual(["budget", "horizon"]);
  });

  it("skips the repair when the overall deadline leaves no time for it", async () => {
    fake.enqueue({ schema: "marketing_plan", content: overBudgetAndLate(), delayMs: 300 });
    const { findings, repaired } = await ai.generatePlan(provider, answers, { deadlineMs: 1_500 });
    expect(repaired).toBe(false);
    expect(findings).toHaveLength(2);
    expect(fake.chatCalls("marketing_plan")).toHaveLength(1);
  });
});
