import { afterAll, beforeAll, beforeEach } from "vitest";
import { startFakeOpenAI, type FakeOpenAI } from "./fake-openai";

/**
 * A test file whose app talks to the fake AI through the real SDK. Call it before the file's own
 * `beforeAll` that imports the app: the fake is up and `env` set (with OPENAI_BASE_URL pointing at
 * the fake; `undefined` removes a variable) before the app reads its configuration. The fake
 * forgets its calls and behaviour before each test; after the file, generations still running
 * settle before it closes, so none is cut off mid-call.
 *
 * Returns the fake itself, usable from the file's hooks and tests on (it forwards to the server
 * started in `beforeAll`).
 */
export function useFakeAi(env: Record<string, string | undefined> = { OPENAI_API_KEY: "sk-server" }): FakeOpenAI {
  let started: FakeOpenAI | undefined;
  beforeAll(async () => {
    started = await startFakeOpenAI();
    for (const [name, value] of Object.entries({ ...env, OPENAI_BASE_URL: started.url })) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  beforeEach(() => started?.reset());
  afterAll(async () => {
    const { settleGenerations } = await import("~/generation/worker.server");
    await settleGenerations();
    await started?.close();
  });
  return new Proxy({} as FakeOpenAI, {
    get(_, property) {
      if (!started) throw new Error("the fake AI starts in beforeAll: use it from a hook or a test");
      const value: unknown = Reflect.get(started, property);
      return typeof value === "function" ? value.bind(started) : value;
    },
  });
}
