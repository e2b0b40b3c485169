import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * End-to-end tests against the production build, in the system's Chromium (no browser download
 * works here). Every spec runs twice: JavaScript on and JavaScript off; files named *.js.spec.ts
 * need scripts and run only with them, *.nojs.spec.ts only without.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const AI_PORT = Number(process.env.E2E_AI_PORT ?? PORT + 1);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;
const baseURL = E2E_BASE_URL;
export const fakeAiUrl = `http://127.0.0.1:${AI_PORT}`;
/** The app server's database and session secret: specs that set up state directly use them. */
export const E2E_DATABASE = join(tmpdir(), `liftoff-e2e-${PORT}.db`);
export const E2E_SESSION_SECRET = "e2e-secret-e2e-secret-e2e-secret";

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "js",
      testIgnore: /\.nojs\.spec\.ts$/,
      use: { javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: /\.js\.spec\.ts$/,
      use: { javaScriptEnabled: false },
    },
  ],
  webServer: [
    {
      command: `node --import tsx tests/support/fake-openai.ts --port ${AI_PORT}`,
      url: `${fakeAiUrl}/__health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node tests/support/e2e-server.mjs",
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        DATABASE_URL: E2E_DATABASE,
        SESSION_SECRET: E2E_SESSION_SECRET,
        OPENAI_API_KEY: "sk-test-e2e",
        OPENAI_BASE_URL: `${fakeAiUrl}/v1`,
        SCHEDULING_URL: "",
        SUPPORT_EMAIL: "support@liftoff.test",
      },
    },
  ],
});
