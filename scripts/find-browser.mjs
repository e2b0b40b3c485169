/**
 * Which Chromium the end-to-end tests drive, on any machine:
 *   1. CHROMIUM_PATH, when set (it must exist);
 *   2. a system Chromium or Chrome where it usually lives on Linux, macOS or Windows;
 *   3. Playwright's own managed Chromium, installed with Playwright's installer when it is missing
 *      and the network allows (only when run as a script: `npm run test:e2e` does that first).
 * When all of that fails, one line says what to run.
 *
 * playwright.config.ts calls `findBrowser()` (no install); `node scripts/find-browser.mjs` finds
 * or installs, prints the one it uses, and exits 1 with the instruction when there is none.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const NO_BROWSER_MESSAGE =
  "No Chromium for the end-to-end tests: install one (Debian/Ubuntu: `sudo apt-get install chromium`, macOS: `brew install --cask chromium`), set CHROMIUM_PATH to a Chrome or Chromium binary, or run `npx playwright install chromium`.";

/** Where a system Chromium or Chrome usually is, most likely first. */
export function systemBrowserPaths(platform, env) {
  if (platform === "darwin") {
    return [
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      join(env.HOME ?? "", "Applications/Chromium.app/Contents/MacOS/Chromium"),
      join(env.HOME ?? "", "Applications/Google Chrome.app/Contents/MacOS/Google Chrome"),
    ];
  }
  if (platform === "win32") {
    const roots = [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA].filter(Boolean);
    return roots.flatMap((root) => [join(root, "Google", "Chrome", "Application", "chrome.exe"), join(root, "Chromium", "Application", "chrome.exe")]);
  }
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/usr/bin/google-chrome-stable", "/snap/bin/chromium"];
}

/**
 * The browser to use: `{ executablePath }` for a binary of the system's or CHROMIUM_PATH's,
 * `{ executablePath: undefined }` for Playwright's managed Chromium, or `{ error }`.
 * Everything it looks at comes in as an argument, so tests can fake any machine.
 */
export function findBrowser({
  env = process.env,
  platform = process.platform,
  exists = existsSync,
  managedPath = defaultManagedPath,
} = {}) {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) {
    return exists(chosen) ? { executablePath: chosen, source: "CHROMIUM_PATH" } : { error: `CHROMIUM_PATH is set to ${chosen}, which does not exist.` };
  }
  const system = systemBrowserPaths(platform, env).find((path) => exists(path));
  if (system) return { executablePath: system, source: "system" };
  const managed = managedPath();
  if (managed && exists(managed)) return { executablePath: undefined, source: "playwright" };
  return { error: NO_BROWSER_MESSAGE };
}

/** Where Playwright keeps its own Chromium on this machine (whether or not it is installed). */
function defaultManagedPath() {
  try {
    // playwright-core is what @playwright/test drives; it knows its own browser's path.
    return createRequire(import.meta.url)("playwright-core").chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Finds a browser, installing Playwright's when none is found and the network allows. */
export function findOrInstallBrowser({ install = installManagedChromium, ...probe } = {}) {
  const found = findBrowser(probe);
  // A CHROMIUM_PATH that is wrong is the user's to fix, not a reason to download another browser.
  if (!("error" in found) || (probe.env ?? process.env).CHROMIUM_PATH?.trim()) return found;
  if (!install()) return found;
  return findBrowser(probe);
}

function installManagedChromium() {
  console.log("No Chromium found: installing Playwright's (npx playwright install chromium)…");
  return spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit" }).status === 0;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const found = findOrInstallBrowser();
  if ("error" in found) {
    console.error(found.error);
    process.exit(1);
  }
  console.log(`End-to-end tests use ${found.executablePath ?? "Playwright's own Chromium"} (${found.source}).`);
}
