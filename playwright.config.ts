import { defineConfig } from "@playwright/test";
import { findBrowser } from "./scripts/find-browser.mjs";
import { postgresBin } from "./tests/support/pg-cluster.mjs";

/**
 * End-to-end tests against the production build, in the Chromium scripts/find-browser.mjs finds.
 * Every spec runs twice: JavaScript on and JavaScript off; files named *.js.spec.ts need scripts
 * and run only with them, *.nojs.spec.ts only without.
 *
 * There is no shared web server: each worker starts its own app (the production build, on its own
 * port and its own SQLite file) and its own fake AI server, and sets `baseURL` to it
 * (tests/e2e/fixtures.ts). Run `npm run build` first.
 */

// CHROMIUM_PATH, else a system Chromium or Chrome, else Playwright's own (`npm run test:e2e` installs
// it first when none is found).
const browser = findBrowser();
if ("error" in browser) throw new Error(browser.error);

const chromium = {
  executablePath: browser.executablePath,
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

// The PostgreSQL specs (*.pg.*) start a throw-away cluster: without PostgreSQL's programs they are
// left out of the run, and the run says so, rather than reported as skipped.
const withoutPostgres = postgresBin() ? [] : [/\.pg\.(js\.|nojs\.)?spec\.ts$/];
if (withoutPostgres.length && process.env.TEST_WORKER_INDEX === undefined) console.log("PostgreSQL is not installed: the two-instance PostgreSQL specs are left out (Debian: apt-get install postgresql).");

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
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "js",
      testIgnore: [/\.nojs\.spec\.ts$/, ...withoutPostgres],
      use: { javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: [/\.js\.spec\.ts$/, ...withoutPostgres],
      use: { javaScriptEnabled: false },
    },
  ],
});
