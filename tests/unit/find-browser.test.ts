import { describe, expect, it } from "vitest";
import { findBrowser, findOrInstallBrowser, NO_BROWSER_MESSAGE } from "../../scripts/find-browser.mjs";

/** A machine where exactly these files exist. */
const machine = (...files: string[]) => (path: string) => files.includes(path);
const MANAGED = "/home/dev/.cache/ms-playwright/chromium-1/chrome-linux/chrome";

describe("finding a browser for the end-to-end tests", () => {
  it("takes CHROMIUM_PATH first, and says so when it points nowhere", () => {
    const env = { CHROMIUM_PATH: "/opt/chrome/chrome" };
    expect(findBrowser({ env, platform: "linux", exists: machine("/opt/chrome/chrome", "/usr/bin/chromium") })).toEqual({
      executablePath: "/opt/chrome/chrome",
      source: "CHROMIUM_PATH",
    });
    expect(findBrowser({ env, platform: "linux", exists: machine("/usr/bin/chromium") })).toEqual({
      error: "CHROMIUM_PATH is set to /opt/chrome/chrome, which does not exist.",
    });
  });

  it("finds a system Chromium or Chrome where each system keeps it", () => {
    const find = (platform: NodeJS.Platform, file: string, env: Record<string, string> = {}) =>
      findBrowser({ env, platform, exists: machine(file), managedPath: () => undefined });
    expect(find("linux", "/usr/bin/chromium")).toEqual({ executablePath: "/usr/bin/chromium", source: "system" });
    expect(find("linux", "/usr/bin/google-chrome-stable")).toMatchObject({ executablePath: "/usr/bin/google-chrome-stable" });
    const mac = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    expect(find("darwin", mac)).toMatchObject({ executablePath: mac });
    const windows = "C:\\Program Files/Google/Chrome/Application/chrome.exe";
    expect(find("win32", windows, { PROGRAMFILES: "C:\\Program Files" })).toMatchObject({ executablePath: windows });
  });

  it("falls back to Playwright's own Chromium when it is installed, else says what to run", () => {
    expect(findBrowser({ env: {}, platform: "linux", exists: machine(MANAGED), managedPath: () => MANAGED })).toEqual({
      executablePath: undefined,
      source: "playwright",
    });
    expect(findBrowser({ env: {}, platform: "linux", exists: machine(), managedPath: () => MANAGED })).toEqual({ error: NO_BROWSER_MESSAGE });
    expect(NO_BROWSER_MESSAGE).toContain("npx playwright install chromium");
  });

  it("installs Playwright's Chromium only when nothing else is found, and reports a failed install in one line", () => {
    const installed: string[] = [];
    const probe = { env: {}, platform: "linux" as const, managedPath: () => MANAGED };
    // Nothing on the machine: the installer runs, and the browser it put there is used.
    const afterInstall = findOrInstallBrowser({ ...probe, exists: (path) => installed.includes(path), install: () => (installed.push(MANAGED), true) });
    expect(afterInstall).toEqual({ executablePath: undefined, source: "playwright" });
    // A system browser: no install.
    let ran = false;
    findOrInstallBrowser({ ...probe, exists: machine("/usr/bin/chromium"), install: () => (ran = true) });
    expect(ran).toBe(false);
    // No network: the one line.
    expect(findOrInstallBrowser({ ...probe, exists: machine(), install: () => false })).toEqual({ error: NO_BROWSER_MESSAGE });
    // A wrong CHROMIUM_PATH is not a reason to download another browser.
    findOrInstallBrowser({ ...probe, env: { CHROMIUM_PATH: "/nope" }, exists: machine(), install: () => (ran = true) });
    expect(ran).toBe(false);
  });
});
