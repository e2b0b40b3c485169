import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as base } from "@playwright/test";
import { startFakeOpenAI, type FakeOpenAI } from "../support/fake-openai";

/**
 * The generation specs run against their own app server (the same production build, started the
 * same way as Playwright's) with their own fake AI server, one pair per worker: they script
 * delays and failures and count AI calls, which the shared fake server cannot allow while other
 * specs run beside them. `keyless` starts the app with no OPENAI_API_KEY (the key dialog, the
 * built-in planner).
 */

export type PrivateApp = { url: string; fake: FakeOpenAI };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startApp(withServerKey: boolean): Promise<{ app: PrivateApp; stop: () => Promise<void> }> {
  const fake = await startFakeOpenAI();
  const port = await freePort();
  const database = join(tmpdir(), `liftoff-gen-e2e-${port}.db`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database,
    SESSION_SECRET: "gen-e2e-secret-gen-e2e-secret-0001",
    OPENAI_BASE_URL: fake.url,
    OPENAI_API_KEY: withServerKey ? "sk-test-gen-e2e" : "",
    SCHEDULING_URL: "",
    NODE_ENV: "production",
  };
  for (const suffix of ["", "-wal", "-shm"]) rmSync(database + suffix, { force: true });
  const migrate = spawnSync(process.execPath, ["--import", "tsx", "scripts/migrate.ts"], { env, encoding: "utf8" });
  if (migrate.status !== 0) throw new Error(`migration failed: ${migrate.stderr}`);
  const buildDir = process.env.REMIX_BUILD_DIR || "build";
  const server: ChildProcess = spawn(
    process.execPath,
    ["node_modules/@remix-run/serve/dist/cli.js", join(buildDir, "server", "index.js")],
    { env, stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 150 || server.exitCode !== null) throw new Error("the generation e2e app server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    app: { url, fake },
    stop: async () => {
      // remix-serve waits for open keep-alive connections on SIGTERM: give it a moment, then insist.
      const exited = new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once("exit", () => resolve());
      });
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 2000);
      await exited;
      clearTimeout(timer);
      await fake.close();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(database + suffix, { force: true });
    },
  };
}

function appFixture(withServerKey: boolean) {
  return [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use: (app: PrivateApp) => Promise<void>) => {
      const { app, stop } = await startApp(withServerKey);
      await use(app);
      await stop();
    },
    { scope: "worker" as const, timeout: 30_000 },
  ] as const;
}

/** Tests whose pages are served by a private app that has a server key. */
export const keyedTest = base.extend<{ fake: FakeOpenAI }, { keyedApp: PrivateApp }>({
  keyedApp: appFixture(true) as never,
  baseURL: async ({ keyedApp }, use) => use(keyedApp.url),
  fake: async ({ keyedApp }, use) => {
    keyedApp.fake.reset();
    await use(keyedApp.fake);
  },
});

/** Tests whose pages are served by a private app with no AI key at all. */
export const keylessTest = base.extend<{ fake: FakeOpenAI }, { keylessApp: PrivateApp }>({
  keylessApp: appFixture(false) as never,
  baseURL: async ({ keylessApp }, use) => use(keylessApp.url),
  fake: async ({ keylessApp }, use) => {
    keylessApp.fake.reset();
    await use(keylessApp.fake);
  },
});


export function jsOn(): boolean {
  return base.info().project.use.javaScriptEnabled !== false;
}

/** Steps 1 to 3 as a visitor fills them, then the step-4 fields; the visitor is on /plan. */
export { throughWizard as throughStep3 } from "./wizard-helpers";
